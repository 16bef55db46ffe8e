/**
 * The rejection mail's preview (D263): each applicant's mail as the server would make it; nothing
 * is sent. The company's delay before a rejection mail leaves (D266), from the company's
 * preferences, which every member of its staff reads (the staff layout's query, same key).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  REJECTION_DELAY_PREFERENCE,
  rejectionDelayOf,
  type RejectionEmail,
} from '../../../contracts/rejection-email.ts';
import { call } from '../../lib/api-client.ts';
import { getAccount } from '../../lib/api/account.ts';
import { previewRejectionEmail } from '../../lib/api/applicants.ts';

export function rejectionPreviewQueryOptions(refIds: string[], email: Omit<RejectionEmail, 'send_at'>) {
  return queryOptions({
    queryKey: ['rejection-preview', refIds, email],
    queryFn: ({ signal }) => call(previewRejectionEmail, { body: { ref_ids: refIds, email }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The company's account read (key and time as src/features/layout/account.queries.ts), its delay selected. */
export function rejectionDelayQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: ['account', accountId],
    queryFn: () => call(getAccount, { params: { id: accountId } }),
    staleTime: 5 * 60_000,
    select: (account) =>
      rejectionDelayOf(account.preferences.find((p) => p.keyname === REJECTION_DELAY_PREFERENCE)?.value),
  });
}
