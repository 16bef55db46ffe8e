/**
 * A staff page's part whose key follows what the person does on the page (a search, an ordering, a
 * filter, a page) reads with suspense in place (D189, D477, D488): given `read`, the queryOptions
 * its route's loader ensured for the first view, it shows `children(data)`. The read held is
 * replaced only when its key changes, and deferred, so a view not loaded yet suspends in the
 * background while the one shown stays (what keepPreviousData did). A first view shows "Loading…"
 * where the part goes; a failed view its error and "Try again" there (a new view asked for starts
 * afresh), so the page and its controls stay; while "Try again" reads it, the data last shown
 * stays where the error was.
 */
import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import {
  hashKey,
  useQueryErrorResetBoundary,
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../form/button.tsx';

/** A part's read: the queryOptions the route's loader ensures for the first view (a placeholder it may carry is not used). */
export type InPlaceReadOptions<D, K extends QueryKey = QueryKey> = UseSuspenseQueryOptions<D, Error, D, K>;

export function InPlaceRead<D, K extends QueryKey = QueryKey>(props: {
  read: InPlaceReadOptions<D, K>;
  /** The class of the "Loading…" line (the page's muted text). */
  mutedClassName: string;
  children(data: D): ReactNode;
}) {
  const wanted = hashKey(props.read.queryKey);
  const [held, setHeld] = useState({ hash: wanted, read: props.read });
  if (held.hash !== wanted) setHeld({ hash: wanted, read: props.read });
  const shown = useDeferredValue(held);
  // The data last shown: what the part shows, rather than "Loading…", while a failed view is read again.
  const [lastShown, setLastShown] = useState<{ data: D }>();
  return (
    <CatchBoundary getResetKey={() => wanted} errorComponent={ReadFailure}>
      <Suspense
        fallback={lastShown ? props.children(lastShown.data) : <ReadLoading className={props.mutedClassName} />}
      >
        <SuspenseRead read={shown.read} onShown={setLastShown}>
          {props.children}
        </SuspenseRead>
      </Suspense>
    </CatchBoundary>
  );
}

function SuspenseRead<D, K extends QueryKey>(props: {
  read: InPlaceReadOptions<D, K>;
  onShown(shown: { data: D }): void;
  children(data: D): ReactNode;
}) {
  const { data } = useSuspenseQuery(props.read);
  const { onShown } = props;
  useEffect(() => onShown({ data }), [data, onShown]);
  return props.children(data);
}

/** A view that failed, in place: its error and a retry that reads it again. */
function ReadFailure({ error, reset }: ErrorComponentProps) {
  const queries = useQueryErrorResetBoundary();
  return (
    <InPlaceFailure
      error={error}
      onRetry={() => {
        queries.reset();
        reset();
      }}
    />
  );
}

export function ReadLoading({ className }: { className: string }) {
  return (
    <p className={className} role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

export function InPlaceFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorText(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
