/**
 * The pathway family (seed 002 section 7.5), employee side: the pathway report of one
 * pathway tracker. Readable by the tracker's employee, and by company staff who may work on the
 * pathway (server/modules/job/job-access.ts); anyone else 404.
 *
 * Fit per role is the fit score of docs/scoring.md over the role's attribute weights (one group of
 * weight 1): sum(weight x score) / sum(weight) over the weighted attributes the employee has a
 * score for, rounded to 2 decimals; null when none is scored.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LanguageSchema } from './user.ts';

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));

export const PathwayReportParams = z.object({ refId: uuid });
export const PathwayReportQuery = z.object({ language: z.optional(LanguageSchema) });

export const PathwayRoleAttributeSchema = z.object({
  attribute_type_id: z.number(),
  name: z.string(),
  /** 0-100. */
  weight: z.number(),
  /** The employee's score 0-100, or null when not measured yet. */
  score: z.nullable(z.number()),
});

export const PathwayRoleSchema = z.object({
  pathway_job_id: z.number(),
  title: z.string(),
  description: z.string(),
  /** Archived by staff (migration 0024): no longer asked about; shown only to employees who answered about it. */
  is_archived: z.boolean(),
  fit_score: z.nullable(z.number()),
  /** The answer to "How interested are you in the role of ...?" (1-5), with its label; null when unanswered. */
  interest: z.nullable(z.object({ value: z.number(), label: z.string() })),
  attributes: z.array(PathwayRoleAttributeSchema),
});
export type PathwayRole = z.infer<typeof PathwayRoleSchema>;

export const PathwayAnswerSchema = z.object({
  item_id: z.string(),
  section: z.string(),
  question: z.string(),
  /** The chosen option's label; null when unanswered. */
  answer: z.nullable(z.string()),
  value: z.nullable(z.number()),
});
export type PathwayAnswer = z.infer<typeof PathwayAnswerSchema>;

export const PathwayReportSchema = z.object({
  ref_id: z.string(),
  job_uuid: z.string(),
  pathway_title: z.string(),
  account_name: z.string(),
  candidate_name: z.string(),
  language: LanguageSchema,
  /** The employee's attribute scores on this tracker (0-100), in the asked language. */
  scores: z.array(z.object({ attribute_type_id: z.number(), name: z.string(), score: z.number() })),
  roles: z.array(PathwayRoleSchema),
  questionnaire: z.object({
    /** The career pathways questionnaire's activity in the plan, or null when the plan has none. */
    job_step_activity_id: z.nullable(z.number()),
    title: z.string(),
    /** ISO 8601; null until submitted. */
    submitted_at: z.nullable(z.string()),
    /** Submitted answers only, in question order. */
    answers: z.array(PathwayAnswerSchema),
  }),
});
export type PathwayReport = z.infer<typeof PathwayReportSchema>;

export const getPathwayReport = defineEndpoint({
  method: 'GET',
  path: '/pathway/v1/report/{refId}/',
  access: 'signed-in',
  summary:
    "A pathway tracker's report: fit against each role of the pathway (the role's attribute weights and the employee's scores), the employee's interest in each role, and their submitted career pathways questionnaire answers; the employee or staff who may work on the pathway, else 404",
  params: PathwayReportParams,
  query: PathwayReportQuery,
  response: PathwayReportSchema,
});

export const pathwayEndpoints = [getPathwayReport];
