/**
 * A company's list of named entries (sources, rejection reasons, phone numbers, message templates,
 * attributes, typing passages, questions, custom fields):
 * loading, error with retry, empty and no-match texts, the entries and the pager; each entry shows
 * its name, an active badge when it can be turned off, a detail line and its actions, or its form
 * while it is edited in place.
 *
 * A list reads its rows one of two ways. Given `read` (the queryOptions its route's loader ensured
 * for the first view), it reads them with `useSuspenseQuery` through `InPlaceRead` (D189, D477):
 * while the next view (a search, an ordering, a filter or a page) loads, the rows shown stay (a
 * deferred render, as keepPreviousData did), and its loading and failure show in place, where the
 * rows go, with the same texts and retry as before. Given `query` (a plain useQuery's result), it
 * shows that.
 */
import { useState, type ReactNode } from 'react';
import { useMutation, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../form/button.tsx';
import { InPlaceFailure, InPlaceRead, ReadLoading, type InPlaceReadOptions } from '../staff-kit/in-place-read.tsx';
import { Pager } from '../list-controls.tsx';
import './company-list.css';

type ListPage<T> = { results: T[]; count: number };

/** A list view's read: the queryOptions the route's loader ensured for the first view (a placeholder it may carry is not used). */
export type ListRead<T, K extends QueryKey = QueryKey> = InPlaceReadOptions<ListPage<T>, K>;

interface CompanyListProps<T> {
  label: string;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  isNarrowed: boolean;
  emptyText: ReactNode;
  noMatchText: ReactNode;
  keyOf(item: T): number;
  children(item: T): ReactNode;
}

export function CompanyList<T, K extends QueryKey = QueryKey>(
  props: CompanyListProps<T> &
    ({ read: ListRead<T, K>; query?: never } | { query: UseQueryResult<ListPage<T>>; read?: never }),
) {
  if (props.read)
    return (
      <InPlaceRead read={props.read} mutedClassName="company-list__muted">
        {(data, { isBusy }) => <ListRows {...props} data={data} isBusy={isBusy} />}
      </InPlaceRead>
    );
  const { query } = props;
  if (!query.data) return <ListPending query={query} />;
  return <ListRows {...props} data={query.data} isBusy={query.isFetching} />;
}

function ListRows<T>(props: CompanyListProps<T> & { data: ListPage<T>; isBusy: boolean }) {
  const { data } = props;
  if (data.results.length === 0)
    return <p className="company-list__muted">{props.isNarrowed ? props.noMatchText : props.emptyText}</p>;
  return (
    <>
      <ul className="company-list" aria-label={props.label} aria-busy={props.isBusy}>
        {data.results.map((item) => (
          <li key={props.keyOf(item)} className="company-list__item">
            {props.children(item)}
          </li>
        ))}
      </ul>
      <Pager page={props.page} pageSize={props.pageSize} count={data.count} onPage={props.onPage} />
    </>
  );
}

/** A list not read yet: loading, or the error with a retry. */
export function ListPending({ query }: { query: Pick<UseQueryResult, 'error' | 'refetch'> }) {
  return query.error ? (
    <InPlaceFailure error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <ReadLoading className="company-list__muted" />
  );
}

/**
 * One entry at rest: the hidden part of each button names the entry for screen readers. An entry
 * of a list in order has both move buttons, the one it cannot take disabled; while the list's last
 * action runs, moving, archiving and restoring wait.
 */
export function CompanyListEntry(props: {
  name: string;
  /** Present for entries that can be turned off. */
  isActive?: boolean;
  detail: ReactNode;
  detailClassName?: string;
  /** Lines under the detail (a description, a hint). */
  more?: ReactNode;
  /** Present for entries that are archived rather than deleted. */
  isArchived?: boolean;
  /** Hides the archived badge where the archived are listed apart. */
  isArchivedBadgeHidden?: boolean;
  isBusy?: boolean;
  /** Present in a list in order: which ways the entry can move. */
  move?: { up?(): void; down?(): void };
  /** Absent for entries that cannot be changed (the provider's). */
  onEdit?(): void;
  onToggle?(): void;
  onArchive?(): void;
  onDelete?(): void;
}) {
  const named = <span className="visually-hidden"> {props.name}</span>;
  const { move, isBusy } = props;
  const hasActions = props.onEdit ?? move ?? props.onArchive ?? props.onToggle ?? props.onDelete;
  return (
    <>
      <div className="company-list__who">
        <p className="company-list__name">
          {props.name}
          {props.isActive !== undefined && (
            <>
              {' '}
              <span className={`company-list__status company-list__status--${props.isActive ? 'active' : 'inactive'}`}>
                {props.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
              </span>
            </>
          )}
          {props.isArchived && !props.isArchivedBadgeHidden && (
            <>
              {' '}
              <span className="company-list__status company-list__status--inactive">
                <Trans>Archived</Trans>
              </span>
            </>
          )}
        </p>
        <p className={props.detailClassName ? `company-list__muted ${props.detailClassName}` : 'company-list__muted'}>
          {props.detail}
        </p>
        {props.more}
      </div>
      {hasActions && (
        <div className="company-list__actions">
          {props.onEdit && (
            <Button variant="secondary" onClick={props.onEdit}>
              <Trans>Edit</Trans>
              {named}
            </Button>
          )}
          {move && (
            <>
              <Button variant="secondary" disabled={!move.up || isBusy} onClick={move.up}>
                <Trans>Move up</Trans>
                {named}
              </Button>
              <Button variant="secondary" disabled={!move.down || isBusy} onClick={move.down}>
                <Trans>Move down</Trans>
                {named}
              </Button>
            </>
          )}
          {props.onArchive && (
            <Button variant="secondary" disabled={isBusy} onClick={props.onArchive}>
              {props.isArchived ? <Trans>Restore</Trans> : <Trans>Archive</Trans>}
              {named}
            </Button>
          )}
          {props.onToggle && (
            <Button variant="secondary" onClick={props.onToggle}>
              {props.isActive ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
              {named}
            </Button>
          )}
          {props.onDelete && (
            <Button variant="secondary" onClick={props.onDelete}>
              <Trans>Delete</Trans>
              {named}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

/**
 * What the list's actions leave behind: the polite announcement of the last change, the last
 * action's refusal and whether one runs (a useMutation's). `run` clears the refusal, awaits the
 * action and announces the text it returns; `setArchived` archives or restores the named entry and
 * says which.
 */
export function useListActions() {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const action = useMutation({
    mutationFn: (work: () => Promise<string>) => work(),
    // One argument: a state setter handed the mutation's variables (here a function) as a second warns.
    onSuccess: (said) => setAnnouncement(said),
  });
  // The refusal shows through `actionError`; the promise only says the action is over.
  const run = (work: () => Promise<string>) => action.mutateAsync(work).then(noop, noop);
  return {
    announcement,
    announce: setAnnouncement,
    actionError: action.error ?? undefined,
    isBusy: action.isPending,
    run,
    setArchived(name: string, archived: boolean, change: () => Promise<unknown>) {
      void run(async () => {
        await change();
        return archived ? t`Archived: ${name}` : t`Restored: ${name}`;
      });
    },
  };
}
export type ListActions = ReturnType<typeof useListActions>;

/** The last action's refusal, in the words `textOf` gives it. */
export function ListActionError({ actions, textOf }: { actions: ListActions; textOf(error: unknown): string }) {
  if (actions.actionError === undefined) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>{textOf(actions.actionError)}</p>
    </div>
  );
}

export function ListAnnouncement({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}

/** The entry a delete is being confirmed for, the confirmation's busy state and its refusal (a useMutation's). */
export function useDeletion<T>() {
  const [deleting, setDeleting] = useState<T>();
  const [refusal, setRefusal] = useState<unknown>();
  const removal = useMutation({
    mutationFn: ({ item, remove }: { item: T; remove: (item: T) => Promise<void> }) => remove(item),
    onSuccess: () => setDeleting(undefined),
    onError: (error) => setRefusal(error),
  });
  return {
    deleting,
    deleteError: refusal,
    isBusy: removal.isPending,
    ask(item: T) {
      setRefusal(undefined);
      setDeleting(item);
    },
    cancel() {
      setDeleting(undefined);
    },
    refuse: setRefusal,
    /** Runs the delete once; closes the confirmation when it succeeds, keeps it open with the refusal when not. */
    async confirm(remove: (item: T) => Promise<void>) {
      if (deleting === undefined || removal.isPending) return;
      setRefusal(undefined);
      await removal.mutateAsync({ item: deleting, remove }).then(noop, noop);
    },
  };
}

const noop = () => undefined;
