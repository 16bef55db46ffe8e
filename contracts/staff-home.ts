/**
 * The staff home (D202): what needs the signed-in staff member today, each
 * task a link to act. Per user and per company: "my requisitions" are the requisitions whose team
 * the viewer is on; interviews and feedback are the viewer's own as an interviewer; offers are
 * those of the viewer's requisitions, or waiting for the viewer's own signature.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { CompanyStageNamesSchema, MOVABLE_COMPANY_STAGES } from './pipeline.ts';
import { TimeZoneSchema } from './interview-scheduling-common.ts';
import { HOME_WHOLE_LISTS } from './staff-home-lists.ts';

export { HOME_TASKS_WHOLE, HOME_WHOLE_LISTS, type HomeWholeList } from './staff-home-lists.ts';

/** Applicants who stayed in one stage longer than this many days are listed as idle by default. */
export const IDLE_DAYS_DEFAULT = 7;
export const IDLE_DAYS_MAX = 365;
/** Each task list shows at most this many items; its `count` says how many there are. */
export const HOME_TASKS_SHOWN = 8;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const StaffHomeQuery = z.object({
  account_id: z.optional(id),
  /** The IANA time zone "today" is counted in (the browser's own); UTC without it. */
  time_zone: z.optional(TimeZoneSchema),
  idle_days: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(IDLE_DAYS_MAX))),
  /** One list to answer whole (up to HOME_TASKS_WHOLE items) instead of its first HOME_TASKS_SHOWN. */
  whole: z.optional(z.enum(HOME_WHOLE_LISTS)),
});
export type StaffHomeQueryValue = z.infer<typeof StaffHomeQuery>;

export const HomeApplicantTaskSchema = z.object({
  user_smartreq_id: z.number(),
  job_id: z.number(),
  job_title: z.string(),
  candidate_name: z.string(),
  /** ISO date-time: when the application came (new), entered its stage (idle). */
  since: z.string(),
  /** The plan step the applicant stands at, when the plan has one. */
  stage_name: z.nullable(z.string()),
  /** The company stage past the plan staff moved the applicant into (D384), shown instead of the step. */
  company_stage: z.nullable(z.enum(MOVABLE_COMPANY_STAGES)),
  /** The company's own names of that stage per language (empty: the product's). */
  company_stage_names: CompanyStageNamesSchema,
  days: z.number(),
});
export type HomeApplicantTask = z.infer<typeof HomeApplicantTaskSchema>;

export const HomeInterviewTaskSchema = z.object({
  interview_uuid: z.string(),
  candidate_name: z.string(),
  job_title: z.nullable(z.string()),
  starts_at: z.nullable(z.string()),
  time_zone: z.nullable(z.string()),
});
export type HomeInterviewTask = z.infer<typeof HomeInterviewTaskSchema>;

export const HomeOfferTaskSchema = z.object({
  user_smartreq_id: z.number(),
  job_title: z.string(),
  candidate_name: z.string(),
  /**
   * draft: to approve and send; my_approval: a draft whose approval is the viewer's turn (D320);
   * sent or viewed: awaiting signature; my_signature: awaiting the viewer's own signature.
   */
  waiting_for: z.enum(['approval', 'my_approval', 'signature', 'my_signature']),
  since: z.string(),
});
export type HomeOfferTask = z.infer<typeof HomeOfferTaskSchema>;

export const HomeAccommodationTaskSchema = z.object({
  user_smartreq_id: z.number(),
  job_title: z.string(),
  candidate_name: z.string(),
  /** The kinds asked for (contracts/accommodation-kinds.ts); `alternative_process` comes from the candidate notice (D208). */
  kinds: z.array(z.string()),
  since: z.string(),
});
export type HomeAccommodationTask = z.infer<typeof HomeAccommodationTaskSchema>;
/** A note that mentions the viewer, until they open the application (D206). */
export const HomeMentionTaskSchema = z.object({
  comment_uuid: z.string(),
  user_smartreq_id: z.number(),
  job_title: z.string(),
  candidate_name: z.string(),
  author_name: z.string(),
  since: z.string(),
});
export type HomeMentionTask = z.infer<typeof HomeMentionTaskSchema>;

/** A candidate's reply to an application of the viewer's requisitions, until one of its staff reads it (D298). */
export const HomeReplyTaskSchema = z.object({
  reply_id: z.number(),
  user_smartreq_id: z.number(),
  job_title: z.string(),
  candidate_name: z.string(),
  subject: z.string(),
  since: z.string(),
});
export type HomeReplyTask = z.infer<typeof HomeReplyTaskSchema>;

const list = <T extends z.ZodMiniType>(item: T) => z.object({ count: z.number(), items: z.array(item) });

export const StaffHomeSchema = z.object({
  feedback_due: list(HomeInterviewTaskSchema),
  interviews_today: list(HomeInterviewTaskSchema),
  interviews_this_week: list(HomeInterviewTaskSchema),
  new_applicants: list(HomeApplicantTaskSchema),
  offers: list(HomeOfferTaskSchema),
  idle_applicants: list(HomeApplicantTaskSchema),
  /**
   * Accommodation and alternative-process requests on the viewer's requisitions waiting for a
   * decision, oldest first; always empty without the private-data permission, which deciding needs (D263).
   */
  accommodation_requests: list(HomeAccommodationTaskSchema),
  idle_days: z.number(),
  mentions: list(HomeMentionTaskSchema),
  replies: list(HomeReplyTaskSchema),
  /** The requisitions whose team the viewer is on, newest first (the board is one click away). */
  my_requisitions: z.array(z.object({ job_id: z.number(), title: z.string(), active_count: z.number() })),
});
export type StaffHome = z.infer<typeof StaffHomeSchema>;

export const getStaffHome = defineEndpoint({
  method: 'GET',
  path: '/staff/v1/home/',
  access: 'company-staff',
  summary:
    "The viewer's tasks at one company: feedback due, interviews today and this week, new and idle applicants of their requisitions, offers awaiting approval or signature, notes that mention them, candidates' unread replies",
  query: StaffHomeQuery,
  response: StaffHomeSchema,
});
