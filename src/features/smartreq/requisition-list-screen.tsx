import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { RequisitionListItem } from '../../../contracts/smartreq.ts';
import type { User } from '../../../contracts/user.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Pager } from '../../ui/list-controls.tsx';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { mayChangeRequisition, requisitionListQuery } from './list-scope.ts';
import { STATUS_LABELS } from './smartreq-labels.ts';
import {
  deleteRequisition,
  duplicateRequisition,
  requisitionListQueryOptions,
  SMARTREQ_PAGE_SIZE,
} from './smartreq.queries.ts';
import './smartreq.css';

export function StatusBadge({ status }: { status: RequisitionListItem['status'] }) {
  const { _ } = useLinguiRuntime();
  return <span className={`smartreq-status smartreq-status--${status}`}>{_(STATUS_LABELS[status])}</span>;
}

/** /hire: the requisitions the user may see, with search, a New requisition button, duplicate and delete. */
export function RequisitionListScreen({ user, accountId }: { user: User; accountId: number | undefined }) {
  if (accountId === undefined) {
    return (
      <section className="smartreq-page">
        <h1 className="smartreq-page__title">
          <Trans>Job Reqs</Trans>
        </h1>
        <p className="smartreq-muted">
          <Trans>Requisitions belong to a company. Open a company first.</Trans>
        </p>
      </section>
    );
  }
  return <RequisitionList user={user} accountId={accountId} />;
}

function RequisitionList({ user, accountId }: { user: User; accountId: number }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Job Reqs`);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  const [deleting, setDeleting] = useState<RequisitionListItem>();

  const duplicating = useMutation({
    mutationFn: async (row: RequisitionListItem) => {
      const newJobId = await duplicateRequisition(queryClient, row.job_id, crypto.randomUUID());
      // The copy becomes the current job (seed 001 section 4): continue in the builder.
      await navigate({ to: '/hire/smartreq-builder/job-title', search: { job_id: newJobId } });
    },
    onMutate: () => setActionError(undefined),
    onError: (error) => setActionError(errorText(error)),
  });

  const removing = useMutation({
    mutationFn: (row: RequisitionListItem) => deleteRequisition(queryClient, row.job_id),
    onSuccess: (_, row) => {
      setNotice(t`Deleted ${row.title}`);
      setDeleting(undefined);
    },
    onError: (error) => setActionError(errorText(error)),
  });

  return (
    <section className="smartreq-page" aria-labelledby="hire-title">
      <OfflineNotice />
      <div className="smartreq-page__header">
        <h1 id="hire-title" className="smartreq-page__title">
          <Trans>Job Reqs</Trans>
        </h1>
        <Link to="/hire/smartreq-builder/job-title" className="button button--primary">
          <Trans>New requisition</Trans>
        </Link>
      </div>
      <p className="smartreq-notice" role="status">
        {notice}
      </p>
      {actionError && (
        <p className="smartreq-error" role="alert">
          {actionError}
        </p>
      )}
      <div className="smartreq-toolbar" role="search">
        <TextField
          id="requisition-search"
          label={<Trans>Search requisitions</Trans>}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {/* The route's loader brings the first page; a typed search or another page is read in place (D488). */}
      <InPlaceRead
        read={requisitionListQueryOptions(accountId, requisitionListQuery(user, search, page))}
        mutedClassName="smartreq-muted"
        loadingText={<Trans>Loading requisitions…</Trans>}
      >
        {(list, { isBusy }) => {
          const rows = list.data;
          return (
            <>
              {rows.length === 0 && (
                <p className="smartreq-muted">
                  {search ? (
                    <Trans>No requisition matches your search.</Trans>
                  ) : (
                    <Trans>There are no requisitions yet. Create the first one.</Trans>
                  )}
                </p>
              )}
              {rows.length > 0 && (
                <table className="smartreq-table" aria-busy={isBusy || undefined}>
                  <caption className="visually-hidden">
                    <Trans>Requisitions</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Title</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Status</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Applicants</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Created</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Actions</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.job_id}>
                        <td className="smartreq-table__title">
                          {row.status === 'draft' ? (
                            <Link to="/hire/smartreq-builder/job-title" search={{ job_id: row.job_id }}>
                              {row.title}
                            </Link>
                          ) : (
                            <Link to="/smartreq-detail/applicants" search={{ job_id: row.job_id }}>
                              {row.title}
                            </Link>
                          )}
                          {(row.city || row.state) && (
                            <div className="smartreq-item__meta">
                              {[row.city, row.state].filter(Boolean).join(', ')}
                            </div>
                          )}
                        </td>
                        <td data-label={t`Status`}>
                          <StatusBadge status={row.status} />
                        </td>
                        <td data-label={t`Applicants`}>{i18n.number(row.applicant_count)}</td>
                        <td data-label={t`Created`}>{i18n.date(row.created_at, { dateStyle: 'medium' })}</td>
                        <td className="smartreq-table__actions">
                          {/* Copying a live requisition and deleting any take the requisitions flag (D305, D356). */}
                          {mayChangeRequisition(user, accountId, row.status === 'draft') && (
                            <button
                              type="button"
                              className="smartreq-link-button"
                              onClick={() => duplicating.mutate(row)}
                              aria-label={t`Duplicate ${row.title}`}
                            >
                              <Trans>Duplicate</Trans>
                            </button>
                          )}
                          {mayChangeRequisition(user, accountId, false) && (
                            <button
                              type="button"
                              className="smartreq-link-button smartreq-link-button--danger"
                              onClick={() => setDeleting(row)}
                              aria-label={t`Delete ${row.title}`}
                            >
                              <Trans>Delete</Trans>
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <Pager page={page} pageSize={SMARTREQ_PAGE_SIZE} count={list.count} onPage={setPage} />
            </>
          );
        }}
      </InPlaceRead>
      <ConfirmDialog
        isOpen={deleting !== undefined}
        question={<Trans>Delete the requisition {deleting?.title}?</Trans>}
        detail={<Trans>It disappears from every list. Its candidates keep their history.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={removing.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && removing.mutate(deleting)}
      />
    </section>
  );
}
