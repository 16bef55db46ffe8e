/** The SQL of interview setups, interviews and evaluations (kits: interview-kits.store.ts). */
import { sql } from 'kysely';
import type { InterviewDetail } from '../../../contracts/interview.ts';
import type { Db } from '../../db/database.ts';
import type { InterviewPurpose, InterviewStatus } from '../../db/schema/interviews.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The company's staff (anyone with a role there). */
export async function staffOf(db: Db, accountId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.user_id')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select(['u.user_id', 'u.first_name', 'u.last_name'])
    .distinct()
    .where('r.account_id', '=', accountId)
    .where('u.deactivated_at', 'is', null)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.user_id')
    .execute();
}

export async function activityWithJob(db: Db, jobStepActivityId: number) {
  return db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select([
      'a.job_step_activity_id',
      'a.activity_type',
      'a.title',
      'a.interview_kit_id',
      'a.settings',
      'a.instructions',
      'j.job_id',
      'j.uuid',
      'j.account_id',
      'j.job_type_id',
      'j.title as job_title',
    ])
    .where('a.job_step_activity_id', '=', jobStepActivityId)
    .where('j.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function panelOf(db: Db, jobStepActivityId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('job_step_activity_interviewers')
    .select('user_id')
    .where('job_step_activity_id', '=', jobStepActivityId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function replacePanel(db: Db, jobStepActivityId: number, userIds: readonly number[]): Promise<void> {
  await db.deleteFrom('job_step_activity_interviewers').where('job_step_activity_id', '=', jobStepActivityId).execute();
  if (userIds.length)
    await db
      .insertInto('job_step_activity_interviewers')
      .values(userIds.map((user_id) => ({ job_step_activity_id: jobStepActivityId, user_id })))
      .execute();
}

export interface InterviewRow {
  interview_id: number;
  interview_uuid: string;
  account_id: number;
  purpose: InterviewPurpose;
  interview_kit_id: number | null;
  job_step_activity_id: number | null;
  ref_id: string | null;
  participant_user_id: number;
  status: InterviewStatus;
  starts_at: Date | null;
  job_id: number | null;
  job_type_id: number | null;
  job_title: string | null;
  activity_title: string | null;
}

const interviewColumns = [
  'i.interview_id',
  'i.interview_uuid',
  'i.account_id',
  'i.purpose',
  'i.interview_kit_id',
  'i.job_step_activity_id',
  'i.ref_id',
  'i.participant_user_id',
  'i.status',
  'i.starts_at',
  'j.job_id',
  'j.job_type_id',
  'j.title as job_title',
  sql<string | null>`coalesce(a.title, nullif(i.title, ''))`.as('activity_title'),
] as const;

function interviewQuery(db: Db) {
  return db
    .selectFrom('interviews as i')
    .leftJoin('job_step_activities as a', 'a.job_step_activity_id', 'i.job_step_activity_id')
    .leftJoin('user_trackers as t', 't.ref_id', 'i.ref_id')
    .leftJoin('jobs as j', 'j.job_id', 't.job_id')
    .select(interviewColumns);
}

export async function interviewByUuid(db: Db, uuid: string, lock = false): Promise<InterviewRow | undefined> {
  let q = interviewQuery(db).where('i.interview_uuid', '=', uuid);
  if (lock) q = q.forUpdate(['i']) as typeof q;
  return (await q.executeTakeFirst()) as InterviewRow | undefined;
}

export async function liveInterview(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('interviews')
    .select(['interview_id', 'interview_uuid', 'status'])
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .where('status', 'not in', ['cancelled', 'declined'])
    .executeTakeFirst();
}

export async function interviewersOf(db: Db, interviewId: number) {
  return db
    .selectFrom('interview_interviewers as ii')
    .innerJoin('users as u', 'u.user_id', 'ii.user_id')
    .leftJoin('interview_evaluations as e', (j) =>
      j.onRef('e.interview_id', '=', 'ii.interview_id').onRef('e.interviewer_user_id', '=', 'ii.user_id'),
    )
    .select(['u.user_id', 'u.first_name', 'u.last_name', 'e.submitted_at'])
    .where('ii.interview_id', '=', interviewId)
    .orderBy('u.last_name')
    .orderBy('u.user_id')
    .execute();
}

export async function addInterviewers(db: Db, interviewId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('interview_interviewers')
    .values(userIds.map((user_id) => ({ interview_id: interviewId, user_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function evaluationOf(db: Db, interviewId: number, userId: number) {
  const evaluation = await db
    .selectFrom('interview_evaluations')
    .selectAll()
    .where('interview_id', '=', interviewId)
    .where('interviewer_user_id', '=', userId)
    .executeTakeFirst();
  if (!evaluation) return undefined;
  const [scores, answers] = await Promise.all([
    db
      .selectFrom('interview_evaluation_scores')
      .select(['attribute_type_id', 'score'])
      .where('interview_evaluation_id', '=', evaluation.interview_evaluation_id)
      .orderBy('attribute_type_id')
      .execute(),
    db
      .selectFrom('interview_evaluation_answers')
      .select(['interview_kit_question_id', 'notes'])
      .where('interview_evaluation_id', '=', evaluation.interview_evaluation_id)
      .orderBy('interview_kit_question_id')
      .execute(),
  ]);
  return { ...evaluation, scores, answers };
}

export async function writeEvaluation(
  db: Db,
  interviewId: number,
  userId: number,
  body: {
    notes: string;
    recommendation: string;
    scores: readonly { attribute_type_id: number; score: number }[];
    answers: readonly { interview_kit_question_id: number; notes: string }[];
  },
): Promise<Date> {
  const { interview_evaluation_id, submitted_at } = await db
    .insertInto('interview_evaluations')
    .values({
      interview_id: interviewId,
      interviewer_user_id: userId,
      notes: body.notes,
      recommendation: body.recommendation as never,
      submitted_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc.columns(['interview_id', 'interviewer_user_id']).doUpdateSet({
        notes: body.notes,
        recommendation: body.recommendation as never,
        submitted_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(['interview_evaluation_id', 'submitted_at'])
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('interview_evaluation_scores')
    .where('interview_evaluation_id', '=', interview_evaluation_id)
    .execute();
  await db
    .deleteFrom('interview_evaluation_answers')
    .where('interview_evaluation_id', '=', interview_evaluation_id)
    .execute();
  if (body.scores.length)
    await db
      .insertInto('interview_evaluation_scores')
      .values(body.scores.map((s) => ({ interview_evaluation_id, ...s })))
      .execute();
  if (body.answers.length)
    await db
      .insertInto('interview_evaluation_answers')
      .values(body.answers.map((a) => ({ interview_evaluation_id, ...a })))
      .execute();
  return submitted_at!;
}

export async function setStatus(db: Db, interviewId: number, status: InterviewStatus): Promise<void> {
  await db
    .updateTable('interviews')
    .set({ status, updated_at: sql<Date>`now()`, completed_at: status === 'completed' ? sql<Date>`now()` : null })
    .where('interview_id', '=', interviewId)
    .execute();
}

/** Mean score per attribute over the submitted evaluations of an interview. */
export async function meanScores(db: Db, interviewId: number) {
  return db
    .selectFrom('interview_evaluation_scores as s')
    .innerJoin('interview_evaluations as e', 'e.interview_evaluation_id', 's.interview_evaluation_id')
    .select(['s.attribute_type_id', sql<number>`avg(s.score)::float`.as('mean')])
    .where('e.interview_id', '=', interviewId)
    .where('e.submitted_at', 'is not', null)
    .groupBy('s.attribute_type_id')
    .execute();
}

export async function userName(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export { iso };

/** A requisition's anchored levels (D160) of these attributes; an attribute weighed in two groups takes the first group's. */
export async function requisitionLevels(
  db: Db,
  jobId: number,
  attributeTypeIds: readonly number[],
): Promise<InterviewDetail['requisition_levels']> {
  if (attributeTypeIds.length === 0) return [];
  const rows = await db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .select(['ga.attribute_type_id', 'ga.levels'])
    .where('g.job_id', '=', jobId)
    .where('ga.attribute_type_id', 'in', attributeTypeIds)
    .where('ga.levels', 'is not', null)
    .orderBy('g.sort_order')
    .orderBy('g.job_attribute_group_id')
    .execute();
  const found = new Map<number, InterviewDetail['requisition_levels'][number]['levels']>();
  for (const row of rows) {
    if (found.has(row.attribute_type_id)) continue;
    const levels = (
      typeof row.levels === 'string' ? JSON.parse(row.levels) : row.levels
    ) as InterviewDetail['requisition_levels'][number]['levels'];
    found.set(
      row.attribute_type_id,
      [...levels]
        .sort((a, b) => a.level - b.level)
        .map(({ level, label, description }) => ({ level, label, description })),
    );
  }
  return attributeTypeIds
    .filter((id) => found.has(id))
    .map((id) => ({ attribute_type_id: id, levels: found.get(id)! }));
}
