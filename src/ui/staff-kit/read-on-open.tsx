/**
 * A disclosure whose part is read only when staff open it (D507; D332, D402, D492): most views do not
 * need it, and the read may be audited. Closed, nothing is read; opened once, its `read` (the
 * queryOptions of what it shows) is read in place (`InPlaceRead`, D488): "Loading…" where the part
 * goes, then `children(data)`; a failure shows the part's own words with "Try again" there; data
 * `isEmpty` says holds nothing shows the part's empty line. Closed again, what was read stays.
 */
import { useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { InPlaceRead, type InPlaceReadOptions } from './in-place-read.tsx';

export function ReadOnOpen<D, K extends QueryKey = QueryKey>(props: {
  read: InPlaceReadOptions<D, K>;
  /** The summary's words: what opening the disclosure shows. */
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  /** The class of the "Loading…" and empty lines (the page's muted text). */
  mutedClassName: string;
  /** The part's words when its read fails (shown with "Try again"). */
  failureText(error: unknown): string;
  /** Whether the data read holds nothing to show: then `emptyText` is shown instead of `children`. */
  isEmpty?(data: D): boolean;
  emptyText?: ReactNode;
  children(data: D): ReactNode;
}) {
  const [hasOpened, setOpened] = useState(false);
  const { isEmpty, emptyText, children } = props;
  return (
    <details
      className={props.className}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className={props.summaryClassName}>{props.summary}</summary>
      {hasOpened && (
        <InPlaceRead read={props.read} mutedClassName={props.mutedClassName} textOf={props.failureText}>
          {(data) => (isEmpty?.(data) ? <p className={props.mutedClassName}>{emptyText}</p> : children(data))}
        </InPlaceRead>
      )}
    </details>
  );
}
