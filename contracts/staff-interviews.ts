/**
 * Interview scheduling as staff see it: an interviewer's own availability and profile
 * (/interviews/v1/my-...), an application's interview activities with their live interview, and
 * what staff who may work on the job do with one: send a scheduling link (the candidate picks),
 * schedule it by hand, or decline it. The candidate's side is in interview-scheduling.ts, which
 * re-exports this file. Times on the wire are ISO 8601 instants (UTC); every zone is an IANA name.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import {
  httpUrl,
  hhmm,
  instant,
  INTERVIEW_STATUSES,
  InterviewUuidParams,
  isoDate,
  LOCATION_MAX,
  TimeZoneSchema,
  toMinutes,
} from './interview-scheduling-common.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

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
  /** While the candidate has not booked: the times staff proposed (D233); absent when any free time may be booked. */
  proposed_times: z.optional(z.array(z.string())),
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

export const getStaffInterview = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/interviews/{interviewUuid}/',
  access: 'staff',
  summary: 'One interview by its uuid. 404 unless the viewer may work on its job or sits on its panel',
  params: InterviewUuidParams,
  response: StaffInterviewSchema,
});
