/**
 * Screening questions for the candidate: only the tracker's own candidate reads an activity's
 * questions (everyone else gets 404, like the answer endpoints), choices go out without points
 * or knockout flags, and an answer set is judged by the shared rules of
 * contracts/screening-questions.ts, here and at submission.
 */
import {
  questionItemId,
  screeningAnswerProblems,
  type AnswerProblem,
  type CandidateQuestion,
  type JobQuestions,
  type QuestionSettings,
  type RuleQuestion,
} from '../../../contracts/screening-questions.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import { allVersions, pickText, type TextVersions } from '../../../contracts/company-text.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { ScreeningScoringQuestion } from '../../scoring/screening-questions.ts';
import { unheldFileProblems } from './screening-files.service.ts';
import * as store from './screening-questions.store.ts';

const notFoundActivity = () => notFound('Activity not found');

/** Only the settings the rules know, with the right types; anything else in the column is ignored. */
export function readSettings(raw: unknown): QuestionSettings {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const settings: QuestionSettings = {};
  if (num(source.min) !== undefined) settings.min = num(source.min);
  if (num(source.max) !== undefined) settings.max = num(source.max);
  if (num(source.max_length) !== undefined) settings.max_length = num(source.max_length);
  if (typeof source.accept === 'string') settings.accept = source.accept;
  return settings;
}

/** The candidate's own question activity, or 404. */
async function ownQuestionActivity(db: Db, userId: number, refId: string, jobStepActivityId: number, jobId?: number) {
  const found = await store.findTrackerActivity(db, refId, jobStepActivityId);
  if (!found || found.user_id !== userId || found.job_step_activity_id === null || found.activity_type !== 'questions')
    throw notFoundActivity();
  if (jobId !== undefined && found.job_id !== jobId) throw notFoundActivity();
  return { ...found, title: found.title ?? '' };
}

function toRuleQuestion(row: store.QuestionRow): RuleQuestion {
  return { ...row, settings: readSettings(row.settings) };
}

export async function jobQuestions(
  db: Db,
  userId: number,
  jobId: number,
  refId: string,
  jobStepActivityId: number,
): Promise<JobQuestions> {
  const activity = await ownQuestionActivity(db, userId, refId, jobStepActivityId, jobId);
  const rows = await store.questionsOfActivity(db, jobStepActivityId);
  // The company's text in the reader's language (the one they chose, else the company's), every
  // version beside it so the device follows a language switch (D199, D287).
  const fallback = asLanguage(activity.default_language, 'en');
  const reader = asLanguage(activity.preferred_language, fallback);
  const inReader = (text: string, stored: unknown): { text: string; versions: TextVersions } => {
    const versions = allVersions(text, stored, fallback);
    return { text: pickText(versions, reader, fallback).text || text, versions };
  };
  const questions: CandidateQuestion[] = rows.map((row) => {
    const question = inReader(row.question_text, row.question_text_i18n);
    const help = inReader(row.help_text, row.help_text_i18n);
    return {
      account_question_id: row.account_question_id,
      item_id: questionItemId(row.account_question_id),
      question_type: row.question_type,
      question_text: question.text,
      question_text_i18n: question.versions,
      help_text: help.text,
      help_text_i18n: help.versions,
      is_required: row.is_required,
      settings: readSettings(row.settings),
      options: row.options.map(({ question_option_id, option_text, option_text_i18n, sort_order }) => {
        const option = inReader(option_text, option_text_i18n);
        return { question_option_id, option_text: option.text, option_text_i18n: option.versions, sort_order };
      }),
    };
  });
  return {
    job_step_activity_id: jobStepActivityId,
    title: activity.title,
    title_i18n: allVersions(activity.title, activity.title_i18n, fallback),
    default_language: fallback,
    questions,
  };
}

const asLanguage = (value: string | null | undefined, otherwise: Language): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : otherwise;

const LIMIT_TEXT = (p: AnswerProblem): string => {
  switch (p.problem) {
    case 'required':
      return 'Answer this question';
    case 'not_a_number':
      return 'Enter a number';
    case 'not_a_date':
      return 'Enter a real date as YYYY-MM-DD';
    case 'unknown_choice':
      return 'Choose one of the options';
    case 'wrong_type':
      return 'This answer does not fit the question';
    case 'unknown_question':
      return 'This activity does not ask this question';
    case 'file_not_uploaded':
      return 'The attached file has not been uploaded yet';
    case 'too_small':
      return `Enter ${p.limit} or more`;
    case 'too_large':
      return `Enter ${p.limit} or less`;
    case 'too_long':
      return `Use ${p.limit} characters or fewer`;
  }
};

/** 400 with one field error per problem (prop is the item id). */
export function problemsError(problems: AnswerProblem[]): HttpError {
  return new HttpError(
    400,
    ErrorCode.validation,
    'Please check the highlighted answers.',
    problems.map((p) => ({ prop: p.item_id, message: LIMIT_TEXT(p) })),
  );
}

export async function validateAnswers(
  db: Db,
  userId: number,
  body: { ref_id: string; job_step_activity_id: number; answers: { item_id: string; value: AnswerValue }[] },
): Promise<{ valid: boolean }> {
  await ownQuestionActivity(db, userId, body.ref_id, body.job_step_activity_id);
  const questions = (await store.questionsOfActivity(db, body.job_step_activity_id)).map(toRuleQuestion);
  const problems = screeningAnswerProblems(questions, body.answers);
  if (problems.length === 0)
    problems.push(...(await unheldFileProblems(db, body.ref_id, body.job_step_activity_id, questions, body.answers)));
  if (problems.length > 0) throw problemsError(problems);
  return { valid: true };
}

/**
 * Called on the submission of any attempt (user-response.service.ts announces it; the question
 * set's kind hook, question-set.kind.ts, D459), inside its transaction: for a question activity,
 * the stored answers must meet the rules, else 400 with field errors and nothing is submitted.
 * Other activities pass untouched.
 */
export async function assertScreeningSubmission(
  db: Db,
  jobStepActivityId: number,
  answers: ReadonlyArray<{ item_id: string; value: AnswerValue }>,
  refId: string,
): Promise<void> {
  if ((await store.activityType(db, jobStepActivityId)) !== 'questions') return;
  const questions = (await store.questionsOfActivity(db, jobStepActivityId)).map(toRuleQuestion);
  // An answer to a question the activity no longer asks cannot be fixed by the candidate: it is kept, not judged.
  const problems = screeningAnswerProblems(questions, answers).filter((p) => p.problem !== 'unknown_question');
  // A file answer counts only when the server holds its file (the device uploads it first).
  problems.push(...(await unheldFileProblems(db, refId, jobStepActivityId, questions, answers)));
  if (problems.length > 0) throw problemsError(problems);
}

/** The questions of an activity as the scoring key needs them (points and knockouts included). */
export async function scoringQuestions(db: Db, jobStepActivityId: number): Promise<ScreeningScoringQuestion[]> {
  return (await store.questionsOfActivity(db, jobStepActivityId)).map(
    ({ account_question_id, question_type, options, attributes }) => ({
      account_question_id,
      question_type,
      options,
      attributes,
    }),
  );
}
