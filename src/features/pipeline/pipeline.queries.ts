/** The pipeline as TanStack Query knows it (contracts/pipeline.ts): a requisition's board and the moves on it. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MovableCompanyStage } from '../../../contracts/pipeline.ts';
import * as api from '../../lib/api/pipeline.ts';
import { hireApplication } from '../../lib/api/scorecard-actions.ts';
import { call } from '../../lib/api-client.ts';

export const pipelineKeys = {
  all: ['pipeline'] as const,
  board: (jobId: number) => ['pipeline', 'board', jobId] as const,
  companyStages: ['pipeline', 'company-stages'] as const,
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

/** To the next stage, or the plan step or company stage (D384) named. */
export async function advance(
  queryClient: QueryClient,
  userSmartreqId: number,
  to: { to_job_step_id?: number; to_stage?: MovableCompanyStage } = {},
) {
  const answer = await call(api.advanceApplication, { params: { userSmartreqId }, body: to });
  await refresh(queryClient);
  return answer;
}

/** A card moved into Hired: the hire with its start date (D169, D384). The board reads again after its dialog closes. */
export function hireFromBoard(userSmartreqId: number, startDate: string | null) {
  return call(hireApplication, { body: { user_smartreq_id: userSmartreqId, start_date: startDate } });
}

/** After a hire the employee lists read again too (D169). */
export async function refreshAfterHire(queryClient: QueryClient) {
  await Promise.all([refresh(queryClient), queryClient.invalidateQueries({ queryKey: ['people'] })]);
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
