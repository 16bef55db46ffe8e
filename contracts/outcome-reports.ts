/**
 * The account dashboards that look past the hire (report family, decision D135): Turnover and
 * Performance relate employees' outcomes to what was measured of them (assessment attribute
 * scores, and the interview scores of the application they were hired from) with the shared
 * correlation code (r, its 95% interval by Fisher's z, n, a reading); Interview Questions shows
 * how each interview question was used and scored. Same access as the other account reports.
 *
 * Filters: the employees are those whose start date lies in the range (no date in the query: every
 * employee, and the range answered is their first and last start date); requisition, location and
 * source filters keep the employees hired from a matching application.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { ReportFilterSchema } from './analytics.ts';
import { CorrelationSchema, ReadingSchema } from './people.ts';
import { LanguageSchema } from './user.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const AccountParams = z.object({ accountId: id });
const OutcomeQuery = z.object({ ...ReportFilterSchema.shape, language: z.optional(LanguageSchema) });

export const AttributeCorrelationSchema = z.object({
  attribute_type_id: z.number(),
  name: z.string(),
  correlation: CorrelationSchema,
  reading: ReadingSchema,
  /** One point per employee: the score and the outcome (1 stayed / 0 left, or the rating). */
  points: z.array(z.object({ score: z.number(), value: z.number() })),
});
export type AttributeCorrelationRow = z.infer<typeof AttributeCorrelationSchema>;

const EmployeeRange = z.object({
  /** null when the query gave no dates and there are no employees. */
  from_date: z.nullable(z.string()),
  to_date: z.nullable(z.string()),
});

const Correlations = {
  reliable_min_n: z.number(),
  /** Assessment attribute scores (0-100) against the outcome, strongest first. */
  attributes: z.array(AttributeCorrelationSchema),
  /** Mean interview score (1-5) per attribute of the application hired from, against the outcome. */
  interview_attributes: z.array(AttributeCorrelationSchema),
};

export const AccountTurnoverSchema = z.object({
  range: EmployeeRange,
  employees: z.number(),
  left: z.number(),
  voluntary: z.number(),
  involuntary: z.number(),
  /** Left within 90 days of their start. */
  left_within_90_days: z.number(),
  /** Per year of start: started, and of those, left. */
  by_start_year: z.array(z.object({ year: z.number(), started: z.number(), left: z.number() })),
  ...Correlations,
});
export type AccountTurnover = z.infer<typeof AccountTurnoverSchema>;

export const AccountPerformanceSchema = z.object({
  range: EmployeeRange,
  employees: z.number(),
  /** Employees with a performance rating (the latest one counts). */
  rated: z.number(),
  mean_rating: z.nullable(z.number()),
  /** Latest ratings rounded to whole points: how many employees have each. */
  ratings: z.array(z.object({ rating: z.number(), employees: z.number() })),
  ...Correlations,
});
export type AccountPerformance = z.infer<typeof AccountPerformanceSchema>;

export const InterviewQuestionsSchema = z.object({
  range: z.object({ from_date: z.string(), to_date: z.string() }),
  questions: z.array(
    z.object({
      interview_kit_question_id: z.number(),
      question_text: z.string(),
      kit_name: z.string(),
      /** The attributes the question probes. */
      attributes: z.array(z.string()),
      /** Submitted evaluations of interviews run with the question's kit. */
      evaluations: z.number(),
      /** Of those, the ones with notes written on this question. */
      noted: z.number(),
      /** Scores 1 to 5 given to the question's attributes in those evaluations (index 0 is a score of 1). */
      counts: z.array(z.number()),
      mean: z.nullable(z.number()),
      /** Mean of those scores for applicants since hired, and for the rest. */
      mean_hired: z.nullable(z.number()),
      mean_not_hired: z.nullable(z.number()),
    }),
  ),
});
export type InterviewQuestions = z.infer<typeof InterviewQuestionsSchema>;

export const accountTurnover = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/turnover/',
  access: 'company-dashboard',
  summary:
    "Turnover of the company's employees (started in the range): who left and how, by start year, and how assessment and interview scores relate to staying (point-biserial r, 95% interval, n)",
  params: AccountParams,
  query: OutcomeQuery,
  response: AccountTurnoverSchema,
});

export const accountPerformance = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/performance/',
  access: 'company-dashboard',
  summary:
    "Performance ratings of the company's employees (started in the range) and how assessment and interview scores relate to the latest rating (Pearson's r, 95% interval, n)",
  params: AccountParams,
  query: OutcomeQuery,
  response: AccountPerformanceSchema,
});

export const accountInterviewQuestions = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/interview-questions/',
  access: 'company-dashboard',
  summary:
    "Each interview question used on the filter's applications: evaluations, notes, the 1-5 scores of its attributes, and their mean for hires and the rest",
  params: AccountParams,
  query: ReportFilterSchema,
  response: InterviewQuestionsSchema,
});
