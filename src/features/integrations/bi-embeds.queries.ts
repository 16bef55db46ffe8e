/**
 * The company's embedded BI dashboards (D235) as the settings page knows them. A change refreshes
 * the dashboards area's lists too (their keys start with 'bi-embeds', src/features/dashboards/bi-embeds.queries.ts).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SaveBiEmbed } from '../../../contracts/bi-embeds.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/bi-embeds.ts';

const settingsKey = (accountId: number) => ['bi-embeds', 'settings', accountId] as const;

export const biEmbedSettingsQuery = (accountId: number) =>
  queryOptions({
    queryKey: settingsKey(accountId),
    queryFn: ({ signal }) => call(api.listBiEmbeds, { params: { accountId }, signal }),
  });

async function afterChange(queryClient: QueryClient, accountId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: settingsKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: ['bi-embeds', 'company'] }),
    queryClient.invalidateQueries({ queryKey: ['bi-embeds', 'requisition'] }),
    queryClient.invalidateQueries({ queryKey: ['integrations', accountId] }),
  ]);
}

export async function saveBiEmbed(
  queryClient: QueryClient,
  accountId: number,
  embedId: number | undefined,
  body: SaveBiEmbed,
) {
  const saved =
    embedId === undefined
      ? await call(api.createBiEmbed, { params: { accountId }, body })
      : await call(api.updateBiEmbed, { params: { accountId, embedId }, body });
  await afterChange(queryClient, accountId);
  return saved;
}

export async function removeBiEmbed(queryClient: QueryClient, accountId: number, embedId: number) {
  await call(api.deleteBiEmbed, { params: { accountId, embedId } });
  await afterChange(queryClient, accountId);
}
