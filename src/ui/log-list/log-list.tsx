/**
 * What the staff log screens share (the mail log, the audit log): the filter form and its
 * selects, and the list of one page of entries (read in place, D488) with its empty state, the
 * table (which becomes one card per row on a phone) and the pager, styled as a list page
 * (src/ui/list-page.css, the applicants' list too) with the logs' own parts in log-list.css.
 */
import type { FormEvent, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../form/button.tsx';
import '../form/form-field.css';
import '../list-page.css';
import './log-list.css';

/** At least one page, so an empty list reads "page 1 of 1". */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

interface LogFiltersProps {
  label: string;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}

export function LogFilters({ label, onSubmit, children }: LogFiltersProps) {
  return (
    <form className="log-filters" role="search" aria-label={label} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

interface FilterSelectProps {
  id: string;
  label: ReactNode;
  value: string | number;
  /** The first choice, which filters nothing out. */
  anyLabel: string;
  options: { value: string | number; label: string }[];
  onChange(value: string): void;
}

export function FilterSelect({ id, label, value, anyLabel, options, onChange }: FilterSelectProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What a log shows until its query has data: "Loading…", or the error and a way to try again. */
export function LogLoading({ query }: { query: Pick<UseQueryResult, 'error' | 'refetch'> }) {
  return query.error ? (
    <div className="notice notice--error" role="alert">
      <p>{errorText(query.error)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  ) : (
    <p role="status" className="list-page__muted">
      <Trans>Loading…</Trans>
    </p>
  );
}

interface LogListProps<T extends { count: number; page_size: number }> {
  /**
   * The page of entries the log's read holds (its query result, read in place by `InPlaceRead`,
   * D488, which shows "Loading…" and a failure with "Try again" before there is one).
   */
  data: T;
  /** Whether another page is on its way (the one shown stays, dimmed, with `aria-busy`). */
  isBusy: boolean;
  page: number;
  /** What an empty page says. */
  empty: ReactNode;
  /** The pager's line: how many entries, which page. */
  status(data: T, pages: number): ReactNode;
  onPageChange(page: number): void;
  /** The table of the page's entries. */
  children(data: T): ReactNode;
}

export function LogList<T extends { count: number; page_size: number }>({
  data,
  isBusy,
  page,
  empty,
  status,
  onPageChange,
  children,
}: LogListProps<T>) {
  const { t } = useLingui();
  if (data.count === 0) return <p className="list-page__empty">{empty}</p>;
  const pages = pageCount(data.count, data.page_size);
  return (
    <>
      <div
        className={isBusy ? 'list-page__table list-page__table--stale' : 'list-page__table'}
        aria-busy={isBusy || undefined}
      >
        {children(data)}
      </div>
      <nav className="list-page__pager" aria-label={t`Pages`}>
        <p className="list-page__pager-status" aria-live="polite">
          {status(data, pages)}
        </p>
        <div className="list-page__pager-controls">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <Trans>Previous page</Trans>
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            <Trans>Next page</Trans>
          </Button>
        </div>
      </nav>
    </>
  );
}

export interface LogColumn<T> {
  /** The column's heading; on a phone each of its cells is read after it (log-list.css). */
  label: string;
  cell(row: T): ReactNode;
  className?: string;
  /** The cell that says what the entry is: the row's header, shown first on a phone. */
  isSubject?: boolean;
}

interface LogTableProps<T> {
  /** The table's name for screen readers. */
  caption: string;
  rows: T[];
  rowKey(row: T): string | number;
  /** When the entry happened (an ISO time): the first column. */
  when(row: T): string;
  columns: LogColumn<T>[];
}

/** One page of entries: a table on wide screens, one card per entry on a phone (the same markup, restyled). */
export function LogTable<T>({ caption, rows, rowKey, when, columns }: LogTableProps<T>) {
  const { t, i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <table className="list-table log-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`When`}</th>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="list-table__row log-table__row">
            <td data-label={t`When`} className="log-table__when">
              <time dateTime={when(row)}>{format.format(new Date(when(row)))}</time>
            </td>
            {columns.map(({ label, cell, className, isSubject }) =>
              isSubject ? (
                <th
                  key={label}
                  scope="row"
                  data-label={label}
                  className={className ? `log-table__subject ${className}` : 'log-table__subject'}
                >
                  {cell(row)}
                </th>
              ) : (
                <td key={label} data-label={label} className={className}>
                  {cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
