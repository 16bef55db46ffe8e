/** A company's job-board feeds as TanStack Query knows them. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { JobBoard, SaveBoard } from '../../../contracts/job-boards.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/job-boards.ts';

export function boardsQuery(accountId: number) {
  return queryOptions({
    queryKey: ['job-boards', 'account', accountId] as const,
    queryFn: ({ signal }) => call(api.listBoards, { query: { account_id: accountId }, signal }),
  });
}

export function boardQuery(boardId: number) {
  return queryOptions({
    queryKey: ['job-boards', 'one', boardId] as const,
    queryFn: ({ signal }) => call(api.getBoard, { params: { id: boardId }, signal }),
  });
}

async function refreshed(queryClient: QueryClient, board: JobBoard) {
  queryClient.setQueryData(boardQuery(board.job_board_id).queryKey, board);
  await queryClient.invalidateQueries({ queryKey: ['job-boards', 'account', board.account_id] });
  return board;
}

export async function createBoard(queryClient: QueryClient, accountId: number, name: string) {
  return refreshed(queryClient, await call(api.createBoard, { body: { account_id: accountId, name } }));
}

export async function saveBoard(queryClient: QueryClient, boardId: number, body: SaveBoard) {
  return refreshed(queryClient, await call(api.updateBoard, { params: { id: boardId }, body }));
}
