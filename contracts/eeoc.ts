/**
 * The voluntary equal-opportunity (EEOC) questions (seed 000 section 7, seed 002 section 7.9).
 * Questions and choices travel as codes; the client shows them in the candidate's language.
 * Every question has 'decline' ("I do not wish to answer"), and leaving one out means the same.
 * Answers are stored apart from the application (no ref_id, no user): staff never see one
 * candidate's answers, only the activity marked complete.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { EEOC_QUESTIONS } from './eeoc-questions.ts';

export { EEOC_DECLINE, EEOC_QUESTION_CODES, EEOC_QUESTIONS, type EeocQuestionCode } from './eeoc-questions.ts';

export const EeocQuestionSchema = z.object({ code: z.string(), options: z.array(z.string()) });
export type EeocQuestion = z.infer<typeof EeocQuestionSchema>;

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));

export const EeocAnswersSchema = z.object({
  gender: z.optional(z.enum(EEOC_QUESTIONS.gender)),
  race_ethnicity: z.optional(z.enum(EEOC_QUESTIONS.race_ethnicity)),
  veteran_status: z.optional(z.enum(EEOC_QUESTIONS.veteran_status)),
  disability: z.optional(z.enum(EEOC_QUESTIONS.disability)),
});
export type EeocAnswers = z.infer<typeof EeocAnswersSchema>;

export const SubmitEeocBody = z.object({
  ref_id: uuid,
  job_step_activity_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  answers: EeocAnswersSchema,
});
export type SubmitEeoc = z.infer<typeof SubmitEeocBody>;

export const getEeocQuestions = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/eeoc-questions/',
  access: 'signed-in',
  summary: 'The voluntary equal-opportunity questions and their choices, as codes',
  response: z.array(EeocQuestionSchema),
});

export const submitEeocAnswers = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/submit-eeoc-answers/',
  access: 'signed-in',
  summary: "Store the answers apart from the application and mark the candidate's activity completed; idempotent",
  body: SubmitEeocBody,
  response: z.object({ completed: z.boolean() }),
});

export const eeocEndpoints = [getEeocQuestions, submitEeocAnswers];
