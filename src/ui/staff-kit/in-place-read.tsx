/**
 * A staff page's part whose key follows what the person does on the page (a search, an ordering, a
 * filter, a page) reads with suspense in place (D189, D477, D488): given `read`, the queryOptions
 * its route's loader ensured for the first view, it shows `children(data)`. The read held is
 * replaced only when its key changes, and deferred, so a view not loaded yet suspends in the
 * background while the one shown stays (what keepPreviousData did). A first view shows "Loading…"
 * where the part goes; a failed view its error and "Try again" there (a new view asked for starts
 * afresh), so the page and its controls stay; while "Try again" reads it, the data last shown
 * stays where the error was. While a view is on its way (the next one deferred, the one shown read
 * again, or "Try again" with the last data kept) `children` is told `{ isBusy: true }`, for the
 * part's list to say `aria-busy` (D488).
 */
import { Suspense, useCallback, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import {
  hashKey,
  useQueryClient,
  useQueryErrorResetBoundary,
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../form/button.tsx';

/** What a part is told besides its data: whether a view is on its way (for its list's `aria-busy`). */
export interface ReadState {
  isBusy: boolean;
}

/** A part's read: the queryOptions the route's loader ensures for the first view (a placeholder it may carry is not used). */
export type InPlaceReadOptions<D, K extends QueryKey = QueryKey> = UseSuspenseQueryOptions<D, Error, D, K>;

export function InPlaceRead<D, K extends QueryKey = QueryKey>(props: {
  read: InPlaceReadOptions<D, K>;
  /** The class of the "Loading…" line (the page's muted text). */
  mutedClassName: string;
  /** The first view's waiting words, where the page has its own (else "Loading…"). */
  loadingText?: ReactNode;
  children(data: D, state: ReadState): ReactNode;
  /**
   * Told the data each time a view is shown: for what the page shows outside the part (a button
   * offered by what the list says the person may do, the rows a download takes), as `data` was
   * with keepPreviousData.
   */
  onShown?(data: D): void;
  /** A failure's words, where the page words its reads' failures its own way (else `errorText`). */
  textOf?(error: unknown): string;
}) {
  const wanted = hashKey(props.read.queryKey);
  const [held, setHeld] = useState({ hash: wanted, read: props.read });
  if (held.hash !== wanted) setHeld({ hash: wanted, read: props.read });
  const shown = useDeferredValue(held);
  // The data last shown: what the part shows, rather than "Loading…", while a failed view is read again.
  const [lastShown, setLastShown] = useState<{ data: D }>();
  const { onShown, textOf = errorText } = props;
  const failure = useCallback((failed: ErrorComponentProps) => <ReadFailure {...failed} textOf={textOf} />, [textOf]);
  useEffect(() => {
    if (lastShown) onShown?.(lastShown.data);
  }, [lastShown, onShown]);
  return (
    <CatchBoundary getResetKey={() => wanted} errorComponent={failure}>
      <Suspense
        fallback={
          lastShown ? (
            props.children(lastShown.data, { isBusy: true })
          ) : (
            <ReadLoading className={props.mutedClassName}>{props.loadingText}</ReadLoading>
          )
        }
      >
        <SuspenseRead read={shown.read} isNextOnItsWay={shown !== held} onShown={setLastShown}>
          {props.children}
        </SuspenseRead>
      </Suspense>
    </CatchBoundary>
  );
}

function SuspenseRead<D, K extends QueryKey>(props: {
  read: InPlaceReadOptions<D, K>;
  /** The view shown is not the one wanted: the wanted one loads in the background. */
  isNextOnItsWay: boolean;
  onShown(shown: { data: D }): void;
  children(data: D, state: ReadState): ReactNode;
}) {
  const { data, isFetching } = useSuspenseQuery(props.read);
  const { onShown } = props;
  useEffect(() => onShown({ data }), [data, onShown]);
  return props.children(data, { isBusy: props.isNextOnItsWay || isFetching });
}

/** A view that failed, in place: its error and a retry that reads it again. */
function ReadFailure({ error, reset, textOf }: ErrorComponentProps & { textOf(error: unknown): string }) {
  const queries = useQueryErrorResetBoundary();
  return (
    <InPlaceFailure
      error={error}
      textOf={textOf}
      onRetry={() => {
        queries.reset();
        reset();
      }}
    />
  );
}

export function ReadLoading({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <p className={className} role="status">
      {children ?? <Trans>Loading…</Trans>}
    </p>
  );
}

export function InPlaceFailure({
  error,
  onRetry,
  textOf = errorText,
}: {
  error: unknown;
  onRetry(): void;
  textOf?(error: unknown): string;
}) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{textOf(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/**
 * What a page shows outside its `InPlaceRead` part, from the view last shown (give `onShown` the
 * setter): at first the data the cache holds for `read` (the loader's first view), so nothing
 * waits a render for it.
 */
export function useShownData<D, K extends QueryKey>(read: InPlaceReadOptions<D, K>) {
  const queryClient = useQueryClient();
  return useState<D | undefined>(() => queryClient.getQueryData<D>(read.queryKey));
}
