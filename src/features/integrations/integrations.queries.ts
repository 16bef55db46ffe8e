/** A company's outside services as TanStack Query knows them (staff data). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { IntegrationKind } from '../../../contracts/integrations.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/integrations.ts';

export const integrationKeys = { company: (accountId: number) => ['integrations', accountId] as const };

export const integrationsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: integrationKeys.company(accountId),
    queryFn: ({ signal }) => call(api.listIntegrations, { query: { account_id: accountId }, signal }),
  });

export async function testIntegration(queryClient: QueryClient, accountId: number, kind: IntegrationKind) {
  const saved = await call(api.testIntegration, { body: { account_id: accountId, kind } });
  queryClient.setQueryData(integrationKeys.company(accountId), saved);
  return saved;
}

export async function saveMeetingBase(queryClient: QueryClient, accountId: number, meetingBaseUrl: string) {
  const saved = await call(api.saveConferencing, { body: { account_id: accountId, meeting_base_url: meetingBaseUrl } });
  queryClient.setQueryData(integrationKeys.company(accountId), saved);
  return saved;
}
