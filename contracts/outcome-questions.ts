/**
 * Outcomes supervisors report (the user-response outcome family; decision D138). A company writes
 * short outcome questions (/settings/outcome), supervisors' ones answered on the company's performance
 * rating scale (contracts/performance-scale.ts, D155; 1-5 until it sets one), employees' on 1-5. A job profile opens an
 * outcome period: every participant still employed who has a supervisor email is asked about, and
 * each supervisor gets one mailed link (valid OUTCOME_LINK_DAYS days) to answer about all their
 * people. Submitting the answers about one employee records the mean, on the 1-5 reference, as that
 * employee's performance rating dated the period's day, which the profile's performance correlations read.
 *
 * Who: questions, the company's staff with company_settings_access and provider admins; periods,
 * whoever may work on the profile (job-profiles.ts). Another company's staff get 404, staff without
 * the access 403. The answering link needs no sign-in: its token is the only credential; an unknown
 * link answers 404, an expired one 410 link_expired.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { PerformanceScaleSchema } from './performance-scale.ts';

export { OUTCOME_SCALE, OutcomeErrorCode } from './outcome-codes.ts';

export const OUTCOME_QUESTION_MAX = 500;
export const OUTCOME_QUESTIONS_MAX = 20;
export const OUTCOME_PERIOD_NAME_MAX = 200;
export const OUTCOME_LINK_DAYS = 30;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'A date as YYYY-MM-DD' }));

export const OUTCOME_AUDIENCES = ['supervisor', 'employee'] as const;
export type OutcomeAudience = (typeof OUTCOME_AUDIENCES)[number];

export const OutcomeQuestionSchema = z.object({
  outcome_question_id: z.number(),
  account_id: z.number(),
  /** supervisor: asked of supervisors about their people; employee: a satisfaction question employees answer about themselves (D150). */
  audience: z.enum(OUTCOME_AUDIENCES),
  question: z.string(),
  sort_order: z.number(),
  /** Answers given to it; a question answered keeps them when deleted. */
  answers: z.number(),
  /** When it stopped being asked (D155); null while asked. Its answers stay. */
  archived_at: z.nullable(z.string()),
});
export type OutcomeQuestion = z.infer<typeof OutcomeQuestionSchema>;

const QuestionText = z.object({ question: z.string().check(z.maxLength(2000)) });

export const listOutcomeQuestions = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/outcome-questions/',
  auth: 2,
  summary: "The company's outcome questions in order, with how many answers each has; archived ones only when include_archived is true",
  query: z.object({ account_id: id, include_archived: z.optional(z.enum(['true', 'false'])) }),
  response: z.object({ results: z.array(OutcomeQuestionSchema) }),
});

export const createOutcomeQuestion = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/outcome-questions/',
  auth: 2,
  summary: `Adds an outcome question at the end of its audience's list (at most ${OUTCOME_QUESTIONS_MAX} each; supervisor unless said)`,
  body: z.object({ ...QuestionText.shape, account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)), audience: z.optional(z.enum(OUTCOME_AUDIENCES)) }),
  response: OutcomeQuestionSchema,
});

export const updateOutcomeQuestion = defineEndpoint({
  method: 'PUT',
  path: '/user-response/v1/outcome-questions/{id}/',
  auth: 2,
  summary: 'Rewords an outcome question',
  params: z.object({ id }),
  body: QuestionText,
  response: OutcomeQuestionSchema,
});

export const deleteOutcomeQuestion = defineEndpoint({
  method: 'DELETE',
  path: '/user-response/v1/outcome-questions/{id}/',
  auth: 2,
  summary: 'Removes an outcome question from what supervisors are asked; answers already given stay',
  params: z.object({ id }),
  response: z.object({ deleted: z.number() }),
});

export const archiveOutcomeQuestion = defineEndpoint({
  method: 'PUT',
  path: '/user-response/v1/outcome-questions/{id}/archive/',
  auth: 2,
  summary: 'Archives an outcome question (no longer asked; its answers stay) or restores it to the end of its list',
  params: z.object({ id }),
  body: z.object({ archived: z.boolean() }),
  response: OutcomeQuestionSchema,
});

export const orderOutcomeQuestions = defineEndpoint({
  method: 'PUT',
  path: '/user-response/v1/outcome-questions/order/',
  auth: 2,
  summary: "Puts one audience's questions that are not archived in a new order (the list must name each exactly once)",
  body: z.object({
    account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    audience: z.enum(OUTCOME_AUDIENCES),
    outcome_question_ids: z.array(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))).check(z.maxLength(OUTCOME_QUESTIONS_MAX)),
  }),
  response: z.object({ results: z.array(OutcomeQuestionSchema) }),
});

export const OutcomePeriodSchema = z.object({
  outcome_period_id: z.number(),
  job_id: z.number(),
  name: z.string(),
  measured_on: z.string(),
  created_at: z.string(),
  /** Supervisors mailed. */
  supervisors: z.number(),
  /** Employees asked about, and those answered. */
  employees: z.number(),
  answered: z.number(),
  /** Employees who answered the satisfaction questions about themselves (D150). */
  self_answered: z.number(),
  expires_at: z.string(),
});
export type OutcomePeriod = z.infer<typeof OutcomePeriodSchema>;

const ProfileParams = z.object({ jobId: id });

export const listOutcomePeriods = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/outcome-periods/',
  auth: 2,
  summary: "A job profile's outcome periods, newest first, with how many employees were answered",
  params: ProfileParams,
  response: z.object({ results: z.array(OutcomePeriodSchema) }),
});

export const CreateOutcomePeriodBody = z.object({ name: z.string().check(z.maxLength(1000)), measured_on: isoDate });
export type CreateOutcomePeriod = z.infer<typeof CreateOutcomePeriodBody>;

export const createOutcomePeriod = defineEndpoint({
  method: 'POST',
  path: '/job/v1/profiles/{jobId}/outcome-periods/',
  auth: 2,
  summary:
    'Opens an outcome period: mails each supervisor of the participants still employed a link to answer the outcome questions about their people, and each participant with an email the satisfaction questions to answer at /user/job-profile. 409 no_outcome_questions, 409 no_supervisors',
  params: ProfileParams,
  body: CreateOutcomePeriodBody,
  response: OutcomePeriodSchema,
});

const TokenParams = z.object({ token: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'This link is not valid')) });

export const OutcomeReviewSchema = z.object({
  company_name: z.string(),
  profile_title: z.string(),
  period_name: z.string(),
  measured_on: z.string(),
  expires_at: z.string(),
  questions: z.array(z.object({ outcome_question_id: z.number(), question: z.string() })),
  /** The levels to answer with: the company's current performance rating scale (D155). */
  scale: PerformanceScaleSchema,
  employees: z.array(
    z.object({
      employee_id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      job_title: z.string(),
      answered: z.boolean(),
      /** The answers given on the current scale, by question id, to change them. */
      answers: z.record(z.string(), z.number()),
    }),
  ),
});
export type OutcomeReview = z.infer<typeof OutcomeReviewSchema>;

export const getOutcomeReview = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/outcome-periods/{token}/',
  auth: 0,
  summary: "What a supervisor's outcome link shows: the questions and their people. 404 for an unknown link, 410 link_expired for an expired one",
  params: TokenParams,
  response: OutcomeReviewSchema,
});

export const AnswerOutcomeBody = z.object({
  employee_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  answers: z.array(z.object({ outcome_question_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)), value: z.number() })).check(z.maxLength(100)),
});
export type AnswerOutcome = z.infer<typeof AnswerOutcomeBody>;

export const answerOutcomeReview = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/outcome-periods/{token}/answers/',
  auth: 0,
  summary: "A supervisor's answers about one of their people (every question, a level of the company's scale); answering again replaces them",
  params: TokenParams,
  body: AnswerOutcomeBody,
  response: OutcomeReviewSchema,
});

export const outcomeEndpoints = [
  listOutcomeQuestions,
  createOutcomeQuestion,
  updateOutcomeQuestion,
  deleteOutcomeQuestion,
  archiveOutcomeQuestion,
  orderOutcomeQuestions,
  listOutcomePeriods,
  createOutcomePeriod,
  getOutcomeReview,
  answerOutcomeReview,
];
