import { SavedViews } from './saved-views.tsx';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicantRow, ApplicantSortField } from '../../../contracts/applicants.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ApplicantTable } from './applicant-table.tsx';
import {
  accountApplicantsQueryOptions,
  applicantFiltersQueryOptions,
  downloadApplicantsCsv,
  jobApplicantsQueryOptions,
} from './applicants.queries.ts';
import { BulkActions } from './bulk-actions.tsx';
import { FilterBar } from './filter-bar.tsx';
import {
  accountListQuery,
  jobListQuery,
  pageMove,
  sortState,
  toggledOrdering,
  type ApplicantListSearch,
} from './list-search.ts';
import { Pager } from './pager.tsx';
import '../../ui/list-page.css';
import './applicants.css';

export interface ApplicantListScreenProps {
  search: ApplicantListSearch;
  onSearchChange(change: Partial<ApplicantListSearch>): void;
}

/** Which rows are ticked, forgotten whenever the list itself changes (another page, filter or sort). */
function useSelection(listKey: string) {
  const [state, setState] = useState<{ key: string; rows: Map<string, ApplicantRow> }>({
    key: listKey,
    rows: new Map(),
  });
  const rows = state.key === listKey ? state.rows : new Map<string, ApplicantRow>();
  const update = (next: Map<string, ApplicantRow>) => setState({ key: listKey, rows: next });
  return {
    rows,
    ids: new Set(rows.keys()),
    toggle(row: ApplicantRow) {
      const next = new Map(rows);
      if (next.has(row.ref_id)) next.delete(row.ref_id);
      else next.set(row.ref_id, row);
      update(next);
    },
    setPage(pageRows: ApplicantRow[], checked: boolean) {
      const next = new Map(rows);
      for (const r of pageRows) {
        if (checked) next.set(r.ref_id, r);
        else next.delete(r.ref_id);
      }
      update(next);
    },
    clear: () => update(new Map()),
  };
}

function ListBody({
  isPending,
  error,
  onRetry,
  rows,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry(): void;
  rows: ApplicantRow[] | undefined;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <p className="list-page__muted" role="status">
        <Trans>Loading applicants…</Trans>
      </p>
    );
  }
  if (error && !rows) {
    return (
      <div className="applicants-page__error" role="alert">
        <p>{errorText(error)}</p>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (rows && rows.length === 0) {
    return (
      <p className="list-page__empty">
        <Trans>No applicants match. Try other filters or clear the search.</Trans>
      </p>
    );
  }
  return <>{children}</>;
}

/** /smartreq-detail/applicants?job_id=N: one requisition's applicants (seed 001 sections 3, 7, 9). */
export function JobApplicantsScreen({ jobId, search, onSearchChange }: ApplicantListScreenProps & { jobId: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Job req candidates`);
  const query = jobListQuery(search);
  // The route's loader brings the list the URL asks for; the list stays a plain query so that, while
  // a new filter or page loads, the previous rows stay shown (placeholder) and a failure shows in place.
  const list = useQuery(jobApplicantsQueryOptions(jobId, query));
  const filters = useQuery(applicantFiltersQueryOptions(jobId));
  const selection = useSelection(JSON.stringify([jobId, query]));
  const csvExport = useMutation({
    mutationFn: (shown: typeof query) => downloadApplicantsCsv(jobId, shown),
    onError: (failure) => notify({ type: 'error', body: errorText(failure) }),
  });
  const rows = list.data?.data;
  const sort = sortState(query.ordering);
  const selectedRows = [...selection.rows.values()];

  return (
    <section className="list-page" aria-labelledby="applicants-title">
      <OfflineNotice />
      <SavedViews jobId={jobId} />
      <div className="applicants-page__header">
        <h2 id="applicants-title" className="list-page__title">
          <Trans>Candidates</Trans>
        </h2>
        <div className="applicants-page__tools">
          {selectedRows.length >= 2 && selectedRows.length <= 5 && (
            <Link
              className="button button--secondary"
              to="/applicants-multi-compare"
              search={{ ids: selectedRows.map((r) => r.user_smartreq_id).join(',') }}
            >
              <Trans>Compare selected</Trans>
            </Link>
          )}
          <Button
            variant="secondary"
            isBusy={csvExport.isPending}
            busyLabel={<Trans>Exporting…</Trans>}
            onClick={() => csvExport.mutate(query)}
          >
            <Trans>Export CSV</Trans>
          </Button>
        </div>
      </div>
      <FilterBar search={search} onChange={onSearchChange} options={filters.data} />
      {filters.data && (
        <BulkActions
          accountId={filters.data.account_id}
          selected={[...selection.ids]}
          onDone={selection.clear}
          staff={filters.data.users}
          moveTargets={filters.data.jobs.filter((j) => j.job_type_id === filters.data.job_type_id)}
        />
      )}
      <ListBody isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} rows={rows}>
        <div
          className={list.isPlaceholderData ? 'list-page__table list-page__table--stale' : 'list-page__table'}
          aria-busy={list.isFetching}
        >
          <ApplicantTable
            rows={rows ?? []}
            sort={sort}
            onSort={(field: ApplicantSortField) => onSearchChange({ ordering: toggledOrdering(query.ordering, field) })}
            selected={selection.ids}
            onToggle={(refId) => {
              const row = rows?.find((r) => r.ref_id === refId);
              if (row) selection.toggle(row);
            }}
            onToggleAll={(checked) => selection.setPage(rows ?? [], checked)}
            caption={t`Applicants of this requisition`}
          />
        </div>
      </ListBody>
      {list.data && (
        <Pager
          page={list.data.page}
          pageSize={list.data.page_size}
          count={list.data.count}
          onPage={(page) => list.data && onSearchChange(pageMove(list.data, page))}
          onPageSize={(page_size) => onSearchChange({ page_size })}
        />
      )}
    </section>
  );
}

/** /applicants: every application in the company's jobs the viewer may work on. */
export function AccountApplicantsScreen({
  accountId,
  search,
  onSearchChange,
}: ApplicantListScreenProps & { accountId: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Candidates`);
  const query = accountListQuery(search);
  // As on a requisition's list: the loader brings the URL's view, the previous rows stay while the next load.
  const list = useQuery(accountApplicantsQueryOptions(accountId, query));
  const selection = useSelection(JSON.stringify([accountId, query]));
  const rows = list.data?.data;
  const sort = sortState(query.ordering);
  // Job and staff choices come from the rows' jobs; a requisition's filter options give its staff.
  const firstJob = rows?.[0]?.job_id;
  const filters = useQuery({ ...applicantFiltersQueryOptions(firstJob ?? 0), enabled: firstJob !== undefined });
  const jobs = filters.data
    ? [
        ...filters.data.jobs,
        {
          job_id: filters.data.job_id,
          title: rows?.find((r) => r.job_id === filters.data.job_id)?.job_title ?? '',
          job_type_id: filters.data.job_type_id,
        },
      ].sort((a, b) => a.title.localeCompare(b.title))
    : [];

  return (
    <section className="list-page" aria-labelledby="applicants-title">
      <OfflineNotice />
      <div className="applicants-page__header">
        <h1 id="applicants-title" className="list-page__title">
          <Trans>Candidates</Trans>
        </h1>
      </div>
      <FilterBar search={search} onChange={onSearchChange} jobs={jobs} staff={filters.data?.users} />
      <DashboardFilterNotice search={search} onSearchChange={onSearchChange} />
      <BulkActions
        accountId={accountId}
        selected={[...selection.ids]}
        onDone={selection.clear}
        staff={filters.data?.users ?? []}
        moveTargets={[]}
      />
      <ListBody isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} rows={rows}>
        <div
          className={list.isPlaceholderData ? 'list-page__table list-page__table--stale' : 'list-page__table'}
          aria-busy={list.isFetching}
        >
          <ApplicantTable
            rows={rows ?? []}
            sort={sort}
            onSort={(field) => onSearchChange({ ordering: toggledOrdering(query.ordering, field) })}
            selected={selection.ids}
            onToggle={(refId) => {
              const row = rows?.find((r) => r.ref_id === refId);
              if (row) selection.toggle(row);
            }}
            onToggleAll={(checked) => selection.setPage(rows ?? [], checked)}
            showJob
            caption={t`Applicants of the company`}
          />
        </div>
      </ListBody>
      {list.data && (
        <Pager
          page={list.data.page}
          pageSize={list.data.page_size}
          count={list.data.count}
          onPage={(page) => list.data && onSearchChange(pageMove(list.data, page))}
          onPageSize={(page_size) => onSearchChange({ page_size })}
        />
      )}
    </section>
  );
}

/** A dashboard's drill-down (D314) narrows the list by the dashboard's own filter: said, and undone in one click. */
function DashboardFilterNotice({
  search,
  onSearchChange,
}: Pick<ApplicantListScreenProps, 'search' | 'onSearchChange'>) {
  if (!search.applied_from && !search.applied_to && !search.source_ids && !search.locations) return null;
  const from = search.applied_from ?? '…';
  const to = search.applied_to ?? '…';
  return (
    <p className="notice applicants-page__drill">
      {from === to ? (
        <Trans>From a dashboard: applications started on {from}.</Trans>
      ) : (
        <Trans>
          From a dashboard: applications started from {from} to {to}.
        </Trans>
      )}{' '}
      {(search.source_ids || search.locations) && <Trans>Only the dashboard’s sources and locations.</Trans>}{' '}
      <Button
        variant="secondary"
        onClick={() =>
          onSearchChange({
            applied_from: undefined,
            applied_to: undefined,
            source_ids: undefined,
            locations: undefined,
          })
        }
      >
        <Trans>Show every date</Trans>
      </Button>
    </p>
  );
}
