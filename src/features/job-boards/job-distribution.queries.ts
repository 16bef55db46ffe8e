/** A job board's distribution (D239) as TanStack Query knows it: its connection and what was sent. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BoardDistribution, SaveBoardConnection } from '../../../contracts/job-distribution.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/job-distribution.ts';

export function distributionQuery(boardId: number) {
  return queryOptions({
    queryKey: ['job-boards', 'distribution', boardId] as const,
    queryFn: ({ signal }) => call(api.getDistribution, { params: { id: boardId }, signal }),
    // While something waits in the queue or in the board's review, the page follows it.
    refetchInterval: (query) =>
      query.state.data?.postings.some((p) => p.status === 'queued' || p.status === 'sent') ? 3000 : false,
  });
}

async function refreshed(queryClient: QueryClient, distribution: BoardDistribution) {
  queryClient.setQueryData(distributionQuery(distribution.job_board_id).queryKey, distribution);
  await queryClient.invalidateQueries({ queryKey: ['job-boards', 'account'] });
  await queryClient.invalidateQueries({ queryKey: ['job-boards', 'one', distribution.job_board_id] });
  return distribution;
}

export async function saveConnection(queryClient: QueryClient, boardId: number, body: SaveBoardConnection) {
  return refreshed(queryClient, await call(api.saveConnection, { params: { id: boardId }, body }));
}

export async function testConnection(queryClient: QueryClient, boardId: number) {
  return refreshed(queryClient, await call(api.testConnection, { params: { id: boardId } }));
}

export async function retryPosting(queryClient: QueryClient, boardId: number, postingId: number) {
  return refreshed(queryClient, await call(api.retryPosting, { params: { id: boardId, postingId } }));
}
