/**
 * The job link (/login/applicant/{jobUUID}, seed 000 section 2.2) as a new candidate first sees it:
 * what the job is and what applying involves, before any account (D196). Public:
 * only what the company shows to anyone who has the link, of an open, published requisition.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';

export const JobLinkActivitySchema = z.object({
  title: z.string(),
  /** `job_step_activities.activity_type`. */
  type: z.string(),
  /** An estimate of the minutes it takes. */
  minutes: z.number(),
  /** It cannot be done without a connection (booking a slot, signing an offer, measuring the connection). */
  needs_connection: z.boolean(),
  /** Done with the company after applying (an interview, an offer): not counted in `total_minutes`. */
  is_after_applying: z.boolean(),
});
export type JobLinkActivity = z.infer<typeof JobLinkActivitySchema>;

export const JobLinkSummarySchema = z.object({
  title: z.string(),
  company_name: z.string(),
  /** "Austin, TX, US"; null when the job names no place. */
  location: z.nullable(z.string()),
  /** Done from home (the published posting says so); `location` is then the country or region, if any. */
  is_remote: z.boolean(),
  /** A few sentences of plain text from the job's description; empty when it has none. */
  description: z.string(),
  steps: z.array(z.object({ name: z.string(), activities: z.array(JobLinkActivitySchema) })),
  /** The activities' estimates added up, those done later with the company (interviews, offers) left out. */
  total_minutes: z.number(),
});
export type JobLinkSummary = z.infer<typeof JobLinkSummarySchema>;

export const getJobLinkSummary = defineEndpoint({
  method: 'GET',
  path: '/job-link/v1/{jobUuid}/',
  access: 'public',
  summary:
    "What a requisition's public link shows before sign-in: title, company, location, a short description and the plan's steps with time estimates. 404 for an unknown, draft, deleted or pathway job and for a suspended company; 404 closed for a requisition no longer accepting applications",
  params: z.object({ jobUuid: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'This link is not valid')) }),
  /** The reader's language (D207): the posting, step and activity names in its version where the company wrote one, else the company default's. */
  query: z.object({ language: z.optional(z.enum(LANGUAGES)) }),
  response: JobLinkSummarySchema,
});
