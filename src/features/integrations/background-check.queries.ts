/** The company's background-check provider connection (D237) as the settings page knows it. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SaveConnection } from '../../../contracts/background-checks.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/background-checks.ts';
import { integrationKeys } from './integrations.queries.ts';

const connectionKey = (accountId: number) => [...integrationKeys.company(accountId), 'background-check'] as const;

export const backgroundCheckConnectionQuery = (accountId: number) =>
  queryOptions({
    queryKey: connectionKey(accountId),
    queryFn: ({ signal }) => call(api.getBackgroundCheckConnection, { params: { accountId }, signal }),
  });

/** Saves and tests at once; the kind's state on the page is refreshed with it. */
export async function saveBackgroundCheckConnection(queryClient: QueryClient, accountId: number, body: SaveConnection) {
  const tested = await call(api.saveBackgroundCheckConnection, { params: { accountId }, body });
  queryClient.setQueryData(connectionKey(accountId), tested.connection);
  await queryClient.invalidateQueries({ queryKey: integrationKeys.company(accountId), exact: true });
  return tested;
}

export async function disconnectBackgroundChecks(queryClient: QueryClient, accountId: number) {
  await call(api.disconnectBackgroundChecks, { params: { accountId } });
  await queryClient.invalidateQueries({ queryKey: integrationKeys.company(accountId) });
}
