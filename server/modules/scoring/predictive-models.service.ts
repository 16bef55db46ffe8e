/**
 * A requisition's or job profile's predictive models (seed 001 sections 3, 5, 7): linear weights
 * over attributes, at most one selected. A requisition may also select a model of its role, the
 * job profile it is linked to (D141). Saving a model someone scores with, selecting, unselecting or
 * deleting it changes requisitions' scores, so each of those requests a background rescore of
 * every requisition concerned in its transaction (a profile has no applications to rescore).
 */
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { hiringExclusionOf } from '../../../contracts/hiring-attributes.ts';
import type { Language } from '../../../contracts/user.ts';
import type { PredictiveModel, PredictiveModels, SavePredictiveModel } from '../../../contracts/scoring.ts';
import { holdsFlag } from '../../http/account-access.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { requestJobRescore } from './rescore.jobs.ts';
import { jobForStaff, jobOrProfileForStaff, requireJobFlag, type StaffJob } from '../../http/team-access.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import { callerLanguage, refuseExcludedWeights } from '../company-attributes/index.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './scoring.store.ts';
import * as modelStore from './predictive-models.store.ts';

export interface FoundModel {
  model: modelStore.ModelRow;
  job: StaffJob;
}

/** The model, when the viewer may work on its requisition; otherwise 404 "Predictive model not found". */
export async function modelForStaff(db: Db, viewer: LoadedUser, modelId: number): Promise<FoundModel> {
  const model = await modelStore.findModel(db, modelId);
  if (!model) throw notFound('Predictive model not found');
  try {
    return { model, job: await jobOrProfileForStaff(db, viewer, model.job_id) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound('Predictive model not found');
    throw error;
  }
}

/** A profile's activity log says the profile changed, a requisition's that the requisition did. */
const updatedKind = (job: StaffJob) =>
  job.job_type_id === JOB_TYPE.profile ? 'profile_updated' : 'requisition_updated';

/** Rescores the requisitions (never a profile) among these jobs. */
async function rescoreJobs(db: Db, jobs: readonly { job_id: number; job_type_id: number }[], viewer: LoadedUser) {
  for (const job of jobs)
    if (job.job_type_id !== JOB_TYPE.profile) await requestJobRescore(db, job.job_id, viewer.user_id);
}

/**
 * A model of the requisition's role, selected from the requisition (D141): needs only the right to
 * work on the requisition; any other model answers 404.
 */
export async function roleModelForStaff(
  db: Db,
  viewer: LoadedUser,
  modelId: number,
  requisitionId: number,
): Promise<FoundModel> {
  const job = await jobForStaff(db, viewer, requisitionId);
  const [model, role] = await Promise.all([modelStore.findModel(db, modelId), store.roleOf(db, job.job_id)]);
  if (!model || (model.job_id !== job.job_id && model.job_id !== role?.job_id))
    throw notFound('Predictive model not found');
  return { model, job };
}

function shape(model: modelStore.ModelRow, weights: { attribute_type_id: number; weight: string }[]): PredictiveModel {
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

export async function modelWithWeights(db: Db, model: modelStore.ModelRow): Promise<PredictiveModel> {
  return shape(model, await modelStore.weightsOfModels(db, [model.predictive_model_id]));
}

/** The model, is_selected telling whether `jobId` (its own job unless a requisition of its role) scores with it. */
async function reload(db: Db, modelId: number, jobId?: number): Promise<PredictiveModel> {
  const model = await modelStore.findModel(db, modelId);
  if (!model) throw notFound('Predictive model not found');
  const shaped = await modelWithWeights(db, model);
  if (jobId === undefined || jobId === model.job_id) return shaped;
  return { ...shaped, is_selected: (await modelStore.selectedModelOf(db, jobId)) === modelId };
}

export async function listModels(
  db: Db,
  viewer: LoadedUser,
  job: StaffJob,
  language: Language,
): Promise<PredictiveModels> {
  const isRequisition = job.job_type_id === JOB_TYPE.requisition;
  const role = isRequisition ? await store.roleOf(db, job.job_id) : null;
  const allProfiles = holdsFlag(viewer, 'job_profile_access', job.account_id);
  const roleChoices = isRequisition
    ? await store.profileChoices(db, job.account_id, allProfiles ? undefined : viewer.user_id)
    : [];
  const own = await modelStore.modelsOfJob(db, job.job_id);
  const selected = await modelStore.selectedModelOf(db, job.job_id);
  const ofRole = role
    ? (await modelStore.modelsOfJob(db, role.job_id)).map((m) => ({
        ...m,
        is_selected: m.predictive_model_id === selected,
      }))
    : [];
  const models = [...own, ...ofRole];
  const [weights, attributes] = await Promise.all([
    modelStore.weightsOfModels(
      db,
      models.map((m) => m.predictive_model_id),
    ),
    store.attributesForAccount(db, job.account_id, language),
  ]);
  return {
    job_id: job.job_id,
    role,
    role_choices: roleChoices,
    models: models.map((m) =>
      shape(
        m,
        weights.filter((w) => w.predictive_model_id === m.predictive_model_id),
      ),
    ),
    // A model weighs for hiring: what may never weigh in it is not offered (D198, D214).
    attributes: attributes
      .filter((a) => hiringExclusionOf(a) === null)
      .map(({ attribute_type_id, category, name }) => ({ attribute_type_id, category, name })),
  };
}

/** Every weighed attribute exists for the company, and none is kept out of hiring (D198, D214). */
async function checkAttributes(
  db: Db,
  viewer: LoadedUser,
  job: StaffJob,
  body: SavePredictiveModel,
): Promise<modelStore.ModelValues> {
  const usable = await store.usableAttributes(
    db,
    job.account_id,
    body.weights.map((w) => w.attribute_type_id),
  );
  const index = body.weights.findIndex((w) => !usable.has(w.attribute_type_id));
  if (index >= 0) throw invalid(`weights.${index}.attribute_type_id`, 'There is no such attribute.');
  // Models belong to requisitions and job profiles, both hiring; a pathway has none.
  if (job.job_type_id !== JOB_TYPE.pathway)
    refuseExcludedWeights(
      body.weights.map((w, i) => ({
        prop: `weights.${i}.attribute_type_id`,
        attribute: usable.get(w.attribute_type_id)!,
        weight: w.weight,
      })),
      callerLanguage(viewer),
    );
  return { name: body.name, intercept: body.intercept, weights: body.weights };
}

export async function createModel(
  db: Db,
  viewer: LoadedUser,
  job: StaffJob,
  body: SavePredictiveModel,
): Promise<PredictiveModel> {
  await requireJobFlag(db, viewer, job, true);
  const values = await checkAttributes(db, viewer, job, body);
  const modelId = await db.transaction().execute(async (trx) => {
    await modelStore.lockJob(trx, job.job_id);
    const id = await modelStore.insertModel(trx, job.job_id, values);
    await recordJobEvent(trx, {
      job_id: job.job_id,
      actor_user_id: viewer.user_id,
      kind: updatedKind(job),
      details: { predictive_model_saved: id },
    });
    return id;
  });
  return reload(db, modelId);
}

export async function updateModel(
  db: Db,
  viewer: LoadedUser,
  found: FoundModel,
  body: SavePredictiveModel,
): Promise<PredictiveModel> {
  await requireJobFlag(db, viewer, found.job, true);
  const values = await checkAttributes(db, viewer, found.job, body);
  const id = found.model.predictive_model_id;
  await db.transaction().execute(async (trx) => {
    await modelStore.lockJob(trx, found.job.job_id);
    await modelStore.updateModel(trx, id, values);
    await recordJobEvent(trx, {
      job_id: found.job.job_id,
      actor_user_id: viewer.user_id,
      kind: updatedKind(found.job),
      details: { predictive_model_saved: id },
    });
    await rescoreJobs(trx, await modelStore.jobsUsingModel(trx, id), viewer);
  });
  return reload(db, id);
}

export async function deleteModel(db: Db, viewer: LoadedUser, found: FoundModel): Promise<void> {
  await requireJobFlag(db, viewer, found.job, true);
  const id = found.model.predictive_model_id;
  await db.transaction().execute(async (trx) => {
    await modelStore.lockJob(trx, found.job.job_id);
    // Its own job and the requisitions of its role that score with it stop using predictive models.
    const users = await modelStore.jobsUsingModel(trx, id);
    for (const job of users) await modelStore.setJobModel(trx, job.job_id, null, false);
    await modelStore.deleteModel(trx, id);
    await recordJobEvent(trx, {
      job_id: found.job.job_id,
      actor_user_id: viewer.user_id,
      kind: updatedKind(found.job),
      details: { predictive_model_deleted: id },
    });
    await rescoreJobs(trx, users, viewer);
  });
}

/**
 * selected: found.job (the model's own job, or a requisition of its role through roleModelForStaff)
 * scores with this model from now on; false: it stops using it (when it is the selected one).
 */
export async function selectModel(
  db: Db,
  viewer: LoadedUser,
  found: FoundModel,
  selected: boolean,
): Promise<PredictiveModel> {
  await requireJobFlag(db, viewer, found.job, true);
  const id = found.model.predictive_model_id;
  await db.transaction().execute(async (trx) => {
    const job = await modelStore.lockJob(trx, found.job.job_id);
    const isSelected = job.is_use_pred_models && job.predictive_model_id === id;
    if (selected === isSelected) return;
    if (!selected) await modelStore.setJobModel(trx, found.job.job_id, null, false);
    else await modelStore.setJobModel(trx, found.job.job_id, id, true);
    await recordJobEvent(trx, {
      job_id: found.job.job_id,
      actor_user_id: viewer.user_id,
      kind: updatedKind(found.job),
      details: selected ? { predictive_model_selected: id } : { predictive_model_unselected: id },
    });
    await rescoreJobs(trx, [found.job], viewer);
  });
  return reload(db, id, found.job.job_id);
}
