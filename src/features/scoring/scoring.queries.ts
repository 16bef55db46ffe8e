/** Rescore status and predictive models as TanStack Query knows them, and the writes that refresh them. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type PredictiveModel, type SavePredictiveModel } from '../../../contracts/scoring.ts';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import {
  createPredictiveModel,
  deletePredictiveModel,
  getRescoreStatus,
  listPredictiveModels,
  selectPredictiveModel,
  setRequisitionRole,
  updatePredictiveModel,
} from '../../lib/api/scoring.ts';

/** How often the banner asks again while a rescore runs. */
export const RESCORE_POLL_MS = 3000;

export const scoringKeys = {
  rescore: (jobId: number) => ['rescore', jobId] as const,
  models: (jobId: number) => ['predictive-models', jobId] as const,
};

export function rescoreStatusQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: scoringKeys.rescore(jobId),
    queryFn: ({ signal }) => call(getRescoreStatus, { params: { jobId }, signal }),
    // Poll only while a rescore runs; otherwise a change elsewhere invalidates it.
    refetchInterval: (query) => (query.state.data?.in_progress ? RESCORE_POLL_MS : false),
  });
}

export function predictiveModelsQueryOptions(jobId: number, language: Language) {
  return queryOptions({
    queryKey: [...scoringKeys.models(jobId), language],
    queryFn: ({ signal }) => call(listPredictiveModels, { params: { jobId }, query: { language }, signal }),
  });
}

async function refresh(queryClient: QueryClient, jobId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: scoringKeys.models(jobId) }),
    queryClient.invalidateQueries({ queryKey: scoringKeys.rescore(jobId) }),
  ]);
}

/** Adds (no modelId) or replaces a model, then refreshes the list and the rescore status. */
export async function saveModel(
  queryClient: QueryClient,
  jobId: number,
  body: SavePredictiveModel,
  modelId?: number,
  idempotencyKey?: string,
): Promise<PredictiveModel> {
  const saved =
    modelId === undefined
      ? await call(createPredictiveModel, { params: { jobId }, body, idempotencyKey })
      : await call(updatePredictiveModel, { params: { modelId }, body, idempotencyKey });
  await refresh(queryClient, jobId);
  return saved;
}

export async function removeModel(queryClient: QueryClient, jobId: number, modelId: number): Promise<void> {
  await call(deletePredictiveModel, { params: { modelId } });
  await refresh(queryClient, jobId);
}

/** Selects or stops using a model for `jobId`: its own, or one of the requisition's role (D141). */
export async function chooseModel(
  queryClient: QueryClient,
  jobId: number,
  model: PredictiveModel,
  selected: boolean,
): Promise<void> {
  const body = model.job_id === jobId ? { selected } : { selected, job_id: jobId };
  await call(selectPredictiveModel, { params: { modelId: model.predictive_model_id }, body });
  await refresh(queryClient, jobId);
}

/** Links the requisition to a job profile (its role), or unlinks it with null. */
export async function chooseRole(queryClient: QueryClient, jobId: number, profileId: number | null): Promise<void> {
  await call(setRequisitionRole, { params: { jobId }, body: { job_profile_id: profileId } });
  await refresh(queryClient, jobId);
}
