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
import { TextVersionsSchema } from './company-text-schema.ts';
import { QUESTION_TYPES, type QuestionSettings, type QuestionType } from './screening-rules.ts';

export { QUESTION_TYPES, type QuestionSettings, type QuestionType };

export const QuestionTypeSchema = z.enum(QUESTION_TYPES);

export { DEFAULT_MAX_LENGTH, questionIdOfItem, questionItemId } from './screening-rules.ts';

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const positiveId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const QuestionSettingsSchema = z.object({
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  max_length: z.optional(z.number()),
  /** File types a file question accepts, e.g. '.pdf,.docx'. */
  accept: z.optional(z.string()),
});
// The schema accepts exactly the zod-free type of screening-rules.ts (a compile error if either changes alone).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const settingsMatch: Same<z.infer<typeof QuestionSettingsSchema>, QuestionSettings> = true;
void settingsMatch;

/**
 * A question as the candidate sees it: no points, no knockout flags. Its texts in the reader's
 * language (the user's chosen one, else the company default's), and every version of each (D199,
 * D287: `*_i18n`, the default language's included), so the device follows a language switch
 * offline. Absent from a copy a device saved before versions existed.
 */
export const CandidateQuestionSchema = z.object({
  account_question_id: z.number(),
  item_id: z.string(),
  question_type: QuestionTypeSchema,
  question_text: z.string(),
  question_text_i18n: z.optional(TextVersionsSchema),
  help_text: z.string(),
  help_text_i18n: z.optional(TextVersionsSchema),
  is_required: z.boolean(),
  settings: QuestionSettingsSchema,
  /** Choices in sort_order (single and multiple choice, yes/no); an answer names the choice's id, whatever the language. */
  options: z.array(
    z.object({
      question_option_id: z.number(),
      option_text: z.string(),
      option_text_i18n: z.optional(TextVersionsSchema),
      sort_order: z.number(),
    }),
  ),
});
export type CandidateQuestion = z.infer<typeof CandidateQuestionSchema>;

export const JobQuestionsSchema = z.object({
  job_step_activity_id: z.number(),
  /** The activity's name as the company wrote it (its default language); its versions in title_i18n. */
  title: z.string(),
  title_i18n: z.optional(TextVersionsSchema),
  /** The company's default language: the versions' fallback. */
  default_language: z.optional(z.enum(['en', 'es', 'fr'])),
  questions: z.array(CandidateQuestionSchema),
});
export type JobQuestions = z.infer<typeof JobQuestionsSchema>;

export const JobQuestionsParams = z.object({
  jobId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const JobQuestionsQuery = z.object({
  job_step_activity_id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  ref_id: uuid,
});

const ValueSchema = z.nullable(
  z.union([
    z.number(),
    z.string().check(z.maxLength(20_000)),
    z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100)),
  ]),
);

export const ValidateQuestionsBody = z.object({
  ref_id: uuid,
  job_step_activity_id: positiveId,
  answers: z
    .array(z.object({ item_id: z.string().check(z.minLength(1), z.maxLength(100)), value: ValueSchema }))
    .check(z.maxLength(500)),
});
export type ValidateQuestions = z.infer<typeof ValidateQuestionsBody>;

export const getJobQuestions = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/job-questions/{jobId}/',
  access: 'signed-in',
  summary: "The questions of a plan activity in the candidate's own application, choices in order (no points)",
  params: JobQuestionsParams,
  query: JobQuestionsQuery,
  response: JobQuestionsSchema,
});

export const validateQuestions = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/user-questions-validate/',
  access: 'signed-in',
  summary: 'Check a set of answers against the questions (required, type, limits); 400 with field errors',
  body: ValidateQuestionsBody,
  response: z.object({ valid: z.boolean() }),
});

export { answerProblem, screeningAnswerProblems, type AnswerProblem, type RuleQuestion } from './screening-rules.ts';

export const screeningQuestionEndpoints = [getJobQuestions, validateQuestions];
