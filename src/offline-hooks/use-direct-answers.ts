/**
 * A page answering online only (src/offline/direct-answers.ts): it renders again whenever the
 * answers change (the returned version), sends what waits when the network returns, and asks the
 * browser to warn before leaving while something is not on the server yet.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { DirectAnswers } from '../offline/direct-answers.ts';

export interface DirectPageExtras {
  /** Back online: more to send than the answers (files waiting in the page). */
  onOnline?: () => void;
  /** More that is not on the server yet than the answers. */
  hasUnsent?: () => boolean;
}

export function useDirectAnswers(direct: DirectAnswers, extras: DirectPageExtras = {}): number {
  const version = useSyncExternalStore(
    (listener) => direct.subscribe(listener),
    () => direct.getVersion(),
  );
  const latest = useRef(extras);
  useEffect(() => {
    latest.current = extras;
  });
  useEffect(() => {
    const onOnline = () => {
      void direct.flush();
      latest.current.onOnline?.();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (direct.unsentCount() > 0 || latest.current.hasUnsent?.()) event.preventDefault();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [direct]);
  return version;
}
