/**
 * The candidate's progress trackers (seed 000 sections 2.11, 3, 4 and 7): one tracker is one
 * candidate's run through one requisition's (or pathway's) screening plan, identified by ref_id.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { ACTIVITY_KIND_TYPES } from './activity-kinds.ts';
import { UserIdParams } from './user.ts';
import { TextVersionsSchema } from './company-text-schema.ts';
import { TrackerNoticeSchema } from './candidate-notice.ts';

export { JOB_TYPE } from './job-type-codes.ts';

/** Every activity kind (contracts/activity-kinds.ts). */
export const ACTIVITY_TYPES = ACTIVITY_KIND_TYPES;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

const uuid = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

/** "Progress tracker item" of seed 000 section 3. */
export const TrackerItemSchema = z.object({
  tracker_title: z.string(),
  job_title: z.string(),
  account_name: z.string(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  /** ISO 8601. */
  created_at: z.string(),
  /** Completed activities over all activities, times 100, rounded down. */
  pct_complete: z.number(),
  /** The job's retake interval minus whole days since the newest tracker for that job; may be <= 0. */
  remaining_days: z.number(),
  job_type_id: z.number(),
  user_id: z.number(),
  job_uuid: z.string(),
  ref_id: z.string(),
  external_application_id: z.nullable(z.string()),
});
export type TrackerItem = z.infer<typeof TrackerItemSchema>;

/** "Progress tracker activity" of seed 000 section 3, with its title and kind. */
export const TrackerActivitySchema = z.object({
  job_step_activity_id: z.number(),
  /** Our model keeps no per-candidate step rows: a tracker's step is its job step. */
  user_step_id: z.number(),
  user_step_tracker_id: z.number(),
  /** Null until the candidate has started the activity. */
  user_step_activity_id: z.nullable(z.number()),
  job_id: z.number(),
  ref_id: z.string(),
  user_id: z.number(),
  asmt_id: z.nullable(z.number()),
  retake_interval_days: z.number(),
  /** ISO 8601: when the candidate started the activity, else when the tracker was created. */
  created_at: z.string(),
  is_completed: z.boolean(),
  remaining_days: z.number(),
  /** In the reader's language where the company wrote a version, else the company default's (D199). */
  title: z.string(),
  /** True when `title` is the company default's because the reader's language has no version. */
  title_is_fallback: z.optional(z.boolean()),
  /** Every version of the title, the default language's included, so the screen can follow a language switch offline. Optional: a device may hold a tracker saved before D199. */
  title_i18n: z.optional(TextVersionsSchema),
  activity_type: ActivityTypeSchema,
});
export type TrackerActivity = z.infer<typeof TrackerActivitySchema>;

export const TrackerStepSchema = z.object({
  job_step_id: z.number(),
  /** In the reader's language where the company wrote a version, else the company default's (D199). */
  name: z.string(),
  name_is_fallback: z.optional(z.boolean()),
  name_i18n: z.optional(TextVersionsSchema),
  sort_order: z.number(),
  activities: z.array(TrackerActivitySchema),
});
export type TrackerStep = z.infer<typeof TrackerStepSchema>;

export const TrackerDetailSchema = z.object({
  tracker: TrackerItemSchema,
  /** The language the texts were chosen for, and the company's default (their fallback). */
  language: z.optional(z.enum(['en', 'es', 'fr'])),
  default_language: z.optional(z.enum(['en', 'es', 'fr'])),
  steps: z.array(TrackerStepSchema),
  /** The candidate notice (D208), before the first step that assesses or scores; null when none does. */
  candidate_notice: z.optional(z.nullable(TrackerNoticeSchema)),
});
export type TrackerDetail = z.infer<typeof TrackerDetailSchema>;

export const CreateTrackerBody = z.object({
  job_uuid: uuid,
  external_application_id: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
  /** Where the candidate came from: `career` (the career page) or `board-{id}` (a job-board feed); other values record no source. */
  source: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});
export type CreateTracker = z.infer<typeof CreateTrackerBody>;

export const RefIdParams = z.object({ refId: uuid });

/** The reader's language for the company's texts; without it, the user's saved language, else the company default. */
export const ContentLanguageQuery = z.object({ language: z.optional(z.enum(['en', 'es', 'fr'])) });

export const listTrackers = defineEndpoint({
  method: 'GET',
  path: '/user/v1/progress-tracker/user/{userId}/',
  access: 'signed-in',
  summary: "A candidate's progress trackers, newest first (yourself, or any user for a provider admin)",
  params: UserIdParams,
  response: z.array(TrackerItemSchema),
});

export const createTracker = defineEndpoint({
  method: 'POST',
  path: '/user/v1/progress-tracker/user/{userId}/',
  access: 'signed-in',
  summary:
    'Apply to a requisition or start a pathway: creates a tracker with a new ref_id. 409 closed when the requisition takes no applications; 409 retake_wait while the last tracker for the job is within its retake interval',
  params: UserIdParams,
  body: CreateTrackerBody,
  response: TrackerItemSchema,
});

/** Our own addition to the spec's catalogue: one tracker with its steps and activities. */
export const getTracker = defineEndpoint({
  method: 'GET',
  path: '/user/v1/progress-tracker/{refId}/',
  access: 'signed-in',
  summary:
    "One tracker's steps and activities: its candidate, a provider admin, or staff of the job's company (smartreq or pathway access, or the job's team)",
  params: RefIdParams,
  query: ContentLanguageQuery,
  response: TrackerDetailSchema,
});

export const progressEndpoints = [listTrackers, createTracker, getTracker];
