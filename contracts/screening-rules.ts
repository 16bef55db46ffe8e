/**
 * The rules a screening answer set must meet (contracts/screening-questions.ts re-exports them):
 * the device judges with them before submitting, the server at user-questions-validate and at
 * submission, so both judge alike. No zod here: the candidate's screening screen needs the rules,
 * not the endpoints' schemas.
 */
import type { AnswerValue } from './user-response-codes.ts';

export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'short_text',
  'long_text',
  'number',
  'yes_no',
  'date',
  'file',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** What a question may set; screening-questions.ts checks its schema infers exactly this. */
export interface QuestionSettings {
  min?: number;
  max?: number;
  max_length?: number;
  /** File types a file question accepts, e.g. '.pdf,.docx'. */
  accept?: string;
}

/** Text limits when a question sets none. */
export const DEFAULT_MAX_LENGTH = { short_text: 200, long_text: 4000 } as const;

export const questionItemId = (accountQuestionId: number) => `q${accountQuestionId}`;

/** The account_question_id named by an item id, or undefined for anything else. */
export function questionIdOfItem(itemId: string): number | undefined {
  const match = /^q([1-9]\d{0,9})$/.exec(itemId);
  return match ? Number(match[1]) : undefined;
}

/** A file id as the device names it (screening-files.ts validates paths and bodies with it too). */
export const FILE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file answer's value: the UUID the device named the file with (contracts/screening-files.ts). */
export function isFileId(value: unknown): value is string {
  return typeof value === 'string' && FILE_ID_PATTERN.test(value);
}

export const ANSWER_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** For the file picker only; the server decides by the bytes. */
export const ANSWER_FILE_ACCEPT =
  '.pdf,.docx,.doc,.txt,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg,text/plain';

export type AnswerProblem =
  | {
      item_id: string;
      problem:
        | 'required'
        | 'not_a_number'
        | 'not_a_date'
        | 'unknown_choice'
        | 'wrong_type'
        | 'unknown_question'
        | 'file_not_uploaded';
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
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
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
  for (const answer of answers)
    if (!asked.has(answer.item_id)) problems.push({ item_id: answer.item_id, problem: 'unknown_question' });
  return problems;
}
