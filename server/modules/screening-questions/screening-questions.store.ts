/** The only SQL of the screening questions: the candidate's activity, and its questions with choices and attributes. */
import type { Db } from '../../db/database.ts';
import { readQuestionOptions } from '../question-bank/index.ts';

/** The tracker's owner and job, with the activity if it belongs to the tracker's job. */
export async function findTrackerActivity(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('job_step_activities as jsa')
          .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
          .select(['js.job_id', 'jsa.job_step_activity_id', 'jsa.activity_type', 'jsa.title', 'jsa.title_i18n'])
          .where('jsa.job_step_activity_id', '=', jobStepActivityId)
          .as('a'),
      (join) => join.onRef('a.job_id', '=', 't.job_id'),
    )
    .innerJoin('accounts as acc', 'acc.account_id', 'j.account_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select([
      't.user_id',
      't.job_id',
      'j.account_id',
      'a.job_step_activity_id',
      'a.activity_type',
      'a.title',
      'a.title_i18n',
      'acc.default_language',
      'u.preferred_language',
    ])
    .where('t.ref_id', '=', refId)
    .executeTakeFirst();
}

export async function activityType(db: Db, jobStepActivityId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('job_step_activities')
    .select('activity_type')
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
  return row?.activity_type;
}

export interface QuestionRow {
  account_question_id: number;
  question_type:
    'single_choice' | 'multiple_choice' | 'short_text' | 'long_text' | 'number' | 'yes_no' | 'date' | 'file';
  question_text: string;
  question_text_i18n: unknown;
  help_text: string;
  help_text_i18n: unknown;
  settings: unknown;
  is_required: boolean;
  options: {
    question_option_id: number;
    option_text: string;
    option_text_i18n: unknown;
    sort_order: number;
    score: number | null;
    is_knockout: boolean;
  }[];
  attributes: { attribute_type_id: number; weight: number }[];
}

/** The activity's questions in order, each with its choices in sort_order and its attributes. */
export async function questionsOfActivity(db: Db, jobStepActivityId: number): Promise<QuestionRow[]> {
  const questions = await db
    .selectFrom('job_step_activity_questions as jaq')
    .innerJoin('account_questions as q', 'q.account_question_id', 'jaq.account_question_id')
    .select([
      'q.account_question_id',
      'q.question_type',
      'q.question_text',
      'q.question_text_i18n',
      'q.help_text',
      'q.help_text_i18n',
      'q.settings',
      'jaq.is_required',
    ])
    .where('jaq.job_step_activity_id', '=', jobStepActivityId)
    .orderBy('jaq.sort_order')
    .orderBy('q.account_question_id')
    .execute();
  if (questions.length === 0) return [];
  const ids = questions.map((q) => q.account_question_id);
  const options = await readQuestionOptions(db, ids);
  const attributes = await db
    .selectFrom('question_attributes')
    .select(['account_question_id', 'attribute_type_id', 'weight'])
    .where('account_question_id', 'in', ids)
    .orderBy('attribute_type_id')
    .execute();
  return questions.map((q) => ({
    ...q,
    options: options
      .filter((o) => o.account_question_id === q.account_question_id)
      .map((o) => ({
        question_option_id: o.question_option_id,
        option_text: o.option_text,
        option_text_i18n: o.option_text_i18n,
        sort_order: o.sort_order,
        score: o.score === null ? null : Number(o.score),
        is_knockout: o.is_knockout,
      })),
    attributes: attributes
      .filter((a) => a.account_question_id === q.account_question_id)
      .map(({ attribute_type_id, weight }) => ({ attribute_type_id, weight })),
  }));
}
