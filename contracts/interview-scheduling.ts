/**
 * Interview scheduling (seed 001: "interview scheduling: scheduling, manual scheduling, declining,
 * and requesting time slots"; /schedule-interview/{uuid} needs no login; "custom schedule invite
 * and manual schedule: data and interviewUuid"; "interviewer info: ... plus upcoming interviews").
 *
 * - An interviewer keeps their own availability and profile (/interviews/v1/my-...).
 * - Staff who may work on an application's job send a scheduling link for one of its interview
 *   activities (this is "requesting time slots": the candidate picks), schedule it by hand, or
 *   decline it.
 * - The candidate opens /schedule-interview/{token}: the link's token is the only credential (the
 *   server keeps only its hash); it books, reschedules or cancels until CHANGE_CUTOFF_HOURS before
 *   the start.
 * - The signed-in candidate lists their interviews (/user/v1/interview-list/).
 * This file holds the candidate's side; the staff side is in staff-interviews.ts and the shared
 * rules in interview-scheduling-common.ts, both re-exported here. Times on the wire are ISO 8601
 * instants (UTC); every zone is an IANA name.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { instant, INTERVIEW_STATUSES, InterviewUuidParams, TimeZoneSchema } from './interview-scheduling-common.ts';
import {
  declineInterview,
  getMyAvailability,
  getMyProfile,
  getStaffInterview,
  listApplicationInterviews,
  saveMyAvailability,
  saveMyProfile,
  scheduleManually,
  sendSchedulingLink,
} from './staff-interviews.ts';

export * from './interview-scheduling-common.ts';
export * from './staff-interviews.ts';

// The candidate's side, by link.

export const BookingTokenParams = z.object({
  token: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'This scheduling link is not valid')),
});
export const BookingQuery = z.object({ time_zone: z.optional(TimeZoneSchema) });

export const SlotSchema = z.object({ starts_at: z.string(), ends_at: z.string() });

export const BookingPageSchema = z.object({
  status: z.enum(INTERVIEW_STATUSES),
  company_name: z.string(),
  job_title: z.string(),
  activity_title: z.string(),
  applicant_first_name: z.string(),
  duration_minutes: z.number(),
  location: z.string(),
  meeting_url: z.string(),
  instructions: z.string(),
  interviewer_names: z.array(z.string()),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  /** The zone the slots are meant to be shown in (the query's, else the interview's, else UTC). */
  time_zone: z.string(),
  /** Whether the candidate may still book, reschedule or cancel (false within the cut-off). */
  can_change: z.boolean(),
  change_cutoff_hours: z.number(),
  slots: z.array(SlotSchema),
});
export type BookingPage = z.infer<typeof BookingPageSchema>;

export const getBookingPage = defineEndpoint({
  method: 'GET',
  path: '/schedule-interview/v1/{token}/',
  access: 'public',
  summary:
    'What a scheduling link shows: the interview and its free slots. 404 for an unknown link, 410 link_expired for an expired or closed one (no data)',
  params: BookingTokenParams,
  query: BookingQuery,
  response: BookingPageSchema,
});

export const BookSlotBody = z.object({ starts_at: instant, time_zone: TimeZoneSchema });

export const bookSlot = defineEndpoint({
  method: 'POST',
  path: '/schedule-interview/v1/{token}/book/',
  access: 'public',
  summary:
    'Book (or move the booking to) one of the free slots; 409 slot_taken when it is no longer free, 409 change_closed within the cut-off',
  params: BookingTokenParams,
  body: BookSlotBody,
  response: BookingPageSchema,
});

export const cancelBooking = defineEndpoint({
  method: 'POST',
  path: '/schedule-interview/v1/{token}/cancel/',
  access: 'public',
  summary: 'The candidate cancels the interview (not within the cut-off); the link stops working',
  params: BookingTokenParams,
  response: OkSchema,
});

// The signed-in candidate.

export const CandidateInterviewSchema = z.object({
  interview_uuid: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  company_name: z.string(),
  job_title: z.string(),
  job_uuid: z.string(),
  ref_id: z.string(),
  activity_title: z.string(),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  time_zone: z.nullable(z.string()),
  location: z.string(),
  meeting_url: z.string(),
  /** What to prepare: the activity's instructions. */
  instructions: z.string(),
  interviewer_names: z.array(z.string()),
  can_change: z.boolean(),
});
export type CandidateInterview = z.infer<typeof CandidateInterviewSchema>;

export const listMyInterviews = defineEndpoint({
  method: 'GET',
  path: '/user/v1/interview-list/',
  access: 'signed-in',
  summary: "The signed-in candidate's interviews, upcoming first",
  response: z.array(CandidateInterviewSchema),
});

export const openManageLink = defineEndpoint({
  method: 'POST',
  path: '/user/v1/interview-list/{interviewUuid}/manage-link/',
  access: 'signed-in',
  summary:
    "A fresh scheduling link for one of the signed-in candidate's own interviews (to book, reschedule or cancel); 404 for anyone else's",
  params: InterviewUuidParams,
  response: z.object({ path: z.string() }),
});

export const interviewSchedulingEndpoints = [
  getMyAvailability,
  saveMyAvailability,
  getMyProfile,
  saveMyProfile,
  listApplicationInterviews,
  sendSchedulingLink,
  scheduleManually,
  declineInterview,
  getStaffInterview,
  getBookingPage,
  bookSlot,
  cancelBooking,
  listMyInterviews,
  openManageLink,
];
