/** The application's text-message thread (D236) as TanStack Query knows it. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/sms.ts';

export const smsThreadKey = (userSmartreqId: number) => ['scorecard', userSmartreqId, 'sms'] as const;

export const smsThreadQueryOptions = (userSmartreqId: number) =>
  queryOptions({
    queryKey: smsThreadKey(userSmartreqId),
    queryFn: ({ signal }) => call(api.getSmsThread, { params: { userSmartreqId }, signal }),
    // Replies and delivery reports arrive on their own: the thread is read again while it is open.
    refetchInterval: 5000,
  });

export async function sendSms(queryClient: QueryClient, userSmartreqId: number, body: string) {
  const sent = await call(api.sendSms, { params: { userSmartreqId }, body: { body } });
  await queryClient.invalidateQueries({ queryKey: smsThreadKey(userSmartreqId) });
  return sent;
}
