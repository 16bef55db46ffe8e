/** The SQL behind one application's scorecard: its data, and marking it seen (split out of scorecard.store.ts, which re-exports it). */
import { sql } from 'kysely';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import type { QuestionType } from '../../../contracts/screening-questions.ts';
import type { Db } from '../../db/database.ts';
import { prepareQuery } from '../../db/prepared-query.ts';
import { iso } from './row-values.ts';

// Each query of the scorecard is built once (server/db/prepared-query.ts): it is read on every open.
const applicantRowQuery = prepareQuery((db, userSmartreqId: number) =>
  db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .leftJoin('users as au', 'au.user_id', 't.assigned_user_id')
    .leftJoin('rejection_reasons as rr', 'rr.rejection_reason_id', 't.rejection_reason_id')
    .select((eb) => [
      't.user_step_tracker_id',
      't.ref_id',
      't.user_id',
      'j.job_id',
      'j.title as job_title',
      'j.job_type_id',
      'j.account_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone_number',
      't.created_at',
      't.status',
      't.is_new',
      't.assigned_user_id',
      'au.first_name as assigned_first_name',
      'au.last_name as assigned_last_name',
      'rr.rejection_reason_id',
      'rr.rejection_type',
      'rr.name as rejection_reason_name',
      't.rejection_note',
      't.rejected_at',
      't.hired_at',
      sql<string | null>`to_char(t.hire_start_date, 'YYYY-MM-DD')`.as('hire_start_date'),
      't.time_accommodation',
      't.fit_score',
      't.predictive_score',
      't.scored_at',
      // Kept by the activity lifecycle: completions of the current plan only.
      't.completed_activity_count',
      eb
        .selectFrom('job_step_activities as jsa')
        .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('js.job_id', '=', 'j.job_id')
        .as('total_activity_count'),
    ])
    .where('t.user_step_tracker_id', '=', userSmartreqId),
);

export async function applicantRow(db: Db, userSmartreqId: number) {
  const [row] = await applicantRowQuery(db, userSmartreqId);
  if (!row) throw new Error(`No application ${userSmartreqId}`);
  return row;
}

const markSeenQuery = prepareQuery((db, userSmartreqId: number) =>
  db.updateTable('user_trackers').set({ is_new: false }).where('user_step_tracker_id', '=', userSmartreqId).where('is_new', '=', true),
);

export async function markSeen(db: Db, userSmartreqId: number): Promise<void> {
  await markSeenQuery(db, userSmartreqId);
}

export interface PlanActivityRow {
  job_step_id: number;
  step_name: string;
  step_sort_order: number;
  job_step_activity_id: number | null;
  activity_type: string | null;
  title: string | null;
  asmt_id: number | null;
  is_completed: boolean | null;
  completed_at: string | null;
}

const planQuery = prepareQuery((db, jobId: number, refId: string) =>
  db
    .selectFrom('job_steps as js')
    .leftJoin('job_step_activities as jsa', 'jsa.job_step_id', 'js.job_step_id')
    .leftJoin('user_step_activities as usa', (join) => join.onRef('usa.job_step_activity_id', '=', 'jsa.job_step_activity_id').on('usa.ref_id', '=', refId))
    .select([
      'js.job_step_id',
      'js.name as step_name',
      'js.sort_order as step_sort_order',
      'jsa.job_step_activity_id',
      'jsa.activity_type',
      'jsa.title',
      'jsa.asmt_id',
      'usa.is_completed',
      'usa.completed_at',
    ])
    .where('js.job_id', '=', jobId)
    .orderBy('js.sort_order')
    .orderBy('js.job_step_id')
    .orderBy('jsa.sort_order')
    .orderBy('jsa.job_step_activity_id'),
);

/** The job's steps and activities in plan order, with this application's completion of each. */
export async function planWithCompletion(db: Db, jobId: number, refId: string): Promise<PlanActivityRow[]> {
  const rows = await planQuery(db, jobId, refId);
  return rows.map((r) => ({ ...r, completed_at: iso(r.completed_at) }));
}

export interface AttributeScoreRow {
  attribute_type_id: number;
  score: number;
  job_step_activity_id: number | null;
  asmt_id: number | null;
  name: string;
}

const attributeScoresQuery = prepareQuery((db, refId: string, language: string) =>
  db
    .selectFrom('application_attribute_scores as s')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 's.attribute_type_id')
    .leftJoin('attribute_type_texts as tl', (join) => join.onRef('tl.attribute_type_id', '=', 'at.attribute_type_id').on('tl.language', '=', language))
    .leftJoin('attribute_type_texts as te', (join) => join.onRef('te.attribute_type_id', '=', 'at.attribute_type_id').on('te.language', '=', 'en'))
    .select(['s.attribute_type_id', 's.score', 's.job_step_activity_id', 'at.asmt_id', 'at.sort_order', sql<string>`coalesce(tl.name, te.name, at.code, '')`.as('name')])
    .where('s.ref_id', '=', refId)
    .orderBy('at.sort_order')
    .orderBy('s.attribute_type_id'),
);

/** This application's stored attribute scores, with the attribute's name in `language` (English when missing). */
export async function attributeScores(db: Db, refId: string, language: string): Promise<AttributeScoreRow[]> {
  const rows = await attributeScoresQuery(db, refId, language);
  return rows.map((r) => ({ attribute_type_id: r.attribute_type_id, score: Number(r.score), job_step_activity_id: r.job_step_activity_id, asmt_id: r.asmt_id, name: r.name }));
}

const jobAttributesQuery = prepareQuery((db, jobId: number, language: string) =>
  db
    .selectFrom('job_attribute_groups as g')
    .innerJoin('job_attribute_group_attributes as ga', 'ga.job_attribute_group_id', 'g.job_attribute_group_id')
    .leftJoin('attribute_type_texts as tl', (join) => join.onRef('tl.attribute_type_id', '=', 'ga.attribute_type_id').on('tl.language', '=', language))
    .leftJoin('attribute_type_texts as te', (join) => join.onRef('te.attribute_type_id', '=', 'ga.attribute_type_id').on('te.language', '=', 'en'))
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 'ga.attribute_type_id')
    .select([
      'g.job_attribute_group_id',
      'g.name as group_name',
      'g.weight as group_weight',
      'ga.attribute_type_id',
      'ga.weight',
      sql<string>`coalesce(tl.name, te.name, at.code, '')`.as('attribute_name'),
    ])
    .where('g.job_id', '=', jobId)
    .orderBy('g.sort_order')
    .orderBy('g.job_attribute_group_id')
    .orderBy('ga.sort_order')
    .orderBy('ga.job_attribute_group_attribute_id'),
);

/** The job's weighted attribute groups and their attributes, in order, named in `language`. */
export async function jobAttributes(db: Db, jobId: number, language: string) {
  return jobAttributesQuery(db, jobId, language);
}

export interface AnswerRow {
  job_step_activity_id: number;
  activity_title: string;
  account_question_id: number;
  question_text: string;
  question_type: QuestionType;
  value: AnswerValue;
  options: { question_option_id: number; option_text: string }[];
}

const screeningAnswersQuery = prepareQuery((db, jobId: number, refId: string) =>
  db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .innerJoin('job_step_activity_questions as q', 'q.job_step_activity_id', 'jsa.job_step_activity_id')
    .innerJoin('account_questions as aq', 'aq.account_question_id', 'q.account_question_id')
    .innerJoin('user_attempts as ua', (join) => join.onRef('ua.job_step_activity_id', '=', 'jsa.job_step_activity_id').on('ua.ref_id', '=', refId))
    .innerJoin('user_answers as ans', (join) =>
      join.onRef('ans.attempt_id', '=', 'ua.attempt_id').on(sql`ans.item_id`, '=', sql`'q' || aq.account_question_id`),
    )
    .select(['jsa.job_step_activity_id', 'jsa.title as activity_title', 'aq.account_question_id', 'aq.question_text', 'aq.question_type', 'ans.value'])
    .where('js.job_id', '=', jobId)
    .where('jsa.activity_type', '=', 'questions')
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .orderBy('jsa.job_step_activity_id')
    .orderBy('q.sort_order')
    .orderBy('aq.account_question_id'),
);

/** Answers this application gave to the job's screening-question activities, in plan and question order. */
export async function screeningAnswers(db: Db, jobId: number, refId: string): Promise<AnswerRow[]> {
  const rows = await screeningAnswersQuery(db, jobId, refId);
  if (rows.length === 0) return [];
  const questionIds = [...new Set(rows.map((r) => r.account_question_id))];
  const options = await db
    .selectFrom('question_options')
    .select(['question_option_id', 'account_question_id', 'option_text'])
    .where('account_question_id', 'in', questionIds)
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => ({ ...r, value: r.value as AnswerValue, options: options.filter((o) => o.account_question_id === r.account_question_id) }));
}
