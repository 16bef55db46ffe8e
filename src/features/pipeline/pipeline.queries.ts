/** The pipeline as TanStack Query knows it (contracts/pipeline.ts): a requisition's board and the moves on it. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as api from '../../lib/api/pipeline.ts';
import { call } from '../../lib/api-client.ts';

export const pipelineKeys = {
  all: ['pipeline'] as const,
  board: (jobId: number) => ['pipeline', 'board', jobId] as const,
};

export function boardQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: pipelineKeys.board(jobId),
    queryFn: ({ signal }) => call(api.getBoard, { params: { jobId }, query: {}, signal }),
  });
}

/** After any move, every board and list showing the applicant reads again. */
async function refresh(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['applicants'] }),
    queryClient.invalidateQueries({ queryKey: ['scorecard'] }),
    queryClient.invalidateQueries({ queryKey: ['staff-home'] }),
  ]);
}

export async function advance(queryClient: QueryClient, userSmartreqId: number, toJobStepId?: number) {
  const answer = await call(api.advanceApplication, {
    params: { userSmartreqId },
    body: toJobStepId === undefined ? {} : { to_job_step_id: toJobStepId },
  });
  await refresh(queryClient);
  return answer;
}

export async function undo(queryClient: QueryClient, userSmartreqId: number) {
  const answer = await call(api.undoApplicationChange, { params: { userSmartreqId } });
  await refresh(queryClient);
  return answer;
}

export async function bulkAdvance(queryClient: QueryClient, refIds: string[]) {
  const answer = await call(api.bulkAdvanceApplicants, { body: { ref_ids: refIds } });
  await refresh(queryClient);
  return answer;
}

export { refresh as refreshPipeline };
