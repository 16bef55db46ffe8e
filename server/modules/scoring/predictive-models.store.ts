/** The SQL of predictive models (a job's named intercept and attribute weights) and which model a job scores with. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';

export interface ModelRow {
  predictive_model_id: number;
  job_id: number;
  name: string;
  intercept: string;
  created_at: Date;
  is_selected: boolean;
}

function modelsQuery(db: Db) {
  return db
    .selectFrom('predictive_models as m')
    .innerJoin('jobs as j', 'j.job_id', 'm.job_id')
    .select([
      'm.predictive_model_id',
      'm.job_id',
      'm.name',
      'm.intercept',
      'm.created_at',
      sql<boolean>`coalesce(j.is_use_pred_models and j.predictive_model_id = m.predictive_model_id, false)`.as(
        'is_selected',
      ),
    ]);
}

export async function modelsOfJob(db: Db, jobId: number): Promise<ModelRow[]> {
  return modelsQuery(db)
    .where('m.job_id', '=', jobId)
    .orderBy('m.created_at')
    .orderBy('m.predictive_model_id')
    .execute();
}

export async function findModel(db: Db, modelId: number): Promise<ModelRow | undefined> {
  return modelsQuery(db).where('m.predictive_model_id', '=', modelId).executeTakeFirst();
}

/**
 * The models' weights. A model weighs for hiring (a requisition's or a job profile's), so a weight
 * on a scale kept out of hiring, saved before the server refused them (D214), is not shown (D266).
 */
export async function weightsOfModels(db: Db, modelIds: readonly number[]) {
  if (modelIds.length === 0) return [];
  return db
    .selectFrom('predictive_model_weights as w')
    .innerJoin('attribute_types as a', 'a.attribute_type_id', 'w.attribute_type_id')
    .select(['w.predictive_model_id', 'w.attribute_type_id', 'w.weight'])
    .where('w.predictive_model_id', 'in', modelIds)
    .where(shownForHiring('a'))
    .orderBy('a.category')
    .orderBy('a.sort_order')
    .orderBy('w.attribute_type_id')
    .execute();
}

export interface ModelValues {
  name: string;
  intercept: number;
  weights: readonly { attribute_type_id: number; weight: number }[];
}

export async function insertModel(db: Db, jobId: number, values: ModelValues): Promise<number> {
  const row = await db
    .insertInto('predictive_models')
    .values({ job_id: jobId, name: values.name, intercept: values.intercept })
    .returning('predictive_model_id')
    .executeTakeFirstOrThrow();
  await replaceWeights(db, row.predictive_model_id, values.weights);
  return row.predictive_model_id;
}

export async function updateModel(db: Db, modelId: number, values: ModelValues): Promise<void> {
  await db
    .updateTable('predictive_models')
    .set({ name: values.name, intercept: values.intercept })
    .where('predictive_model_id', '=', modelId)
    .execute();
  await replaceWeights(db, modelId, values.weights);
}

async function replaceWeights(db: Db, modelId: number, weights: ModelValues['weights']): Promise<void> {
  await db.deleteFrom('predictive_model_weights').where('predictive_model_id', '=', modelId).execute();
  if (weights.length === 0) return;
  await db
    .insertInto('predictive_model_weights')
    .values(
      weights.map((w) => ({ predictive_model_id: modelId, attribute_type_id: w.attribute_type_id, weight: w.weight })),
    )
    .execute();
}

export async function deleteModel(db: Db, modelId: number): Promise<void> {
  await db.deleteFrom('predictive_models').where('predictive_model_id', '=', modelId).execute();
}

export async function setJobModel(db: Db, jobId: number, modelId: number | null, use: boolean): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ predictive_model_id: modelId, is_use_pred_models: use, updated_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .execute();
}

/** Locks the job row: concurrent model changes of one requisition take turns. */
export async function lockJob(db: Db, jobId: number) {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'predictive_model_id', 'is_use_pred_models'])
    .where('job_id', '=', jobId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The requisitions (and the profile itself) that score with this model now. */
export async function jobsUsingModel(db: Db, modelId: number): Promise<{ job_id: number; job_type_id: number }[]> {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'job_type_id'])
    .where('predictive_model_id', '=', modelId)
    .where('is_use_pred_models', '=', true)
    .execute();
}

/** The model a job scores with now, if any. */
export async function selectedModelOf(db: Db, jobId: number): Promise<number | null> {
  const row = await db
    .selectFrom('jobs')
    .select(['predictive_model_id', 'is_use_pred_models'])
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row?.is_use_pred_models ? row.predictive_model_id : null;
}
