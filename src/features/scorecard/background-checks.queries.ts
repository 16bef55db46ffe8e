/** An application's background checks (D237), as TanStack Query knows them, and the actions that refresh them. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as api from '../../lib/api/background-checks.ts';
import type { RecordOutcome } from '../../../contracts/background-checks.ts';
import { call } from '../../lib/api-client.ts';
import { documentKeys } from './documents.queries.ts';
import { scorecardKeys } from './scorecard.queries.ts';

export const backgroundCheckKeys = {
  list: (id: number) => [...scorecardKeys.all(id), 'background-checks'] as const,
};

export function backgroundChecksQueryOptions(id: number) {
  return queryOptions({
    queryKey: backgroundCheckKeys.list(id),
    queryFn: ({ signal }) => call(api.listBackgroundChecks, { params: { userSmartreqId: id }, signal }),
    // A provider's check moves by the job queue and by webhook while the page is open: the queue's
    // invitation is a matter of seconds, the provider's updates of hours.
    refetchInterval: (query) => {
      const open = query.state.data?.checks.filter((c) => c.provider !== 'manual').map((c) => c.status) ?? [];
      if (open.includes('requested')) return 2_000;
      return open.some((status) => status === 'invited' || status === 'in_progress') ? 15_000 : false;
    },
  });
}

async function refresh(queryClient: QueryClient, id: number) {
  await queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.list(id) });
}

export async function startBackgroundCheck(
  queryClient: QueryClient,
  id: number,
  manual: boolean,
  idempotencyKey: string,
) {
  const check = await call(api.startBackgroundCheck, {
    params: { userSmartreqId: id },
    body: { manual },
    idempotencyKey,
  });
  await refresh(queryClient, id);
  return check;
}

export async function recordOutcome(queryClient: QueryClient, id: number, checkId: number, outcome: RecordOutcome) {
  await call(api.recordBackgroundCheckOutcome, { params: { userSmartreqId: id, checkId }, body: outcome });
  await refresh(queryClient, id);
  void queryClient.invalidateQueries({ queryKey: documentKeys.list(id) });
}

export async function retryBackgroundCheck(queryClient: QueryClient, id: number, checkId: number) {
  await call(api.retryBackgroundCheck, { params: { userSmartreqId: id, checkId } });
  await refresh(queryClient, id);
}
