/** The rejection mail's preview (D263): each applicant's mail as the server would make it; nothing is sent. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RejectionEmail } from '../../../contracts/rejection-email.ts';
import { call } from '../../lib/api-client.ts';
import { previewRejectionEmail } from '../../lib/api/applicants.ts';

export function rejectionPreviewQueryOptions(refIds: string[], email: Omit<RejectionEmail, 'send_at'>) {
  return queryOptions({
    queryKey: ['rejection-preview', refIds, email],
    queryFn: ({ signal }) => call(previewRejectionEmail, { body: { ref_ids: refIds, email }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
