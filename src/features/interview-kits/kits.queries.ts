/** The company's interview kits, as TanStack Query knows them (staff only, never persisted). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SaveKit } from '../../../contracts/interview.ts';
import { call } from '../../lib/api-client.ts';
import {
  archiveKit as archiveRoute,
  createKit as createRoute,
  listKits,
  updateKit as updateRoute,
} from '../../lib/api/interview.ts';
import { questionListKey } from '../../ui/question-bank/question-list.queries.ts';

export const kitKeys = {
  kits: (accountId: number) => ['interview-kits', accountId] as const,
};

export function kitsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: kitKeys.kits(accountId),
    queryFn: ({ signal }) => call(listKits, { query: { account_id: accountId }, signal }),
  });
}

// The question lists count the kits that use each question.
const refresh = (queryClient: QueryClient, accountId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: kitKeys.kits(accountId) }),
    queryClient.invalidateQueries({ queryKey: questionListKey(accountId) }),
  ]);

export async function saveKit(queryClient: QueryClient, accountId: number, kitId: number | undefined, body: SaveKit) {
  const saved =
    kitId === undefined ? await call(createRoute, { body }) : await call(updateRoute, { params: { kitId }, body });
  await refresh(queryClient, accountId);
  return saved;
}

export async function archiveKit(queryClient: QueryClient, accountId: number, kitId: number) {
  await call(archiveRoute, { params: { kitId } });
  await refresh(queryClient, accountId);
}
