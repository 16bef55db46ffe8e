/** The company's candidate notice (contracts/candidate-notice.ts, D208). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CandidateNotice } from '../../../contracts/candidate-notice.ts';
import { call } from '../../lib/api-client.ts';
import { getCandidateNotice, saveCandidateNotice } from '../../lib/api/candidate-notice.ts';

const noticeKey = (accountId: number) => ['company-settings', 'candidate-notice', accountId] as const;

export function candidateNoticeQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: noticeKey(accountId),
    queryFn: ({ signal }) => call(getCandidateNotice, { params: { id: accountId }, signal }),
  });
}

export async function saveNotice(queryClient: QueryClient, accountId: number, notice: CandidateNotice) {
  const saved = await call(saveCandidateNotice, { params: { id: accountId }, body: notice });
  queryClient.setQueryData(noticeKey(accountId), saved);
  return saved;
}
