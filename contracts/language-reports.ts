/**
 * The Language Assessment dashboards of the report family (account and requisition): for each
 * language-test part the filter's applications took ('listening|es|en'), how many started and
 * completed it, the percent correct (mean and median) and the bands reached, with the hires among
 * those who completed it. Same filters and access as the other reports.
 */
import * as z from 'zod/mini';
import { ReportFilterSchema } from './analytics.ts';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGE_BANDS } from './language-test.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const LanguageAssessmentReportSchema = z.object({
  range: z.object({ from_date: z.string(), to_date: z.string() }),
  parts: z.array(
    z.object({
      /** The part as 'type|language|instruction language'. */
      part: z.string(),
      assessment_type: z.string(),
      language: z.string(),
      started: z.number(),
      completed: z.number(),
      /** Of those who completed it. */
      hired: z.number(),
      mean_percent: z.nullable(z.number()),
      median_percent: z.nullable(z.number()),
      /** Every band, lowest first, with the applicants who completed the part in it. */
      bands: z.array(z.object({ band: z.enum(LANGUAGE_BANDS), applicants: z.number(), hired: z.number() })),
    }),
  ),
});
export type LanguageAssessmentReport = z.infer<typeof LanguageAssessmentReportSchema>;

export const accountLanguageAssessment = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/language-assessment/',
  access: 'company-dashboard',
  summary: "Language-test parts of the filter's applications: started, completed, percent correct, bands and hires",
  params: z.object({ accountId: id }),
  query: ReportFilterSchema,
  response: LanguageAssessmentReportSchema,
});
export const jobLanguageAssessment = defineEndpoint({
  method: 'GET',
  path: '/report/v1/smartreq/{jobId}/language-assessment/',
  access: 'job-team',
  summary: "One requisition's language-test parts: started, completed, percent correct, bands and hires",
  params: z.object({ jobId: id }),
  query: ReportFilterSchema,
  response: LanguageAssessmentReportSchema,
});
