/**
 * The interview dashboards of the report family: how the interviews of the filter's applications
 * went (interview overview, interview effort), and how each interviewer scores compared with the
 * rest of the panel (interviewer score summary and details). Scores are the rubric's 1-5 levels
 * of submitted evaluations only; drafts never count. Same filters and access as the other reports.
 */
import * as z from 'zod/mini';
import { ReportFilterSchema } from './analytics.ts';
import { defineEndpoint } from './endpoint.ts';
import { INTERVIEW_STATUSES, RECOMMENDATIONS } from './interview.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const Range = z.object({ from_date: z.string(), to_date: z.string() });

/** Counts of scores 1 to 5 (index 0 is a score of 1). */
const ScoreCounts = z.array(z.number());

export const InterviewOverviewSchema = z.object({
  range: Range,
  interviews: z.number(),
  by_status: z.array(z.object({ status: z.enum(INTERVIEW_STATUSES), interviews: z.number() })),
  evaluations_submitted: z.number(),
  /** Interviewer time spent in completed interviews: each interview's length times its panel. */
  interviewer_hours: z.number(),
  /** Per recommendation: the submitted evaluations that gave it and how many of those applicants were hired. */
  recommendations: z.array(
    z.object({ recommendation: z.enum(RECOMMENDATIONS), evaluations: z.number(), hired: z.number() }),
  ),
  attributes: z.array(
    z.object({
      attribute_type_id: z.number(),
      name: z.string(),
      scores: z.number(),
      mean: z.nullable(z.number()),
      counts: ScoreCounts,
    }),
  ),
});
export type InterviewOverview = z.infer<typeof InterviewOverviewSchema>;

const Calibration = {
  /** Scores given. */
  scores: z.number(),
  mean: z.nullable(z.number()),
  /** Scores given where another interviewer on the same interview scored the same attribute. */
  compared: z.number(),
  /** The mean of the others' scores on those same interviews and attributes. */
  panel_mean: z.nullable(z.number()),
  /** Mean of (own score minus the others' mean) over the compared scores: above 0 scores higher than the panel. */
  difference: z.nullable(z.number()),
};

export const InterviewerSummarySchema = z.object({
  range: Range,
  interviewers: z.array(
    z.object({
      user_id: z.number(),
      full_name: z.string(),
      /** Interviews of the filter's applications this person is on. */
      interviews: z.number(),
      evaluations_submitted: z.number(),
      counts: ScoreCounts,
      recommendations: z.array(z.object({ recommendation: z.enum(RECOMMENDATIONS), evaluations: z.number() })),
      ...Calibration,
    }),
  ),
});
export type InterviewerSummary = z.infer<typeof InterviewerSummarySchema>;

export const InterviewerDetailSchema = z.object({
  range: Range,
  user_id: z.number(),
  full_name: z.string(),
  attributes: z.array(
    z.object({ attribute_type_id: z.number(), name: z.string(), counts: ScoreCounts, ...Calibration }),
  ),
});
export type InterviewerDetail = z.infer<typeof InterviewerDetailSchema>;

const AccountParams = z.object({ accountId: id });
const JobParams = z.object({ jobId: id });

export const accountInterviewOverview = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/interview-overview/',
  access: 'company-dashboard',
  summary:
    "Interviews of the filter's applications by status, interview effort, recommendations against hires, and attribute scores",
  params: AccountParams,
  query: ReportFilterSchema,
  response: InterviewOverviewSchema,
});
export const accountInterviewerSummary = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/interviewers/',
  access: 'company-dashboard',
  summary:
    'Interviewer score summary: per interviewer, interviews, evaluations, score distribution and difference from the rest of the panel',
  params: AccountParams,
  query: ReportFilterSchema,
  response: InterviewerSummarySchema,
});
export const accountInterviewerDetail = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/interviewers/{interviewerId}/',
  access: 'company-dashboard',
  summary: "Interviewer score details: one interviewer's scores per attribute against the rest of the panel",
  params: z.object({ accountId: id, interviewerId: id }),
  query: ReportFilterSchema,
  response: InterviewerDetailSchema,
});
export const jobInterviewOverview = defineEndpoint({
  method: 'GET',
  path: '/report/v1/smartreq/{jobId}/interviews/',
  access: 'job-team',
  summary: "One requisition's interviews by status, effort, recommendations and attribute scores",
  params: JobParams,
  query: ReportFilterSchema,
  response: InterviewOverviewSchema,
});
export const jobInterviewerSummary = defineEndpoint({
  method: 'GET',
  path: '/report/v1/smartreq/{jobId}/interviewers/',
  access: 'job-team',
  summary: "One requisition's interviewer score summary",
  params: JobParams,
  query: ReportFilterSchema,
  response: InterviewerSummarySchema,
});
