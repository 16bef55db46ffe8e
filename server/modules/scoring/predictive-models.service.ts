/**
 * A requisition's predictive models (seed 001 sections 3, 5, 7): linear weights over attributes,
 * at most one selected. Saving the selected model, selecting, unselecting or deleting it changes
 * the requisition's scores, so each of those requests a background rescore in its transaction.
 */
import type { Language } from '../../../contracts/user.ts';
import type { PredictiveModel, PredictiveModels, SavePredictiveModel } from '../../../contracts/scoring.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { requestJobRescore } from '../../jobs/rescore.ts';
import { jobForStaff, type StaffJob } from '../job/job-access.ts';
import { recordJobEvent } from '../job/job-events.store.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './scoring.store.ts';

export interface FoundModel {
  model: store.ModelRow;
  job: StaffJob;
}

/** The model, when the viewer may work on its requisition; otherwise 404 "Predictive model not found". */
export async function modelForStaff(db: Db, viewer: LoadedUser, modelId: number): Promise<FoundModel> {
  const model = await store.findModel(db, modelId);
  if (!model) throw notFound('Predictive model not found');
  try {
    return { model, job: await jobForStaff(db, viewer, model.job_id) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound('Predictive model not found');
    throw error;
  }
}

function shape(model: store.ModelRow, weights: { attribute_type_id: number; weight: string }[]): PredictiveModel {
  return {
    predictive_model_id: model.predictive_model_id,
    job_id: model.job_id,
    name: model.name,
    intercept: Number(model.intercept),
    weights: weights.map((w) => ({ attribute_type_id: w.attribute_type_id, weight: Number(w.weight) })),
    is_selected: model.is_selected,
    created_at: new Date(model.created_at).toISOString(),
  };
}

export async function modelWithWeights(db: Db, model: store.ModelRow): Promise<PredictiveModel> {
  return shape(model, await store.weightsOfModels(db, [model.predictive_model_id]));
}

async function reload(db: Db, modelId: number): Promise<PredictiveModel> {
  const model = await store.findModel(db, modelId);
  if (!model) throw notFound('Predictive model not found');
  return modelWithWeights(db, model);
}

export async function listModels(db: Db, job: StaffJob, language: Language): Promise<PredictiveModels> {
  const models = await store.modelsOfJob(db, job.job_id);
  const [weights, attributes] = await Promise.all([
    store.weightsOfModels(db, models.map((m) => m.predictive_model_id)),
    store.attributesForAccount(db, job.account_id, language),
  ]);
  return {
    job_id: job.job_id,
    models: models.map((m) => shape(m, weights.filter((w) => w.predictive_model_id === m.predictive_model_id))),
    attributes,
  };
}

async function checkAttributes(db: Db, job: StaffJob, body: SavePredictiveModel): Promise<store.ModelValues> {
  const usable = await store.usableAttributeIds(db, job.account_id, body.weights.map((w) => w.attribute_type_id));
  const index = body.weights.findIndex((w) => !usable.has(w.attribute_type_id));
  if (index >= 0) throw invalid(`weights.${index}.attribute_type_id`, 'There is no such attribute.');
  return { name: body.name, intercept: body.intercept, weights: body.weights };
}

export async function createModel(db: Db, viewer: LoadedUser, job: StaffJob, body: SavePredictiveModel): Promise<PredictiveModel> {
  const values = await checkAttributes(db, job, body);
  const modelId = await db.transaction().execute(async (trx) => {
    await store.lockJob(trx, job.job_id);
    const id = await store.insertModel(trx, job.job_id, values);
    await recordJobEvent(trx, { job_id: job.job_id, actor_user_id: viewer.user_id, kind: 'requisition_updated', details: { predictive_model_saved: id } });
    return id;
  });
  return reload(db, modelId);
}

export async function updateModel(db: Db, viewer: LoadedUser, found: FoundModel, body: SavePredictiveModel): Promise<PredictiveModel> {
  const values = await checkAttributes(db, found.job, body);
  const id = found.model.predictive_model_id;
  await db.transaction().execute(async (trx) => {
    const job = await store.lockJob(trx, found.job.job_id);
    await store.updateModel(trx, id, values);
    await recordJobEvent(trx, { job_id: found.job.job_id, actor_user_id: viewer.user_id, kind: 'requisition_updated', details: { predictive_model_saved: id } });
    if (job.is_use_pred_models && job.predictive_model_id === id) await requestJobRescore(trx, found.job.job_id, viewer.user_id);
  });
  return reload(db, id);
}

export async function deleteModel(db: Db, viewer: LoadedUser, found: FoundModel): Promise<void> {
  const id = found.model.predictive_model_id;
  await db.transaction().execute(async (trx) => {
    const job = await store.lockJob(trx, found.job.job_id);
    const wasSelected = job.predictive_model_id === id;
    if (wasSelected) await store.setJobModel(trx, found.job.job_id, null, false);
    await store.deleteModel(trx, id);
    await recordJobEvent(trx, { job_id: found.job.job_id, actor_user_id: viewer.user_id, kind: 'requisition_updated', details: { predictive_model_deleted: id } });
    if (wasSelected && job.is_use_pred_models) await requestJobRescore(trx, found.job.job_id, viewer.user_id);
  });
}

/** selected: the requisition scores with this model from now on; false: it stops using it (when it is the selected one). */
export async function selectModel(db: Db, viewer: LoadedUser, found: FoundModel, selected: boolean): Promise<PredictiveModel> {
  const id = found.model.predictive_model_id;
  await db.transaction().execute(async (trx) => {
    const job = await store.lockJob(trx, found.job.job_id);
    const isSelected = job.is_use_pred_models && job.predictive_model_id === id;
    if (selected === isSelected) return;
    if (!selected) await store.setJobModel(trx, found.job.job_id, null, false);
    else await store.setJobModel(trx, found.job.job_id, id, true);
    await recordJobEvent(trx, {
      job_id: found.job.job_id,
      actor_user_id: viewer.user_id,
      kind: 'requisition_updated',
      details: selected ? { predictive_model_selected: id } : { predictive_model_unselected: id },
    });
    await requestJobRescore(trx, found.job.job_id, viewer.user_id);
  });
  return reload(db, id);
}
