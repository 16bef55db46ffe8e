/**
 * The two shapes of a company list whose entries are archived rather than lost. `ArchivableList`:
 * searched, filtered and paged by the server (attributes, typing passages, questions, templates),
 * each entry edited in place. `OrderedList`: every entry at once, the ones in use in the order the
 * company puts them in (custom fields, review questions), the archived listed apart to restore.
 * Both show the last action's refusal; the entries are `CompanyListEntry`s.
 */
import { useId, type ReactNode } from 'react';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../form/select-field.tsx';
import {
  CompanyList,
  CompanyListEntry,
  ListActionError,
  ListAnnouncement,
  type ListActions,
  type ListRead,
} from './company-list.tsx';

export function ArchivableList<T, K extends QueryKey = QueryKey>(props: {
  label: string;
  /** The list's read with suspense (the loader's queryOptions), or a plain useQuery's result: see CompanyList. */
  read?: ListRead<T, K>;
  query?: UseQueryResult<{ results: T[]; count: number }>;
  state: { page: number; setPage(page: number): void; isNarrowed: boolean };
  pageSize: number;
  /** Whether filters beyond the search narrow the list. */
  isFiltered?: boolean;
  emptyText: ReactNode;
  noMatchText: ReactNode;
  keyOf(item: T): number;
  actions: ListActions;
  errorText(error: unknown): string;
  /** The key of the entry edited in place. */
  editing: number | undefined;
  renderEdit(item: T): ReactNode;
  renderEntry(item: T): ReactNode;
}) {
  return (
    <>
      <ListActionError actions={props.actions} textOf={props.errorText} />
      <CompanyList
        label={props.label}
        {...(props.read ? { read: props.read } : { query: props.query! })}
        page={props.state.page}
        pageSize={props.pageSize}
        onPage={props.state.setPage}
        isNarrowed={props.state.isNarrowed || props.isFiltered === true}
        emptyText={props.emptyText}
        noMatchText={props.noMatchText}
        keyOf={props.keyOf}
      >
        {(item) => (props.editing === props.keyOf(item) ? props.renderEdit(item) : props.renderEntry(item))}
      </CompanyList>
    </>
  );
}

/** Whose entries a catalogue shows: the company's own or the provider's, which it cannot change. */
export function OwnerFilter<V extends string>(props: {
  id: string;
  label: string;
  value: V;
  onChange(value: V): void;
  company: V;
  provider: V;
}) {
  const { t } = useLingui();
  return (
    <div className="list-controls__control">
      <SelectField
        id={props.id}
        label={props.label}
        value={props.value}
        onChange={(value) => props.onChange(value as V)}
        options={[
          { value: props.company, label: t`Your company's` },
          { value: props.provider, label: t`The provider's` },
        ]}
      />
    </div>
  );
}

export function OrderedList<T>(props: {
  /** Every entry, the ones in use in their order. */
  items: readonly T[];
  isArchived(item: T): boolean;
  keyOf(item: T): number;
  nameOf(item: T): string;
  /** The accessible name of the entries in use, in their order. */
  label: string;
  emptyText: ReactNode;
  detail(item: T): ReactNode;
  more?(item: T): ReactNode;
  archivedDetail(item: T): ReactNode;
  archivedTitle: ReactNode;
  archivedIntro?: ReactNode;
  actions: ListActions;
  errorText(error: unknown): string;
  /** The key of the entry edited in place. */
  editing?: number;
  renderEdit?(item: T): ReactNode;
  onEdit(item: T): void;
  /** Saves the new order (the keys of the entries in use). */
  onOrder(keys: number[]): Promise<unknown>;
  onArchive(item: T): void;
  onRestore(item: T): Promise<unknown>;
  onDelete?(item: T): void;
  canDelete?(item: T): boolean;
}) {
  const { t } = useLingui();
  const archivedTitleId = useId();
  const { actions } = props;
  const inUse = props.items.filter((item) => !props.isArchived(item));
  const archived = props.items.filter((item) => props.isArchived(item));
  const move = (index: number, by: -1 | 1) => {
    const keys = inUse.map(props.keyOf);
    const [key] = keys.splice(index, 1);
    keys.splice(index + by, 0, key!);
    const name = props.nameOf(inUse[index]!);
    void actions.run(async () => {
      await props.onOrder(keys);
      return by < 0 ? t`Moved up: ${name}` : t`Moved down: ${name}`;
    });
  };
  const canMove = inUse.length > 1;
  return (
    <>
      <ListAnnouncement text={actions.announcement} />
      <ListActionError actions={actions} textOf={props.errorText} />
      {inUse.length === 0 ? (
        <p className="company-list__muted">{props.emptyText}</p>
      ) : (
        <ol className="company-list" aria-label={props.label}>
          {inUse.map((item, index) => (
            <li key={props.keyOf(item)} className="company-list__item">
              {props.editing === props.keyOf(item) && props.renderEdit ? (
                props.renderEdit(item)
              ) : (
                <CompanyListEntry
                  name={props.nameOf(item)}
                  detail={props.detail(item)}
                  more={props.more?.(item)}
                  isBusy={actions.isBusy}
                  {...(canMove
                    ? {
                        move: {
                          ...(index > 0 ? { up: () => move(index, -1) } : {}),
                          ...(index < inUse.length - 1 ? { down: () => move(index, 1) } : {}),
                        },
                      }
                    : {})}
                  onEdit={() => props.onEdit(item)}
                  onArchive={() => props.onArchive(item)}
                  {...(props.onDelete && props.canDelete?.(item) !== false
                    ? { onDelete: () => props.onDelete!(item) }
                    : {})}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {archived.length > 0 && (
        <section className="company-list__archived" aria-labelledby={archivedTitleId}>
          <h3 id={archivedTitleId} className="company-list-page__subtitle">
            {props.archivedTitle}
          </h3>
          {props.archivedIntro && <p className="company-list__muted">{props.archivedIntro}</p>}
          <ul className="company-list">
            {archived.map((item) => {
              const name = props.nameOf(item);
              return (
                <li key={props.keyOf(item)} className="company-list__item">
                  <CompanyListEntry
                    name={name}
                    detail={props.archivedDetail(item)}
                    isArchived
                    isArchivedBadgeHidden
                    isBusy={actions.isBusy}
                    onArchive={() => actions.setArchived(name, false, () => props.onRestore(item))}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
