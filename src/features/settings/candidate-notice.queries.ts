/** The company's candidate notice (contracts/candidate-notice.ts, D208). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NoticeTexts } from '../../../contracts/candidate-notice-rules.ts';
import { call } from '../../lib/api-client.ts';
import { getCandidateNotice, saveCandidateNotice } from '../../lib/api/candidate-notice.ts';

const noticeKey = (accountId: number) => ['company-settings', 'candidate-notice', accountId] as const;

export function candidateNoticeQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: noticeKey(accountId),
    queryFn: ({ signal }) => call(getCandidateNotice, { params: { id: accountId }, signal }),
  });
}

export async function saveNotice(queryClient: QueryClient, accountId: number, texts: NoticeTexts) {
  const saved = await call(saveCandidateNotice, { params: { id: accountId }, body: texts });
  queryClient.setQueryData(noticeKey(accountId), saved);
  return saved;
}
