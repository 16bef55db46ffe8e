/**
 * Scheduling from any application (D206): an interview the team sets up on an
 * application whose plan has no interview activity (or beside it), the panel's availability side
 * by side, and rescheduling or cancelling any scheduled interview of an application. Every change
 * mails the candidate and the panel with the calendar file (interview-mail.ts).
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { ManualScheduleBody, SchedulingLinkSchema, StaffInterviewSchema } from './staff-interviews.ts';
import { instant, TimeZoneSchema } from './interview-scheduling-common.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const OWN_INTERVIEW_TITLE_MAX = 120;
/** How many days of the panel's calendars the availability view reads at once. */
export const AVAILABILITY_DAYS = 7;
export const DURATION_CHOICES = [30, 45, 60, 90] as const;

export const ApplicationParams = z.object({ userSmartreqId: id });

export const ColleagueSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** Whether they may open the application (only they can be mentioned in a note on it). */
  can_open: z.boolean(),
});
export type Colleague = z.infer<typeof ColleagueSchema>;

export const listColleagues = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/colleagues/',
  access: 'applicant-team',
  summary: "The staff of the application's company, to choose interviewers or mention in a note",
  params: ApplicationParams,
  response: z.array(ColleagueSchema),
});

const SpanSchema = z.object({ starts_at: z.string(), ends_at: z.string() });

export const PanelAvailabilityQuery = z.object({
  /** Comma-separated user ids of the panel being considered. */
  user_ids: z.string().check(z.regex(/^\d{1,10}(,\d{1,10}){0,9}$/, 'Choose at least one interviewer')),
  /** The first instant shown (ISO); the view covers AVAILABILITY_DAYS from it. */
  from: z.string().check(z.refine((v) => v.length <= 40 && !Number.isNaN(Date.parse(v)), 'Enter a date and time')),
  duration_minutes: z.coerce.number().check(z.int(), z.gte(10), z.lte(480)),
});

export const PanelAvailabilitySchema = z.object({
  people: z.array(
    z.object({
      user_id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      /** Their own zone, as set in Assay. */
      time_zone: z.string(),
      /** The hours they set as available, as instants. */
      available: z.array(SpanSchema),
      /** Interviews they already have. */
      busy: z.array(SpanSchema),
    }),
  ),
  /** Times every one of them is available and free for the whole duration. */
  slots: z.array(SpanSchema),
});
export type PanelAvailability = z.infer<typeof PanelAvailabilitySchema>;

export const getPanelAvailability = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/panel-availability/',
  access: 'applicant-team',
  summary:
    "The chosen interviewers' available hours and existing interviews side by side over a week, and the times all are free",
  params: ApplicationParams,
  query: PanelAvailabilityQuery,
  response: PanelAvailabilitySchema,
});

export const OwnInterviewBody = z.extend(ManualScheduleBody, {
  title: z.string().check(z.trim(), z.minLength(1, 'Name the interview'), z.maxLength(OWN_INTERVIEW_TITLE_MAX)),
  /** The kit the interviewers score with; null: the company's first interview kit. */
  interview_kit_id: z.nullable(id),
});
export type OwnInterview = z.infer<typeof OwnInterviewBody>;

export const listOwnInterviews = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/',
  access: 'applicant-team',
  summary: 'The interviews scheduled on the application outside its plan’s interview activities',
  params: ApplicationParams,
  response: z.array(StaffInterviewSchema),
});

export const scheduleOwnInterview = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/',
  access: 'applicant-team',
  summary:
    'Schedule an interview on the application with no interview activity needed; the panel must be free (409 otherwise); mails the candidate and the panel',
  params: ApplicationParams,
  body: OwnInterviewBody,
  response: StaffInterviewSchema,
});

export const PROPOSED_TIMES_MAX = 10;

/**
 * The own interview without a time: the candidate chooses one from the panel's free times, or
 * from the times staff propose (each a common free time when sent; D233).
 */
export const OwnBookingLinkBody = z.extend(z.omit(OwnInterviewBody, { starts_at: true, time_zone: true }), {
  proposed_times: z.optional(
    z
      .array(instant)
      .check(
        z.minLength(1, 'Choose at least one time to propose'),
        z.maxLength(PROPOSED_TIMES_MAX, `Propose at most ${PROPOSED_TIMES_MAX} times`),
      ),
  ),
});
export type OwnBookingLink = z.infer<typeof OwnBookingLinkBody>;

export const sendOwnBookingLink = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/booking-link/',
  access: 'applicant-team',
  summary:
    'Create an interview on the application with no interview activity needed, waiting for the candidate (status requested), and mail the candidate a scheduling link to book one of the panel’s free times of the chosen duration',
  params: ApplicationParams,
  body: OwnBookingLinkBody,
  response: SchedulingLinkSchema,
});

export const InterviewParams = z.object({
  interviewUuid: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'Not an interview')),
});

export const RescheduleBody = z.pick(ManualScheduleBody, { starts_at: true, duration_minutes: true });
export const RescheduleInterviewBody = z.extend(RescheduleBody, { time_zone: TimeZoneSchema });

export const rescheduleInterview = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/interviews/{interviewUuid}/reschedule/',
  access: 'staff',
  summary:
    'Move a scheduled interview (the panel must be free then); mails everyone the change. 404 unless the viewer may work on its job',
  params: InterviewParams,
  body: RescheduleInterviewBody,
  response: StaffInterviewSchema,
});

export const cancelInterview = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/interviews/{interviewUuid}/cancel/',
  access: 'staff',
  summary:
    'Cancel a scheduled interview (mails everyone the cancellation) or one waiting for the candidate to choose a time (its links stop working). 404 unless the viewer may work on its job',
  params: InterviewParams,
  response: OkSchema,
});
