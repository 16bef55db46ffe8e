/** The applicant lists, their filter options and the bulk actions, as TanStack Query knows them. */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AccountApplicantListQueryValue, JobApplicantListQueryValue } from '../../../contracts/applicants.ts';
import { MAIL_ATTACHMENT_FIELD } from '../../../contracts/mail-attachments.ts';
import type { RejectionEmail } from '../../../contracts/rejection-email.ts';
import type { VersionedMail } from '../../../contracts/mail-versions.ts';
import { call } from '../../lib/api-client.ts';
import { i18n } from '@lingui/core';
import { isLanguage } from '../../lib/language.ts';
import { uploadFile } from '../../lib/file-transfer.ts';
import {
  bulkAssignUser,
  bulkRejectApplicants,
  deleteApplicants,
  emailApplicants,
  emailApplicantsWithFiles,
  exportApplicants,
  getApplicantFilters,
  getMultiCompare,
  listAccountApplicants,
  listJobApplicants,
  markApplicantsNew,
  moveApplicants,
} from '../../lib/api/applicants.ts';
import { listRejectionReasons } from '../../lib/api/scorecard.ts';
import { bulkAdvanceApplicants } from '../../lib/api/pipeline.ts';
import { bulkUndoRejections } from '../../lib/api/bulk-rejection-undo.ts';
import type { BulkUndoRejectionsAnswer } from '../../../contracts/bulk-rejection-undo.ts';

export const applicantKeys = {
  all: ['applicants'] as const,
  job: (jobId: number, query: JobApplicantListQueryValue) => ['applicants', 'job', jobId, query] as const,
  account: (accountId: number, query: AccountApplicantListQueryValue) =>
    ['applicants', 'account', accountId, query] as const,
  filters: (jobId: number) => ['applicants', 'filters', jobId] as const,
  compare: (ids: string) => ['applicants', 'compare', ids] as const,
  reasons: (accountId: number) => ['rejection-reasons', accountId] as const,
};

export function jobApplicantsQueryOptions(jobId: number, query: JobApplicantListQueryValue) {
  return queryOptions({
    queryKey: applicantKeys.job(jobId, query),
    queryFn: ({ signal }) => call(listJobApplicants, { params: { jobId }, query, signal }),
    // The table keeps the last page while the next one loads: no jump to an empty table.
    placeholderData: keepPreviousData,
  });
}

export function accountApplicantsQueryOptions(accountId: number, query: AccountApplicantListQueryValue) {
  return queryOptions({
    queryKey: applicantKeys.account(accountId, query),
    queryFn: ({ signal }) => call(listAccountApplicants, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function applicantFiltersQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: applicantKeys.filters(jobId),
    queryFn: ({ signal }) => call(getApplicantFilters, { params: { jobId }, signal }),
    staleTime: 60_000,
  });
}

export function rejectionReasonsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: applicantKeys.reasons(accountId),
    queryFn: ({ signal }) => call(listRejectionReasons, { query: { account_id: accountId }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Whether ?ids= names two to five applications (user_smartreq_ids, comma-separated). */
export function isCompareList(ids: string | undefined): ids is string {
  return ids !== undefined && /^\d+(,\d+){1,4}$/.test(ids);
}

/** The applicants side by side, their attributes named in the screen's language (`i18n.locale`), read again when it changes. */
export function multiCompareQueryOptions(ids: string) {
  const language = isLanguage(i18n.locale) ? i18n.locale : undefined;
  return queryOptions({
    queryKey: [...applicantKeys.compare(ids), language] as const,
    queryFn: ({ signal }) => call(getMultiCompare, { query: { ids, language }, signal }),
  });
}

export type BulkAction =
  | { kind: 'reject'; rejection_reason_id: number; reason_note: string; email?: RejectionEmail }
  | { kind: 'assign'; user_id: number | null }
  | ({ kind: 'email'; attachments: File[] } & VersionedMail)
  | { kind: 'mark-new' }
  | { kind: 'move'; to_job_id: number }
  | { kind: 'delete' }
  | { kind: 'advance' };

/** Runs one bulk action on the selected applications, then refreshes every applicant list. */
export async function runBulkAction(
  queryClient: QueryClient,
  refIds: string[],
  action: BulkAction,
  idempotencyKey: string,
): Promise<number> {
  const ref_ids = refIds;
  let done: number;
  switch (action.kind) {
    case 'reject':
      done = (
        await call(bulkRejectApplicants, {
          body: {
            ref_ids,
            rejection_reason_id: action.rejection_reason_id,
            reason_note: action.reason_note,
            ...(action.email ? { email: action.email } : {}),
          },
          idempotencyKey,
        })
      ).updated;
      break;
    case 'assign':
      done = (await call(bulkAssignUser, { body: { ref_ids, user_id: action.user_id }, idempotencyKey })).updated;
      break;
    case 'email':
      done = action.attachments.length
        ? (
            await uploadFile<{ sent: number }>({
              path: emailApplicantsWithFiles.path,
              fields: {
                ref_ids: JSON.stringify(ref_ids),
                subject: action.subject,
                message: action.message,
                ...(action.versions ? { versions: JSON.stringify(action.versions) } : {}),
                ...(action.language ? { language: action.language } : {}),
              },
              files: action.attachments.map((file) => ({ field: MAIL_ATTACHMENT_FIELD, blob: file, name: file.name })),
              idempotencyKey,
            })
          ).sent
        : (
            await call(emailApplicants, {
              body: {
                ref_ids,
                subject: action.subject,
                message: action.message,
                ...(action.versions ? { versions: action.versions } : {}),
                ...(action.language ? { language: action.language } : {}),
              },
              idempotencyKey,
            })
          ).sent;
      break;
    case 'mark-new':
      done = (await call(markApplicantsNew, { body: { ref_ids, is_new: true }, idempotencyKey })).updated;
      break;
    case 'move':
      done = (await call(moveApplicants, { body: { ref_ids, to_job_id: action.to_job_id }, idempotencyKey })).updated;
      break;
    case 'delete':
      done = (await call(deleteApplicants, { body: { ref_ids }, idempotencyKey })).updated;
      break;
    case 'advance':
      done = (await call(bulkAdvanceApplicants, { body: { ref_ids } })).updated;
      // The requisition's board shows the same applicants (D202).
      await queryClient.invalidateQueries({ queryKey: ['pipeline'] });
      break;
  }
  await queryClient.invalidateQueries({ queryKey: applicantKeys.all });
  return done;
}

/**
 * Undo of a bulk reject (D266, D490): one request for all the rejected applications, which takes
 * back their rejections in one transaction and calls back each rejection mail still waiting; the
 * answer counts what became of them. Its Idempotency-Key makes a retry apply it once.
 */
export async function undoRejections(queryClient: QueryClient, refIds: string[]): Promise<BulkUndoRejectionsAnswer> {
  const answer = await call(bulkUndoRejections, { body: { ref_ids: refIds }, idempotencyKey: crypto.randomUUID() });
  await queryClient.invalidateQueries({ queryKey: applicantKeys.all });
  await queryClient.invalidateQueries({ queryKey: ['pipeline'] });
  return answer;
}

/** Fetches the CSV (the API needs the bearer token, so no plain link) and saves it. */
export async function downloadApplicantsCsv(jobId: number, query: JobApplicantListQueryValue): Promise<number> {
  const { page: _page, page_size: _size, ...filters } = query;
  const file = await call(exportApplicants, { params: { jobId }, query: filters });
  const url = URL.createObjectURL(new Blob(['\uFEFF', file.content], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return file.rows;
}
