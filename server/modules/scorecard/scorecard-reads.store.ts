/** The SQL behind one application's scorecard: its data, and marking it seen (split out of scorecard.store.ts, which re-exports it). */
import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import type { QuestionType } from '../../../contracts/screening-questions.ts';
import type { Db } from '../../db/database.ts';
import { prepareQuery } from '../../db/prepared-query.ts';
import { iso } from './row-values.ts';
import { heldTimedResultSql, timedTestsOfPlan } from './timed-results.service.ts';

/** One application's own columns as the scorecard shows them (its applicant data), but the plan's size. */
const applicantColumns = (db: Db) =>
  db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .leftJoin('users as au', 'au.user_id', 't.assigned_user_id')
    .leftJoin('rejection_reasons as rr', 'rr.rejection_reason_id', 't.rejection_reason_id')
    .select([
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
    ]);

/** With the plan's size: the scorecard's statement counts its plan rows instead (D330). */
const applicantSelect = (db: Db) =>
  applicantColumns(db).select((eb) =>
    eb
      .selectFrom('job_step_activities as jsa')
      .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
      .select((e) => e.fn.countAll<string>().as('n'))
      .whereRef('js.job_id', '=', 'j.job_id')
      .as('total_activity_count'),
  );

// Built once each (server/db/prepared-query.ts): the scorecard is read on every open.
const applicantRowQuery = prepareQuery((db, userSmartreqId: number) =>
  applicantSelect(db).where('t.user_step_tracker_id', '=', userSmartreqId),
);

export async function applicantRow(db: Db, userSmartreqId: number) {
  const [row] = await applicantRowQuery(db, userSmartreqId);
  if (!row) throw new Error(`No application ${userSmartreqId}`);
  return row;
}

const markSeenQuery = prepareQuery((db, userSmartreqId: number) =>
  db
    .updateTable('user_trackers')
    .set({ is_new: false })
    .where('user_step_tracker_id', '=', userSmartreqId)
    .where('is_new', '=', true),
);

export async function markSeen(db: Db, userSmartreqId: number): Promise<void> {
  await markSeenQuery(db, userSmartreqId);
}

export interface PlanActivityRow {
  job_step_id: number;
  step_name: string;
  /** The name's and the title's versions in other languages, as stored (D199). */
  step_name_i18n: unknown;
  step_sort_order: number;
  job_step_activity_id: number | null;
  activity_type: string | null;
  title: string | null;
  title_i18n: unknown;
  asmt_id: number | null;
  is_completed: boolean | null;
  completed_at: string | null;
}

export interface AttributeScoreRow {
  attribute_type_id: number;
  score: number;
  job_step_activity_id: number | null;
  asmt_id: number | null;
  category: string;
  /** With the category, which scale it is (contracts/hiring-attributes.ts reads both). */
  code: string | null;
  name: string;
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

const LIVE_INTERVIEW = sql<boolean>`i.status not in ('cancelled', 'declined')`;

/** A plan row's timed result, null without a call while the application holds none (D406). */
const heldTimedResult = heldTimedResultSql(sql<boolean>`t.has_timed_result`, sql<string>`t.ref_id`);

/**
 * The whole scorecard of one application in one statement (D159): the application with its job
 * (for the access check, same conditions as applicationForStaff: not removed, job not deleted),
 * its applicant data, and each part as a JSON array in plan order: the plan with this
 * application's completions, its attribute scores and the job's attributes named in `language`
 * (English when missing), its screening answers with their questions' options, its resume, its
 * answer files, its interviews' panel, submitted evaluations and their scores, and its timed tests
 * with their results (D310), read from the plan's rows (D330).
 */
const scorecardQuery = prepareQuery((db, userSmartreqId: number, language: string) =>
  applicantColumns(db)
    .select((eb) => [
      'j.uuid as job_uuid',
      eb
        .selectFrom('accounts as a')
        .select('a.default_language')
        .whereRef('a.account_id', '=', 'j.account_id')
        .as('default_language'),
      jsonArrayFrom(
        eb
          .selectFrom('job_steps as js')
          .leftJoin('job_step_activities as jsa', 'jsa.job_step_id', 'js.job_step_id')
          .leftJoin('user_step_activities as usa', (join) =>
            join
              .onRef('usa.job_step_activity_id', '=', 'jsa.job_step_activity_id')
              .onRef('usa.ref_id', '=', 't.ref_id'),
          )
          .select([
            'js.job_step_id',
            'js.name as step_name',
            'js.name_i18n as step_name_i18n',
            'js.sort_order as step_sort_order',
            'jsa.job_step_activity_id',
            'jsa.activity_type',
            'jsa.title',
            'jsa.title_i18n',
            'jsa.asmt_id',
            'usa.is_completed',
            'usa.completed_at',
            // The timed tests are among the plan's rows: their results here, not in a second list of the plan (D330),
            // read only for an application that holds one (kept by migration 0160, D406): the usual applicant's rows
            // call no kind's function.
            'jsa.sort_order as activity_sort_order',
            heldTimedResult.as('result'),
          ])
          .whereRef('js.job_id', '=', 'j.job_id')
          .orderBy('js.sort_order')
          .orderBy('js.job_step_id')
          .orderBy('jsa.sort_order')
          .orderBy('jsa.job_step_activity_id'),
      ).as('plan'),
      jsonArrayFrom(
        eb
          .selectFrom('application_attribute_scores as s')
          .innerJoin('attribute_types as at', 'at.attribute_type_id', 's.attribute_type_id')
          .leftJoin('attribute_type_texts as tl', (join) =>
            join.onRef('tl.attribute_type_id', '=', 'at.attribute_type_id').on('tl.language', '=', language),
          )
          .leftJoin('attribute_type_texts as te', (join) =>
            join.onRef('te.attribute_type_id', '=', 'at.attribute_type_id').on('te.language', '=', 'en'),
          )
          .select([
            's.attribute_type_id',
            's.score',
            's.job_step_activity_id',
            'at.asmt_id',
            'at.category',
            'at.code',
            sql<string>`coalesce(tl.name, te.name, at.code, '')`.as('name'),
          ])
          .whereRef('s.ref_id', '=', 't.ref_id')
          .orderBy('at.sort_order')
          .orderBy('s.attribute_type_id'),
      ).as('attribute_scores'),
      jsonArrayFrom(
        eb
          .selectFrom('job_attribute_groups as g')
          .innerJoin('job_attribute_group_attributes as ga', 'ga.job_attribute_group_id', 'g.job_attribute_group_id')
          .leftJoin('attribute_type_texts as tl', (join) =>
            join.onRef('tl.attribute_type_id', '=', 'ga.attribute_type_id').on('tl.language', '=', language),
          )
          .leftJoin('attribute_type_texts as te', (join) =>
            join.onRef('te.attribute_type_id', '=', 'ga.attribute_type_id').on('te.language', '=', 'en'),
          )
          .innerJoin('attribute_types as at', 'at.attribute_type_id', 'ga.attribute_type_id')
          .select([
            'g.job_attribute_group_id',
            'g.name as group_name',
            'g.weight as group_weight',
            'ga.attribute_type_id',
            'ga.weight',
            'at.category',
            'at.code',
            sql<string>`coalesce(tl.name, te.name, at.code, '')`.as('attribute_name'),
          ])
          .whereRef('g.job_id', '=', 'j.job_id')
          .orderBy('g.sort_order')
          .orderBy('g.job_attribute_group_id')
          .orderBy('ga.sort_order')
          .orderBy('ga.job_attribute_group_attribute_id'),
      ).as('job_attributes'),
      jsonArrayFrom(
        eb
          .selectFrom('job_step_activities as jsa')
          .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
          .innerJoin('job_step_activity_questions as q', 'q.job_step_activity_id', 'jsa.job_step_activity_id')
          .innerJoin('account_questions as aq', 'aq.account_question_id', 'q.account_question_id')
          .innerJoin('user_attempts as ua', (join) =>
            join.onRef('ua.job_step_activity_id', '=', 'jsa.job_step_activity_id').onRef('ua.ref_id', '=', 't.ref_id'),
          )
          .innerJoin('user_answers as ans', (join) =>
            join
              .onRef('ans.attempt_id', '=', 'ua.attempt_id')
              .on(sql`ans.item_id`, '=', sql`'q' || aq.account_question_id`),
          )
          .select((e) => [
            'jsa.job_step_activity_id',
            'jsa.title as activity_title',
            'aq.account_question_id',
            'aq.question_text',
            'aq.question_type',
            'ans.value',
            jsonArrayFrom(
              e
                .selectFrom('question_options as o')
                .select(['o.question_option_id', 'o.option_text'])
                .whereRef('o.account_question_id', '=', 'aq.account_question_id')
                .orderBy('o.sort_order'),
            ).as('options'),
          ])
          .whereRef('js.job_id', '=', 'j.job_id')
          .where('jsa.activity_type', '=', 'questions')
          .orderBy('js.sort_order')
          .orderBy('jsa.sort_order')
          .orderBy('jsa.job_step_activity_id')
          .orderBy('q.sort_order')
          .orderBy('aq.account_question_id'),
      ).as('screening_answers'),
      jsonObjectFrom(
        eb
          .selectFrom('resumes as r')
          .select(['r.resume_id', 'r.file_name', 'r.content_type', 'r.size_bytes', 'r.created_at'])
          .whereRef('r.user_id', '=', 't.user_id')
          .limit(1),
      ).as('resume'),
      jsonArrayFrom(
        eb
          .selectFrom('screening_answer_files as f')
          .select(['f.file_id', 'f.account_question_id', 'f.file_name', 'f.content_type', 'f.size_bytes'])
          .whereRef('f.ref_id', '=', 't.ref_id'),
      ).as('answer_files'),
      eb
        .exists(
          eb
            .selectFrom('interviews as i')
            .select('i.interview_id')
            .whereRef('i.ref_id', '=', 't.ref_id')
            .where(LIVE_INTERVIEW),
        )
        .as('has_interviews'),
      jsonArrayFrom(
        eb
          .selectFrom('interview_interviewers as ii')
          .innerJoin('interviews as i', 'i.interview_id', 'ii.interview_id')
          .select('ii.user_id')
          .whereRef('i.ref_id', '=', 't.ref_id')
          .where(LIVE_INTERVIEW),
      ).as('panel'),
      jsonArrayFrom(
        eb
          .selectFrom('interview_evaluations as e')
          .innerJoin('interviews as i', 'i.interview_id', 'e.interview_id')
          .innerJoin('users as u', 'u.user_id', 'e.interviewer_user_id')
          .select([
            'e.interview_evaluation_id',
            'e.interviewer_user_id',
            'e.notes',
            'e.recommendation',
            'e.submitted_at',
            'i.interview_uuid',
            'u.first_name',
            'u.last_name',
          ])
          .whereRef('i.ref_id', '=', 't.ref_id')
          .where(LIVE_INTERVIEW)
          .where('e.submitted_at', 'is not', null)
          .orderBy('e.submitted_at'),
      ).as('evaluations'),
      jsonArrayFrom(
        eb
          .selectFrom('interview_evaluation_scores as s')
          .innerJoin('interview_evaluations as e', 'e.interview_evaluation_id', 's.interview_evaluation_id')
          .innerJoin('interviews as i', 'i.interview_id', 'e.interview_id')
          .innerJoin('attribute_types as at', 'at.attribute_type_id', 's.attribute_type_id')
          .leftJoin('attribute_type_texts as tx', (j) =>
            j.onRef('tx.attribute_type_id', '=', 's.attribute_type_id').on('tx.language', '=', language),
          )
          .select(['e.interviewer_user_id', 's.attribute_type_id', 's.score', 'tx.name', 'at.category', 'at.code'])
          .whereRef('i.ref_id', '=', 't.ref_id')
          .where(LIVE_INTERVIEW)
          .where('e.submitted_at', 'is not', null)
          .orderBy('s.attribute_type_id'),
      ).as('interview_scores'),
      jsonArrayFrom(
        eb
          .selectFrom('interview_evaluation_answers as a')
          .innerJoin('interview_evaluations as e', 'e.interview_evaluation_id', 'a.interview_evaluation_id')
          .innerJoin('interviews as i', 'i.interview_id', 'e.interview_id')
          .innerJoin('interview_kit_questions as q', 'q.interview_kit_question_id', 'a.interview_kit_question_id')
          .select((qb) => [
            'e.interviewer_user_id',
            'a.interview_kit_question_id',
            'q.question_text',
            'a.notes',
            jsonArrayFrom(
              qb
                .selectFrom('interview_kit_question_attributes as qa')
                .select('qa.attribute_type_id')
                .whereRef('qa.interview_kit_question_id', '=', 'a.interview_kit_question_id'),
            ).as('attributes'),
          ])
          .whereRef('i.ref_id', '=', 't.ref_id')
          .where(LIVE_INTERVIEW)
          .where('e.submitted_at', 'is not', null)
          .where('a.notes', '<>', '')
          .orderBy('q.sort_order')
          .orderBy('q.interview_kit_question_id'),
      ).as('interview_answers'),
    ])
    .where('t.user_step_tracker_id', '=', userSmartreqId)
    .where('t.removed_at', 'is', null)
    .where('j.deleted_at', 'is', null),
);

/**
 * One application's scorecard data, read whoever asks: the caller must pass the row through
 * applicationOr404 (server/http/team-access.ts) before using any of it. Undefined when there is no such
 * application (or it was removed, or its job deleted).
 */
export async function scorecardData(db: Db, userSmartreqId: number, language: string) {
  const [row] = await scorecardQuery(db, userSmartreqId, language);
  if (!row) return undefined;
  const plan: PlanActivityRow[] = row.plan.map((r) => ({ ...r, completed_at: iso(r.completed_at) }));
  // The plan's activities, as applicantSelect's subquery counts them.
  const totalActivityCount = row.plan.filter((r) => r.job_step_activity_id !== null).length;
  const attributeScores: AttributeScoreRow[] = row.attribute_scores.map((r) => ({ ...r, score: Number(r.score) }));
  const screeningAnswers: AnswerRow[] = row.screening_answers.map((r) => ({ ...r, value: r.value as AnswerValue }));
  const evaluations = row.evaluations.map((e) => ({ ...e, submitted_at: iso(e.submitted_at)! }));
  return {
    row: { ...row, total_activity_count: totalActivityCount },
    plan,
    // The Timed tests section's reads in this statement too, not a request of its own (D310).
    timedTests: timedTestsOfPlan(row.plan),
    attributeScores,
    screeningAnswers,
    interviewPanel: {
      has_interviews: Boolean(row.has_interviews),
      panel: row.panel,
      evaluations,
      scores: row.interview_scores,
      answers: row.interview_answers.map((a) => ({
        ...a,
        attribute_type_ids: a.attributes.map((x) => x.attribute_type_id),
      })),
    },
  };
}
