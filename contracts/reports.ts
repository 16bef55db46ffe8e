/**
 * My Reports and the assessment report (seed 000 sections 2, 3, 7). A report is one
 * submitted questionnaire attempt (user_asmt_id = user_attempts.attempt_id), scored on request
 * from the stored answers with the same scoring key as the recruiters' scores. Only the candidate
 * (and a provider admin) reads it; anyone else 404. Bands: see scoreBand and docs/scoring.md.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LanguageSchema, UserIdParams } from './user.ts';
import { SCORE_BANDS } from './report-bands.ts';

export const ReportKindSchema = z.enum(['personality', 'interests', 'values', 'competencies']);
export type ReportKind = z.infer<typeof ReportKindSchema>;

export const ScoreBandSchema = z.enum(SCORE_BANDS);
export { HIGH_ABOVE, LOW_BELOW, scoreBand, type ScoreBand } from './report-bands.ts';

const LanguageQuery = z.object({
  /** Texts in this language (English where missing); the viewer's preferred language when absent. */
  language: z.optional(LanguageSchema),
});

export const ReportSummarySchema = z.object({
  /** The submitted attempt's id: the report's id. */
  user_asmt_id: z.string(),
  asmt_id: z.number(),
  kind: ReportKindSchema,
  title: z.string(),
  job_title: z.string(),
  ref_id: z.string(),
  completed_at: z.string(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportAttributeSchema = z.object({
  code: z.string(),
  /** A facet's domain; null for a top-level attribute. */
  parent_code: z.nullable(z.string()),
  name: z.string(),
  /** A short description where the content has one; null otherwise. */
  description: z.nullable(z.string()),
  item_count: z.number(),
  answered_count: z.number(),
  raw: z.nullable(z.number()),
  /** 0-100; null when fewer than 75% of its items were answered. */
  normalised: z.nullable(z.number()),
  band: z.nullable(ScoreBandSchema),
});
export type ReportAttribute = z.infer<typeof ReportAttributeSchema>;

export const AssessmentReportSchema = z.object({
  ...ReportSummarySchema.shape,
  language: LanguageSchema,
  candidate_name: z.string(),
  scoring_key: z.string(),
  method: z.enum(['sum', 'mean']),
  /** Interests only: the three highest RIASEC types, highest first. */
  holland_code: z.nullable(z.string()),
  item_count: z.number(),
  answered_count: z.number(),
  attributes: z.array(ReportAttributeSchema),
});
export type AssessmentReport = z.infer<typeof AssessmentReportSchema>;

export const listAssessmentReports = defineEndpoint({
  method: 'GET',
  path: '/user/v1/assessments/{userId}/',
  access: 'signed-in',
  summary: "A candidate's completed questionnaires, newest first (own only; provider admin may read)",
  params: UserIdParams,
  query: LanguageQuery,
  response: z.array(ReportSummarySchema),
});

export const ReportIdParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
});

export const getAssessmentReport = defineEndpoint({
  method: 'GET',
  path: '/user/v1/assessment-report/{id}/',
  access: 'signed-in',
  summary: 'One questionnaire report: scores per attribute with bands (own only; provider admin may read)',
  params: ReportIdParams,
  query: LanguageQuery,
  response: AssessmentReportSchema,
});

export const reportEndpoints = [listAssessmentReports, getAssessmentReport];
