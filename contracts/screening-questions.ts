/**
 * Custom screening questions (seed 000 sections 2 and 3, seed 002 section 7.9): the questions a
 * plan activity asks the candidate, and the rules an answer set must meet. Answers travel through
 * the offline engine like every other answer (contracts/user-response.ts), one per question, with
 * item_id `q<account_question_id>`. The rules below run on the device before submitting and on the
 * server at user-questions-validate and at submission, so both judge alike.
 *
 * Answer values by type (AnswerValue):
 * - single_choice: the chosen question_option_id (number)
 * - multiple_choice: the chosen question_option_ids as strings (string[])
 * - yes_no: 'yes' or 'no' (its two options carry option_text 'yes' and 'no', for points and knockout)
 * - short_text, long_text: the text; number: a number; date: 'YYYY-MM-DD'
 * - file: the file_id of the attached file (contracts/screening-files.ts); the server also checks it holds the file
 * - null: cleared (counts as unanswered)
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import type { AnswerValue } from './user-response.ts';
import { isFileId } from './screening-files.ts';

export const QUESTION_TYPES = ['single_choice', 'multiple_choice', 'short_text', 'long_text', 'number', 'yes_no', 'date', 'file'] as const;
export const QuestionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

/** Text limits when a question sets none. */
export const DEFAULT_MAX_LENGTH = { short_text: 200, long_text: 4000 } as const;

export const questionItemId = (accountQuestionId: number) => `q${accountQuestionId}`;

/** The account_question_id named by an item id, or undefined for anything else. */
export function questionIdOfItem(itemId: string): number | undefined {
  const match = /^q([1-9]\d{0,9})$/.exec(itemId);
  return match ? Number(match[1]) : undefined;
}

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const positiveId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const QuestionSettingsSchema = z.object({
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  max_length: z.optional(z.number()),
  /** File types a file question accepts, e.g. '.pdf,.docx'. */
  accept: z.optional(z.string()),
});
export type QuestionSettings = z.infer<typeof QuestionSettingsSchema>;

/** A question as the candidate sees it: no points, no knockout flags. */
export const CandidateQuestionSchema = z.object({
  account_question_id: z.number(),
  item_id: z.string(),
  question_type: QuestionTypeSchema,
  question_text: z.string(),
  help_text: z.string(),
  is_required: z.boolean(),
  settings: QuestionSettingsSchema,
  /** Choices in sort_order (single and multiple choice, yes/no). */
  options: z.array(z.object({ question_option_id: z.number(), option_text: z.string(), sort_order: z.number() })),
});
export type CandidateQuestion = z.infer<typeof CandidateQuestionSchema>;

export const JobQuestionsSchema = z.object({
  job_step_activity_id: z.number(),
  title: z.string(),
  questions: z.array(CandidateQuestionSchema),
});
export type JobQuestions = z.infer<typeof JobQuestionsSchema>;

export const JobQuestionsParams = z.object({ jobId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });
export const JobQuestionsQuery = z.object({ job_step_activity_id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)), ref_id: uuid });

const ValueSchema = z.nullable(
  z.union([z.number(), z.string().check(z.maxLength(20_000)), z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100))]),
);

export const ValidateQuestionsBody = z.object({
  ref_id: uuid,
  job_step_activity_id: positiveId,
  answers: z.array(z.object({ item_id: z.string().check(z.minLength(1), z.maxLength(100)), value: ValueSchema })).check(z.maxLength(500)),
});
export type ValidateQuestions = z.infer<typeof ValidateQuestionsBody>;

export const getJobQuestions = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/job-questions/{jobId}/',
  auth: 1,
  summary: "The questions of a plan activity in the candidate's own application, choices in order (no points)",
  params: JobQuestionsParams,
  query: JobQuestionsQuery,
  response: JobQuestionsSchema,
});

export const validateQuestions = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/user-questions-validate/',
  auth: 1,
  summary: 'Check a set of answers against the questions (required, type, limits); 400 with field errors',
  body: ValidateQuestionsBody,
  response: z.object({ valid: z.boolean() }),
});

// ---- The rules ---------------------------------------------------------------------------

export type AnswerProblem =
  | {
      item_id: string;
      problem: 'required' | 'not_a_number' | 'not_a_date' | 'unknown_choice' | 'wrong_type' | 'unknown_question' | 'file_not_uploaded';
    }
  | { item_id: string; problem: 'too_small' | 'too_large' | 'too_long'; limit: number };

export interface RuleQuestion {
  account_question_id: number;
  question_type: QuestionType;
  is_required: boolean;
  settings: QuestionSettings;
  options: ReadonlyArray<{ question_option_id: number; option_text: string }>;
}

/** True for a real calendar date written YYYY-MM-DD. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isEmpty(value: AnswerValue | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** The problem with one answer, or undefined when it is fine (an empty answer is judged by is_required). */
export function answerProblem(question: RuleQuestion, value: AnswerValue | undefined): AnswerProblem | undefined {
  const item_id = questionItemId(question.account_question_id);
  if (isEmpty(value)) return question.is_required ? { item_id, problem: 'required' } : undefined;
  const optionIds = new Set(question.options.map((o) => o.question_option_id));
  switch (question.question_type) {
    case 'single_choice':
      if (typeof value !== 'number') return { item_id, problem: 'wrong_type' };
      return optionIds.has(value) ? undefined : { item_id, problem: 'unknown_choice' };
    case 'multiple_choice':
      if (!Array.isArray(value)) return { item_id, problem: 'wrong_type' };
      return value.every((id) => /^\d+$/.test(id) && optionIds.has(Number(id))) && new Set(value).size === value.length
        ? undefined
        : { item_id, problem: 'unknown_choice' };
    case 'yes_no':
      return value === 'yes' || value === 'no' ? undefined : { item_id, problem: 'unknown_choice' };
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { item_id, problem: 'not_a_number' };
      const { min, max } = question.settings;
      if (min !== undefined && value < min) return { item_id, problem: 'too_small', limit: min };
      if (max !== undefined && value > max) return { item_id, problem: 'too_large', limit: max };
      return undefined;
    }
    case 'file':
      // Whether the server holds the file is judged where the files are (the server's submission check).
      return isFileId(value) ? undefined : { item_id, problem: 'wrong_type' };
    case 'date':
      return typeof value === 'string' && isDate(value) ? undefined : { item_id, problem: 'not_a_date' };
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return { item_id, problem: 'wrong_type' };
      const limit = question.settings.max_length ?? DEFAULT_MAX_LENGTH[question.question_type];
      return value.length > limit ? { item_id, problem: 'too_long', limit } : undefined;
    }
  }
}

/** Every problem of an answer set, in question order, then answers to questions the activity does not ask. */
export function screeningAnswerProblems(
  questions: readonly RuleQuestion[],
  answers: ReadonlyArray<{ item_id: string; value: AnswerValue }>,
): AnswerProblem[] {
  const byItem = new Map(answers.map((a) => [a.item_id, a.value]));
  const asked = new Set(questions.map((q) => questionItemId(q.account_question_id)));
  const problems = questions.flatMap((q) => answerProblem(q, byItem.get(questionItemId(q.account_question_id))) ?? []);
  for (const answer of answers) if (!asked.has(answer.item_id)) problems.push({ item_id: answer.item_id, problem: 'unknown_question' });
  return problems;
}

export const screeningQuestionEndpoints = [getJobQuestions, validateQuestions];
