/** The company's messaging provider and its messages (D236) as TanStack Query knows them. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SaveSmsConnection } from '../../../contracts/sms.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/sms.ts';
import { integrationKeys } from './integrations.queries.ts';

export const messagingKeys = {
  connection: (accountId: number) => ['integrations', accountId, 'messaging'] as const,
  messages: (accountId: number, phone: string) => ['integrations', accountId, 'messaging', 'messages', phone] as const,
};

export const smsConnectionQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: messagingKeys.connection(accountId),
    queryFn: ({ signal }) => call(api.getSmsConnection, { query: { account_id: accountId }, signal }),
  });

export const smsMessagesQueryOptions = (accountId: number, phone: string) =>
  queryOptions({
    queryKey: messagingKeys.messages(accountId, phone),
    queryFn: ({ signal }) =>
      call(api.listSmsMessages, {
        query: { account_id: accountId, ...(phone ? { phone_number: phone } : {}) },
        signal,
      }),
  });

export async function saveSmsConnection(queryClient: QueryClient, body: SaveSmsConnection) {
  const tested = await call(api.saveSmsConnection, { body });
  queryClient.setQueryData(messagingKeys.connection(body.account_id), tested.connection);
  await queryClient.invalidateQueries({ queryKey: integrationKeys.company(body.account_id) });
  return tested;
}

export async function deleteSmsConnection(queryClient: QueryClient, accountId: number) {
  await call(api.deleteSmsConnection, { query: { account_id: accountId } });
  await queryClient.invalidateQueries({ queryKey: integrationKeys.company(accountId) });
}
