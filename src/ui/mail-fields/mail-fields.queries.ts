/** What a mail composed to applicants reads: the company's message templates and the server's preview. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { previewApplicantEmail } from '../../lib/api/applicants.ts';
import { listUsableMessageTemplates } from '../../lib/api/message-templates.ts';
import type { VersionedMail } from '../../../contracts/mail-versions.ts';

export function usableTemplatesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: ['message-templates', 'usable', accountId],
    queryFn: ({ signal }) => call(listUsableMessageTemplates, { query: { account_id: accountId }, signal }),
    staleTime: 60_000,
  });
}

/** Each applicant's own mail (their language's version, D292), merge fields filled by the server (D201); nothing is sent. */
export function mailPreviewQueryOptions(refIds: string[], texts: VersionedMail) {
  return queryOptions({
    queryKey: ['mail-preview', refIds, texts],
    queryFn: ({ signal }) => call(previewApplicantEmail, { body: { ref_ids: refIds, ...texts }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
