/** The only SQL of the pathway module: pathway trackers, their roles and weights, scores and answers. */
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { languagesFor, preferText } from '../../db/questionnaire-content.ts';

/** A tracker with its job and the names the report shows; removed trackers and deleted jobs count as gone. */
export async function findTracker(db: Db, refId: string) {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('accounts as ac', 'ac.account_id', 'j.account_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select([
      't.ref_id',
      't.user_id',
      'j.job_id',
      'j.uuid as job_uuid',
      'j.account_id',
      'j.job_type_id',
      'j.title',
      'ac.name as account_name',
      'u.first_name',
      'u.last_name',
    ])
    .where('t.ref_id', '=', refId)
    .where('t.removed_at', 'is', null)
    .where('j.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function trackerOwner(db: Db, refId: string) {
  return db.selectFrom('user_trackers').select(['user_id', 'job_id']).where('ref_id', '=', refId).executeTakeFirst();
}

/** Every role of the pathway, archived ones too (migration 0024); callers pick what they show. */
export async function pathwayRoles(db: Db, jobId: number) {
  return db
    .selectFrom('pathway_jobs')
    .select(['pathway_job_id', 'title', 'description', 'archived_at'])
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('pathway_job_id')
    .execute();
}

export async function roleWeights(db: Db, pathwayJobIds: readonly number[]) {
  if (pathwayJobIds.length === 0) return [];
  return db
    .selectFrom('pathway_job_attributes')
    .select(['pathway_job_id', 'attribute_type_id', 'weight'])
    .where('pathway_job_id', 'in', [...pathwayJobIds])
    .orderBy('pathway_job_id')
    .orderBy('sort_order')
    .orderBy('attribute_type_id')
    .execute();
}

/** The tracker's attribute scores (0-100) by attribute_type_id. */
export async function trackerScores(db: Db, refId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('application_attribute_scores')
    .select(['attribute_type_id', 'score'])
    .where('ref_id', '=', refId)
    .execute();
  return new Map(rows.map((r) => [r.attribute_type_id, Number(r.score)]));
}

/** Library attribute names in the language (English where missing). */
export async function attributeNames(
  db: Db,
  attributeTypeIds: readonly number[],
  language: Language,
): Promise<Map<number, string>> {
  if (attributeTypeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('attribute_type_texts')
    .select(['attribute_type_id', 'language', 'name'])
    .where('attribute_type_id', 'in', [...new Set(attributeTypeIds)])
    .where('language', 'in', languagesFor(language))
    .execute();
  return new Map(
    [...preferText(rows, (r) => String(r.attribute_type_id), language)].map(([id, row]) => [Number(id), row.name]),
  );
}

/** The plan's career pathways questionnaire activity (the first, if a plan had two). */
export async function careerActivity(db: Db, jobId: number) {
  return db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as s', 's.job_step_id', 'jsa.job_step_id')
    .innerJoin('assessments as a', 'a.asmt_id', 'jsa.asmt_id')
    .select(['jsa.job_step_activity_id', 'jsa.asmt_id', 'jsa.title'])
    .where('s.job_id', '=', jobId)
    .where('jsa.activity_type', '=', 'assessment')
    .where('a.kind', '=', 'career_pathways')
    .orderBy('s.sort_order')
    .orderBy('jsa.sort_order')
    .limit(1)
    .executeTakeFirst();
}

export async function submittedAttempt(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('user_attempts')
    .select(['attempt_id', 'submitted_at'])
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .where('submitted_at', 'is not', null)
    .executeTakeFirst();
}

export async function answersOf(db: Db, attemptId: string) {
  return db.selectFrom('user_answers').select(['item_id', 'value']).where('attempt_id', '=', attemptId).execute();
}
