/** Integrations with other applicant tracking systems as TanStack Query knows them (provider admins). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AtsIntegrationBody } from '../../../contracts/ats-integrations.ts';
import { call } from '../../lib/api-client.ts';
import {
  createAtsIntegration,
  listAtsIntegrations,
  listAtsRequisitions,
  revokeAtsIntegration,
  rotateAtsKey,
  updateAtsIntegration,
} from '../../lib/api/ats-integrations.ts';

const keys = {
  integrations: ['provider-admin', 'ats-integrations'] as const,
  requisitions: ['provider-admin', 'ats-requisitions'] as const,
};

export function atsIntegrationsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...keys.integrations, accountId],
    queryFn: ({ signal }) => call(listAtsIntegrations, { query: { account_id: accountId }, signal }),
  });
}

export function atsRequisitionsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...keys.requisitions, accountId],
    queryFn: ({ signal }) => call(listAtsRequisitions, { query: { account_id: accountId }, signal }),
  });
}

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: keys.integrations });

export async function saveIntegration(
  queryClient: QueryClient,
  accountId: number,
  integrationId: number | undefined,
  body: AtsIntegrationBody,
) {
  if (integrationId === undefined) {
    const created = await call(createAtsIntegration, { body: { ...body, account_id: accountId }, skipRetry: true });
    await refresh(queryClient);
    return { apiKey: created.api_key };
  }
  await call(updateAtsIntegration, { params: { id: integrationId }, body });
  await refresh(queryClient);
  return { apiKey: undefined };
}

export async function rotateKey(queryClient: QueryClient, integrationId: number) {
  const rotated = await call(rotateAtsKey, { params: { id: integrationId }, skipRetry: true });
  await refresh(queryClient);
  return rotated.api_key;
}

export async function revokeIntegration(queryClient: QueryClient, integrationId: number) {
  await call(revokeAtsIntegration, { params: { id: integrationId } });
  await refresh(queryClient);
}
