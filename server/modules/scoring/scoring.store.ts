/**
 * The only SQL of fit scoring: a job's weights and model, stored attribute scores, the results, the
 * attribute library and a requisition's role (the predictive models: predictive-models.store.ts).
 */
import { sql } from 'kysely';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { hiringExclusionOf } from '../../../contracts/hiring-attributes.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';
import type { Db } from '../../db/database.ts';
import type { WeightedGroup } from '../../scoring/fit.ts';
import type { PredictiveModel } from '../../scoring/predictive-model.ts';
import type { ScreeningScoringQuestion } from '../../scoring/screening-questions.ts';

export interface JobScoring {
  groups: WeightedGroup[];
  /** The selected model, when the job uses predictive models. */
  model: PredictiveModel | null;
}

export async function loadJobScoring(db: Db, jobId: number): Promise<JobScoring> {
  const [rows, job] = await Promise.all([
    db
      .selectFrom('job_attribute_groups as g')
      .leftJoin('job_attribute_group_attributes as a', 'a.job_attribute_group_id', 'g.job_attribute_group_id')
      .leftJoin('attribute_types as at', 'at.attribute_type_id', 'a.attribute_type_id')
      .select([
        'g.job_attribute_group_id',
        'g.weight as group_weight',
        'a.attribute_type_id',
        'a.weight',
        'at.category',
        'at.code',
      ])
      .where('g.job_id', '=', jobId)
      .orderBy('g.sort_order')
      .orderBy('g.job_attribute_group_id')
      .execute(),
    db
      .selectFrom('jobs')
      .select(['is_use_pred_models', 'predictive_model_id', 'job_type_id'])
      .where('job_id', '=', jobId)
      .executeTakeFirst(),
  ]);
  const groups = new Map<number, WeightedGroup & { attributes: { attribute_type_id: number; weight: number }[] }>();
  for (const row of rows) {
    let group = groups.get(row.job_attribute_group_id);
    if (!group) groups.set(row.job_attribute_group_id, (group = { weight: row.group_weight, attributes: [] }));
    // Fit for hiring leaves out what may never weigh in it (D198), even in a group made before the rule.
    const isExcluded =
      job?.job_type_id !== JOB_TYPE.pathway &&
      hiringExclusionOf({ category: row.category ?? '', code: row.code }) !== null;
    if (row.attribute_type_id !== null && row.weight !== null && !isExcluded)
      group.attributes.push({ attribute_type_id: row.attribute_type_id, weight: row.weight });
  }
  let model: PredictiveModel | null = null;
  if (job?.is_use_pred_models && job.predictive_model_id !== null) {
    const [head, weights] = await Promise.all([
      db
        .selectFrom('predictive_models')
        .select('intercept')
        .where('predictive_model_id', '=', job.predictive_model_id)
        .executeTakeFirst(),
      // A model weighs for hiring: a weight on a scale kept out of it, saved before D214, counts for nothing (D266).
      db
        .selectFrom('predictive_model_weights as w')
        .innerJoin('attribute_types as at', 'at.attribute_type_id', 'w.attribute_type_id')
        .select(['w.attribute_type_id', 'w.weight'])
        .where('w.predictive_model_id', '=', job.predictive_model_id)
        .where(shownForHiring('at'))
        .execute(),
    ]);
    if (head)
      model = {
        intercept: Number(head.intercept),
        weights: weights.map((w) => ({ attribute_type_id: w.attribute_type_id, weight: Number(w.weight) })),
      };
  }
  return { groups: [...groups.values()], model };
}

/** ref_id -> (attribute_type_id -> score). */
export async function attributeScoresOf(db: Db, refIds: readonly string[]): Promise<Map<string, Map<number, number>>> {
  const result = new Map<string, Map<number, number>>(refIds.map((id) => [id, new Map()]));
  if (refIds.length === 0) return result;
  const rows = await db
    .selectFrom('application_attribute_scores')
    .select(['ref_id', 'attribute_type_id', 'score'])
    .where('ref_id', 'in', refIds)
    .execute();
  for (const row of rows) result.get(row.ref_id)?.set(row.attribute_type_id, Number(row.score));
  return result;
}

/** One page of the job's applications, by ref_id after `after`. */
export async function refIdsOfJob(db: Db, jobId: number, after: string | null, limit: number): Promise<string[]> {
  let query = db
    .selectFrom('user_trackers')
    .select('ref_id')
    .where('job_id', '=', jobId)
    .orderBy('ref_id')
    .limit(limit);
  if (after) query = query.where('ref_id', '>', after);
  return (await query.execute()).map((r) => r.ref_id);
}

export interface ScoreWrite {
  ref_id: string;
  fit_score: number | null;
  predictive_score: number | null;
}

/** Writes many applications' results in one statement. */
export async function writeApplicationScores(db: Db, rows: readonly ScoreWrite[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.ref_id}::uuid, ${r.fit_score}::numeric, ${r.predictive_score}::numeric)`),
  );
  await sql`update user_trackers t
    set fit_score = v.fit, predictive_score = v.pred, scored_at = now()
    from (values ${values}) as v(ref_id, fit, pred)
    where t.ref_id = v.ref_id`.execute(db);
}

/** Stores attribute scores of an application (newer replace older). */
export async function upsertAttributeScores(
  db: Db,
  refId: string,
  jobStepActivityId: number | null,
  scores: readonly { attribute_type_id: number; score: number }[],
): Promise<void> {
  if (scores.length === 0) return;
  await db
    .insertInto('application_attribute_scores')
    .values(
      scores.map((s) => ({
        ref_id: refId,
        attribute_type_id: s.attribute_type_id,
        score: s.score,
        job_step_activity_id: jobStepActivityId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['ref_id', 'attribute_type_id']).doUpdateSet((eb) => ({
        score: eb.ref('excluded.score'),
        job_step_activity_id: eb.ref('excluded.job_step_activity_id'),
        computed_at: sql<Date>`now()`,
      })),
    )
    .execute();
  await copyToEnrolledEmployee(
    db,
    refId,
    scores.map((s) => s.attribute_type_id),
  );
}

/**
 * A tracker that gives an employee their profile's measurement plan (D174) measures the employee:
 * its attribute scores become theirs, dated today, so the profile's boards count them.
 */
async function copyToEnrolledEmployee(db: Db, refId: string, attributeTypeIds: readonly number[]): Promise<void> {
  await sql`insert into employee_attribute_scores (employee_id, attribute_type_id, score, measured_at)
    select en.employee_id, s.attribute_type_id, s.score, current_date
    from job_profile_enrolments en join application_attribute_scores s on s.ref_id = en.ref_id
    where en.ref_id = ${refId}::uuid and s.attribute_type_id in (${sql.join(attributeTypeIds)})
    on conflict (employee_id, attribute_type_id) do update set score = excluded.score, measured_at = excluded.measured_at`.execute(
    db,
  );
}

/** attribute_types of an assessment by code. */
export async function attributeTypesOfAssessment(db: Db, asmtId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'code'])
    .where('asmt_id', '=', asmtId)
    .execute();
  return new Map(rows.filter((r) => r.code !== null).map((r) => [r.code!, r.attribute_type_id]));
}

export async function jobOfApplication(db: Db, refId: string): Promise<number | undefined> {
  return (await db.selectFrom('user_trackers').select('job_id').where('ref_id', '=', refId).executeTakeFirst())?.job_id;
}

export async function activityForScoring(db: Db, jobStepActivityId: number) {
  return db
    .selectFrom('job_step_activities as jsa')
    .leftJoin('assessments as a', 'a.asmt_id', 'jsa.asmt_id')
    .select(['jsa.activity_type', 'jsa.asmt_id', 'a.scoring_key'])
    .where('jsa.job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
}

/** The screening questions an activity asks, with their choices' points and measured attributes. */
export async function screeningQuestionsOf(db: Db, jobStepActivityId: number): Promise<ScreeningScoringQuestion[]> {
  const questions = await db
    .selectFrom('job_step_activity_questions as aq')
    .innerJoin('account_questions as q', 'q.account_question_id', 'aq.account_question_id')
    .select(['q.account_question_id', 'q.question_type'])
    .where('aq.job_step_activity_id', '=', jobStepActivityId)
    .orderBy('aq.sort_order')
    .execute();
  if (questions.length === 0) return [];
  const ids = questions.map((q) => q.account_question_id);
  const [options, attributes] = await Promise.all([
    db
      .selectFrom('question_options')
      .select(['account_question_id', 'question_option_id', 'option_text', 'score', 'is_knockout'])
      .where('account_question_id', 'in', ids)
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('question_attributes')
      .select(['account_question_id', 'attribute_type_id', 'weight'])
      .where('account_question_id', 'in', ids)
      .execute(),
  ]);
  return questions.map((q) => ({
    account_question_id: q.account_question_id,
    question_type: q.question_type,
    options: options
      .filter((o) => o.account_question_id === q.account_question_id)
      .map((o) => ({
        question_option_id: o.question_option_id,
        option_text: o.option_text,
        score: o.score === null ? null : Number(o.score),
        is_knockout: o.is_knockout,
      })),
    attributes: attributes
      .filter((a) => a.account_question_id === q.account_question_id)
      .map((a) => ({ attribute_type_id: a.attribute_type_id, weight: a.weight })),
  }));
}

// ---------------------------------------------------------------------------------------------
// Rescore status, the attribute library and a requisition's role

export async function rescoreStatus(db: Db, jobId: number) {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'rescore_requested_at', 'rescore_finished_at'])
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
}

export async function applicationScore(db: Db, refId: string) {
  return db
    .selectFrom('user_trackers')
    .select(['user_step_tracker_id', 'ref_id', 'fit_score', 'predictive_score', 'scored_at'])
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
}

/** The attribute library a company's models may weight: shared entries and its own, in `language` (English when missing). */
export async function attributesForAccount(db: Db, accountId: number, language: string) {
  return db
    .selectFrom('attribute_types as a')
    .leftJoin('attribute_type_texts as t', (join) =>
      join.onRef('t.attribute_type_id', '=', 'a.attribute_type_id').on('t.language', '=', language),
    )
    .leftJoin('attribute_type_texts as en', (join) =>
      join.onRef('en.attribute_type_id', '=', 'a.attribute_type_id').on('en.language', '=', 'en'),
    )
    .select([
      'a.attribute_type_id',
      'a.category',
      'a.code',
      sql<string>`coalesce(t.name, en.name, a.code, '')`.as('name'),
    ])
    .where((eb) => eb.or([eb('a.account_id', 'is', null), eb('a.account_id', '=', accountId)]))
    .orderBy('a.category')
    .orderBy('a.sort_order')
    .orderBy('a.attribute_type_id')
    .execute();
}

/** Of `ids`, those the company may use (shared library or its own). */
export async function usableAttributeIds(db: Db, accountId: number, ids: readonly number[]): Promise<Set<number>> {
  return new Set((await usableAttributes(db, accountId, ids)).keys());
}

/** The attributes among `ids` the company may weigh, with what decides their exclusion from hiring. */
export async function usableAttributes(
  db: Db,
  accountId: number,
  ids: readonly number[],
): Promise<Map<number, { category: string; code: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'category', 'code'])
    .where('attribute_type_id', 'in', ids)
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .execute();
  return new Map(rows.map((r) => [r.attribute_type_id, { category: r.category, code: r.code }]));
}

/** A requisition's role (D141): its job profile, while that profile is not deleted. */
export async function roleOf(db: Db, jobId: number): Promise<{ job_id: number; title: string } | null> {
  const row = await db
    .selectFrom('jobs as r')
    .innerJoin('jobs as p', 'p.job_id', 'r.job_profile_id')
    .select(['p.job_id', 'p.title'])
    .where('r.job_id', '=', jobId)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function setJobRole(db: Db, jobId: number, profileId: number | null): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ job_profile_id: profileId, updated_at: sql<Date>`now()` })
    .where('job_id', '=', jobId)
    .execute();
}

/** The company's job profiles: all of them, or (memberUserId) those whose team that user is on. */
export async function profileChoices(
  db: Db,
  accountId: number,
  memberUserId: number | undefined,
): Promise<{ job_id: number; title: string }[]> {
  let query = db
    .selectFrom('jobs as p')
    .select(['p.job_id', 'p.title'])
    .where('p.account_id', '=', accountId)
    .where('p.job_type_id', '=', JOB_TYPE.profile)
    .where('p.deleted_at', 'is', null);
  if (memberUserId !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('job_team_members as m')
          .select('m.user_id')
          .whereRef('m.job_id', '=', 'p.job_id')
          .where('m.user_id', '=', memberUserId),
      ),
    );
  }
  return query
    .orderBy(sql`lower(p.title)`)
    .orderBy('p.job_id')
    .execute();
}
