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
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { OutcomeErrorCode } from './outcome-codes.ts';
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
  access: 'company-settings',
  summary:
    "The company's outcome questions in order, with how many answers each has; archived ones only when include_archived is true",
  query: z.object({ account_id: id, include_archived: z.optional(z.enum(['true', 'false'])) }),
  response: z.object({ results: z.array(OutcomeQuestionSchema) }),
});

export const createOutcomeQuestion = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/outcome-questions/',
  access: 'company-settings',
  summary: `Adds an outcome question at the end of its audience's list (at most ${OUTCOME_QUESTIONS_MAX} each; supervisor unless said)`,
  body: z.object({
    ...QuestionText.shape,
    account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    audience: z.optional(z.enum(OUTCOME_AUDIENCES)),
  }),
  response: OutcomeQuestionSchema,
});

export const updateOutcomeQuestion = defineEndpoint({
  method: 'PUT',
  path: '/user-response/v1/outcome-questions/{id}/',
  access: 'company-settings',
  resource: { kind: 'outcome-question', param: 'id' },
  summary: 'Rewords an outcome question',
  params: z.object({ id }),
  body: QuestionText,
  response: OutcomeQuestionSchema,
});

export const deleteOutcomeQuestion = defineEndpoint({
  method: 'DELETE',
  path: '/user-response/v1/outcome-questions/{id}/',
  access: 'company-settings',
  resource: { kind: 'outcome-question', param: 'id' },
  summary: 'Removes an outcome question from what supervisors are asked; answers already given stay',
  params: z.object({ id }),
  response: z.object({ deleted: z.number() }),
});

export const archiveOutcomeQuestion = defineEndpoint({
  method: 'PUT',
  path: '/user-response/v1/outcome-questions/{id}/archive/',
  access: 'company-settings',
  resource: { kind: 'outcome-question', param: 'id' },
  summary: 'Archives an outcome question (no longer asked; its answers stay) or restores it to the end of its list',
  params: z.object({ id }),
  body: z.object({ archived: z.boolean() }),
  response: OutcomeQuestionSchema,
});

export const orderOutcomeQuestions = defineEndpoint({
  method: 'PUT',
  path: '/user-response/v1/outcome-questions/order/',
  access: 'company-settings',
  summary: "Puts one audience's questions that are not archived in a new order (the list must name each exactly once)",
  body: z.object({
    account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    audience: z.enum(OUTCOME_AUDIENCES),
    outcome_question_ids: z
      .array(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))
      .check(z.maxLength(OUTCOME_QUESTIONS_MAX)),
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
  /** The day the profile's schedule had it due (D170); null when staff opened it. */
  scheduled_on: z.nullable(z.string()),
});
export type OutcomePeriod = z.infer<typeof OutcomePeriodSchema>;

const ProfileParams = z.object({ jobId: id });

export const listOutcomePeriods = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/outcome-periods/',
  access: 'staff',
  summary: "A job profile's outcome periods, newest first, with how many employees were answered",
  params: ProfileParams,
  response: z.object({ results: z.array(OutcomePeriodSchema) }),
});

export const CreateOutcomePeriodBody = z.object({ name: z.string().check(z.maxLength(1000)), measured_on: isoDate });
export type CreateOutcomePeriod = z.infer<typeof CreateOutcomePeriodBody>;

export const createOutcomePeriod = defineEndpoint({
  method: 'POST',
  path: '/job/v1/profiles/{jobId}/outcome-periods/',
  access: 'staff',
  summary:
    'Opens an outcome period: mails each supervisor of the participants still employed a link to answer the outcome questions about their people, and each participant with an email the satisfaction questions to answer at /user/job-profile. 409 no_outcome_questions, 409 no_supervisors',
  params: ProfileParams,
  body: CreateOutcomePeriodBody,
  response: OutcomePeriodSchema,
});

export const OUTCOME_SCHEDULE_NAME_MAX = 120;
/** How often a schedule may open a period, in months: what the setup screen offers (the server takes 1 to 12). */
export const OUTCOME_SCHEDULE_MONTHS = [1, 2, 3, 4, 6, 12] as const;
export const OUTCOME_SCHEDULE_SKIPS = [OutcomeErrorCode.noQuestions, OutcomeErrorCode.noSupervisors] as const;

/**
 * A profile's outcome-period schedule (D170): every `every_months` months counted from `starts_on`,
 * the scheduled job opens a period named "<name> <day>" dated the day it was due, exactly as staff
 * open one by hand. A due day the server slept through is not caught up: only the latest is opened.
 */
export const OutcomeScheduleSchema = z.object({
  job_id: z.number(),
  name: z.string(),
  every_months: z.number(),
  starts_on: z.string(),
  /** The day the next period is opened and counts for. */
  next_on: z.string(),
  /** The last day a period was due, and the period opened then (null when it could not be, or was deleted). */
  last_due_on: z.nullable(z.string()),
  last_outcome_period_id: z.nullable(z.number()),
  /** Why nothing was opened on the last due day: no outcome questions, or nobody to ask. */
  last_skipped: z.nullable(z.enum(OUTCOME_SCHEDULE_SKIPS)),
  updated_at: z.string(),
});
export type OutcomeSchedule = z.infer<typeof OutcomeScheduleSchema>;

export const SaveOutcomeScheduleBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  every_months: z.number().check(z.int(), z.gte(1), z.lte(12)),
  starts_on: isoDate,
});
export type SaveOutcomeSchedule = z.infer<typeof SaveOutcomeScheduleBody>;

export const getOutcomeSchedule = defineEndpoint({
  method: 'GET',
  path: '/job/v1/profiles/{jobId}/outcome-schedule/',
  access: 'staff',
  summary: "A job profile's outcome-period schedule; null when periods are opened by hand only",
  params: ProfileParams,
  response: z.object({ schedule: z.nullable(OutcomeScheduleSchema) }),
});

export const saveOutcomeSchedule = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/profiles/{jobId}/outcome-schedule/',
  access: 'staff',
  summary:
    'Sets the profile to open an outcome period every N months (1 to 12) from a first day, today or later; replaces an earlier schedule',
  params: ProfileParams,
  body: SaveOutcomeScheduleBody,
  response: OutcomeScheduleSchema,
});

export const deleteOutcomeSchedule = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/profiles/{jobId}/outcome-schedule/',
  access: 'staff',
  summary: 'Stops the schedule; periods already opened stay',
  params: ProfileParams,
  response: OkSchema,
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
  access: 'public',
  summary:
    "What a supervisor's outcome link shows: the questions and their people. 404 for an unknown link, 410 link_expired for an expired one",
  params: TokenParams,
  response: OutcomeReviewSchema,
});

export const AnswerOutcomeBody = z.object({
  employee_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  answers: z
    .array(
      z.object({
        outcome_question_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
        value: z.number(),
      }),
    )
    .check(z.maxLength(100)),
});
export type AnswerOutcome = z.infer<typeof AnswerOutcomeBody>;

export const answerOutcomeReview = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/outcome-periods/{token}/answers/',
  access: 'public',
  summary:
    "A supervisor's answers about one of their people (every question, a level of the company's scale); answering again replaces them",
  params: TokenParams,
  body: AnswerOutcomeBody,
  response: OutcomeReviewSchema,
});

export const OUTCOME_REQUEST_STATUSES = ['pending', 'answered', 'expired'] as const;

/**
 * One outcome request made of the signed-in user (the catalogue's `outcomes`, D171). As a
 * supervisor: one mailed link of a period, about their people, answered by that link; listed only
 * to the company's own staff whose account email is the one the link was mailed to. As an employee:
 * the satisfaction questions of their profile's current period (answered on /user/job-profile), and
 * past periods they answered.
 */
export const OutcomeRequestSchema = z.object({
  audience: z.enum(OUTCOME_AUDIENCES),
  outcome_period_id: z.number(),
  company_name: z.string(),
  profile_title: z.string(),
  period_name: z.string(),
  measured_on: z.string(),
  /** The last moment answers are taken. */
  open_until: z.string(),
  status: z.enum(OUTCOME_REQUEST_STATUSES),
  /** The people it asks about (1 for an employee's own questions), and those answered. */
  people: z.number(),
  answered: z.number(),
  /** The employee record an employee answers as; null for a supervisor's request. */
  employee_id: z.nullable(z.number()),
});
export type OutcomeRequest = z.infer<typeof OutcomeRequestSchema>;

export const listMyOutcomeRequests = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/outcomes/',
  access: 'signed-in',
  summary:
    "The signed-in user's outcome requests, pending first then newest: as a supervisor (staff of the company, by their account email) and as an employee (their own satisfaction questions)",
  response: z.object({ results: z.array(OutcomeRequestSchema) }),
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
  getOutcomeSchedule,
  saveOutcomeSchedule,
  deleteOutcomeSchedule,
  getOutcomeReview,
  answerOutcomeReview,
  listMyOutcomeRequests,
];
