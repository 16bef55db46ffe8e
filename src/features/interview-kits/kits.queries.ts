/** The company's interview kits and the attributes a kit can score, as TanStack Query knows them (staff only, never persisted). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SaveKit } from '../../../contracts/interview.ts';
import type { Language } from '../../../contracts/languages.ts';
import { call } from '../../lib/api-client.ts';
import { archiveKit as archiveRoute, createKit as createRoute, listKits, updateKit as updateRoute } from '../../lib/api/interview.ts';
import { listAttributeTypes } from '../../lib/api/smartreq-attributes.ts';

export const kitKeys = {
  kits: (accountId: number) => ['interview-kits', accountId] as const,
  attributes: (accountId: number, language: Language) => ['interview-kits', accountId, 'attributes', language] as const,
};

export function kitsQueryOptions(accountId: number) {
  return queryOptions({ queryKey: kitKeys.kits(accountId), queryFn: ({ signal }) => call(listKits, { query: { account_id: accountId }, signal }) });
}

export function kitAttributesQueryOptions(accountId: number, language: Language) {
  return queryOptions({
    queryKey: kitKeys.attributes(accountId, language),
    queryFn: ({ signal }) => call(listAttributeTypes, { query: { account_id: accountId, language }, signal }),
    staleTime: 5 * 60_000,
  });
}

const refresh = (queryClient: QueryClient, accountId: number) => queryClient.invalidateQueries({ queryKey: kitKeys.kits(accountId) });

export async function saveKit(queryClient: QueryClient, accountId: number, kitId: number | undefined, body: SaveKit) {
  const saved = kitId === undefined ? await call(createRoute, { body }) : await call(updateRoute, { params: { kitId }, body });
  await refresh(queryClient, accountId);
  return saved;
}

export async function archiveKit(queryClient: QueryClient, accountId: number, kitId: number) {
  await call(archiveRoute, { params: { kitId } });
  await refresh(queryClient, accountId);
}
