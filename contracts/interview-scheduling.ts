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
 * Times on the wire are ISO 8601 instants (UTC); every zone is an IANA name.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** The candidate may not book a slot that starts sooner than this. */
export const MIN_NOTICE_HOURS = 12;
/** Nor one further away than this. */
export const BOOKING_WINDOW_DAYS = 28;
/** Booking, rescheduling and cancelling by the candidate close this long before the start. */
export const CHANGE_CUTOFF_HOURS = 24;
/** A scheduling link that has not been used stays valid this long. */
export const LINK_VALID_DAYS = 14;
/** Slots start on the hour and the half hour. */
export const SLOT_STEP_MINUTES = 30;
export const DEFAULT_DURATION_MINUTES = 30;
export const MEETING_URL_MAX = 500;
export const LOCATION_MAX = 300;

export const INTERVIEW_STATUSES = [
  'unscheduled',
  'requested',
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
  'declined',
] as const;
export type InterviewStatusValue = (typeof INTERVIEW_STATUSES)[number];

/** Whether the runtime knows the IANA zone (Intl throws a RangeError for an unknown one). */
export function isKnownTimeZone(name: string): boolean {
  if (!name || name.length > 64 || !(name === 'UTC' || name.includes('/'))) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z.string().check(z.refine(isKnownTimeZone, 'Choose a time zone from the list'));
const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Enter a time as HH:MM'));
const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Enter a date as YYYY-MM-DD'));
const instant = z
  .string()
  .check(z.refine((v) => v.length <= 40 && !Number.isNaN(Date.parse(v)) && /T/.test(v), 'Enter a date and time'));
const httpUrl = z.string().check(
  z.trim(),
  z.maxLength(MEETING_URL_MAX),
  z.refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Enter a link that starts with https://'),
);

/** "HH:MM" -> minutes from midnight ("24:00" is 1440). */
export const toMinutes = (value: string): number => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
export const fromMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const HoursSchema = z.object({ start: hhmm, end: hhmm }).check(
  z.refine((h) => toMinutes(h.end) > toMinutes(h.start), {
    message: 'The end must be after the start',
    path: ['end'],
  }),
);
export const WeeklyHoursSchema = z
  .object({ weekday: z.number().check(z.int(), z.gte(1), z.lte(7)), start: hhmm, end: hhmm })
  .check(
    z.refine((h) => toMinutes(h.end) > toMinutes(h.start), {
      message: 'The end must be after the start',
      path: ['end'],
    }),
  );
export const AvailabilityExceptionSchema = z.object({
  date: isoDate,
  /** Empty: not available that day; otherwise these hours replace the weekly ones. */
  hours: z.array(HoursSchema).check(z.maxLength(6)),
});

export const AvailabilitySchema = z.object({
  time_zone: z.string(),
  weekly: z.array(WeeklyHoursSchema),
  exceptions: z.array(AvailabilityExceptionSchema),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export const SaveAvailabilityBody = z.object({
  time_zone: TimeZoneSchema,
  weekly: z.array(WeeklyHoursSchema).check(z.maxLength(42)),
  exceptions: z.array(AvailabilityExceptionSchema).check(z.maxLength(366)),
});
export type SaveAvailability = z.infer<typeof SaveAvailabilityBody>;

const PersonSchema = z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string() });

/** One interview as staff and interviewers see it. */
export const StaffInterviewSchema = z.object({
  interview_uuid: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  job_id: z.number(),
  job_title: z.string(),
  job_step_activity_id: z.nullable(z.number()),
  activity_title: z.string(),
  user_smartreq_id: z.number(),
  applicant: PersonSchema,
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  time_zone: z.nullable(z.string()),
  location: z.string(),
  meeting_url: z.string(),
  interviewers: z.array(PersonSchema),
  /** When the newest unused scheduling link runs out; null when none is live. */
  link_expires_at: z.nullable(z.string()),
  /** Interviewers whose own calendar could not be written yet (the server retries), with the calendar server's reason (D209). */
  calendar_problems: z.array(z.object({ ...PersonSchema.shape, reason: z.string() })),
});
export type StaffInterview = z.infer<typeof StaffInterviewSchema>;

export const MyProfileSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  time_zone: z.string(),
  meeting_url: z.string(),
  upcoming_count: z.number(),
  /** The next ten scheduled interviews the user is on. */
  upcoming: z.array(StaffInterviewSchema),
});
export type MyProfile = z.infer<typeof MyProfileSchema>;

export const SaveMyProfileBody = z.object({
  first_name: z.string().check(z.trim(), z.minLength(1, 'Enter your first name'), z.maxLength(100)),
  last_name: z.string().check(z.trim(), z.minLength(1, 'Enter your last name'), z.maxLength(100)),
  time_zone: TimeZoneSchema,
  meeting_url: httpUrl,
});
export type SaveMyProfile = z.infer<typeof SaveMyProfileBody>;

export const getMyAvailability = defineEndpoint({
  method: 'GET',
  path: '/interviews/v1/my-availability/',
  access: 'staff',
  summary: "The signed-in interviewer's weekly hours, date exceptions and time zone",
  response: AvailabilitySchema,
});

export const saveMyAvailability = defineEndpoint({
  method: 'PUT',
  path: '/interviews/v1/my-availability/',
  access: 'staff',
  summary:
    "Replace the signed-in interviewer's weekly hours, exceptions and time zone (overlapping hours on one day are refused)",
  body: SaveAvailabilityBody,
  response: AvailabilitySchema,
});

export const getMyProfile = defineEndpoint({
  method: 'GET',
  path: '/interviews/v1/my-profile/',
  access: 'staff',
  summary: "The signed-in interviewer's name, time zone, default meeting link and upcoming interviews",
  response: MyProfileSchema,
});

export const saveMyProfile = defineEndpoint({
  method: 'PUT',
  path: '/interviews/v1/my-profile/',
  access: 'staff',
  summary: "Change the signed-in interviewer's name, time zone and default meeting link",
  body: SaveMyProfileBody,
  response: MyProfileSchema,
});

export const ApplicationInterviewsParams = z.object({ userSmartreqId: id });
export const ApplicationInterviewParams = z.object({ userSmartreqId: id, jobStepActivityId: id });

/** One interview activity of the application's plan and its live interview, if any. */
export const ApplicationInterviewSchema = z.object({
  job_step_activity_id: z.number(),
  activity_title: z.string(),
  duration_minutes: z.number(),
  /** The activity's default panel. */
  default_interviewers: z.array(PersonSchema),
  interview: z.nullable(StaffInterviewSchema),
});
export type ApplicationInterview = z.infer<typeof ApplicationInterviewSchema>;

export const listApplicationInterviews = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/interviews/',
  access: 'applicant-team',
  summary:
    "The interview activities of an application's plan, each with its live interview. 404 unless the viewer may work on the job",
  params: ApplicationInterviewsParams,
  response: z.array(ApplicationInterviewSchema),
});

const panel = z.array(id).check(z.maxLength(10));

export const SendSchedulingLinkBody = z.object({
  /** The panel; the activity's default panel when absent. */
  interviewer_user_ids: z.optional(panel),
});

export const SchedulingLinkSchema = z.object({
  interview: StaffInterviewSchema,
  /** The browser path of the link (also mailed to the candidate); shown once. */
  path: z.string(),
});

export const sendSchedulingLink = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/interviews/{jobStepActivityId}/invite/',
  access: 'staff',
  summary:
    'Request times: create or reuse the live interview of the activity (status requested), retire older links and mail the candidate a new expiring scheduling link',
  params: ApplicationInterviewParams,
  body: SendSchedulingLinkBody,
  response: SchedulingLinkSchema,
});

export const ManualScheduleBody = z.object({
  starts_at: instant,
  /** The zone the time was picked in: the invitation's zone. */
  time_zone: TimeZoneSchema,
  duration_minutes: z
    .number()
    .check(
      z.int(),
      z.gte(10, 'An interview lasts at least 10 minutes'),
      z.lte(480, 'An interview lasts at most 8 hours'),
    ),
  interviewer_user_ids: panel.check(z.minLength(1, 'Choose at least one interviewer')),
  location: z.optional(z.string().check(z.trim(), z.maxLength(LOCATION_MAX))),
  meeting_url: z.optional(httpUrl),
});
export type ManualSchedule = z.infer<typeof ManualScheduleBody>;

export const scheduleManually = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/interviews/{jobStepActivityId}/schedule/',
  access: 'staff',
  summary:
    'Schedule the interview at a chosen time with a chosen panel (the panel must be free then: 409 otherwise); mails the candidate and the panel an invitation',
  params: ApplicationInterviewParams,
  body: ManualScheduleBody,
  response: StaffInterviewSchema,
});

export const declineInterview = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/interviews/{jobStepActivityId}/decline/',
  access: 'applicant-team',
  summary:
    'Decline the live interview (no interview for this application); a scheduled one is cancelled in everyone’s calendar',
  params: ApplicationInterviewParams,
  response: StaffInterviewSchema,
});

export const InterviewUuidParams = z.object({
  interviewUuid: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'Not an interview')),
});

export const getStaffInterview = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/interviews/{interviewUuid}/',
  access: 'staff',
  summary: 'One interview by its uuid. 404 unless the viewer may work on its job or sits on its panel',
  params: InterviewUuidParams,
  response: StaffInterviewSchema,
});

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
