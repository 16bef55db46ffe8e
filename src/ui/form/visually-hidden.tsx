import type { ReactNode } from 'react';

/** Text for screen readers only, for example "Error:" before a field's error message. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
