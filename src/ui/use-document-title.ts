import { useEffect } from 'react';

/** Names the browser tab after the screen, so history and tab lists are readable. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Assay` : 'Assay';
  }, [title]);
}
