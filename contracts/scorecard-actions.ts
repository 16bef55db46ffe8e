/**
 * The actions on one application (seed 001 sections 3 and 7): status, time accommodation, reject
 * and recover, mark as new, hire and share. Split out of contracts/scorecard.ts, which re-exports it.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { RejectionEmailSchema } from './rejection-email.ts';
import {
  APPLICATION_STATUSES,
  ApplicationIdParams,
  bodyId,
  date,
  time,
  UserSmartreqIdParams,
} from './scorecard-common.ts';

export const ApplicationStateSchema = z.object({
  user_smartreq_id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  is_new: z.boolean(),
  rejection_reason_id: z.nullable(z.number()),
  rejection_note: z.nullable(z.string()),
  hired_at: z.nullable(time),
  hire_start_date: z.nullable(z.string()),
});
export type ApplicationState = z.infer<typeof ApplicationStateSchema>;

/** Rejecting needs a reason: PATCH status moves between active and hired; reject does the rest. */
export const UpdateStatusBody = z.object({ status: z.enum(['active', 'hired']) });

export const updateApplicationStatus = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/status/',
  access: 'staff',
  summary:
    'Set an application active or hired (active clears a rejection or a hire). 409 when a rejected applicant would be hired',
  params: UserSmartreqIdParams,
  body: UpdateStatusBody,
  response: ApplicationStateSchema,
});

/** Extra time on every timed activity (skills tests, typing test), set by staff on the application. */
export const TIME_ACCOMMODATIONS = [1, 1.25, 1.5, 2] as const;
export const TimeAccommodationBody = z.object({ time_accommodation: z.literal(TIME_ACCOMMODATIONS) });
export const TimeAccommodationSchema = z.object({ user_smartreq_id: z.number(), time_accommodation: z.number() });

export const setTimeAccommodation = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/time-accommodation/',
  access: 'staff',
  summary:
    'Set the time multiplier (1, 1.25, 1.5 or 2) every timed activity of this application gives; a section already started keeps its time',
  params: UserSmartreqIdParams,
  body: TimeAccommodationBody,
  response: TimeAccommodationSchema,
});

export const REASON_NOTE_MAX = 2000;
export const RejectBody = z.object({
  rejection_reason_id: bodyId,
  reason_note: z.optional(z.string().check(z.trim(), z.maxLength(REASON_NOTE_MAX))),
  /** A mail to the candidate from the reject dialog, now or at its `send_at` (D213). */
  email: z.optional(RejectionEmailSchema),
});

export const rejectApplication = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{id}/reject/',
  access: 'staff',
  summary:
    "Reject an application with one of its company's active reasons and a note (again: the reason changes), and optionally mail the candidate now or at `email.send_at` (merge fields filled on the server; undo cancels a mail not yet sent). 400 for another company's reason, an unknown merge field or a time not ahead",
  params: ApplicationIdParams,
  body: RejectBody,
  response: ApplicationStateSchema,
});

export const recoverApplication = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{id}/recover/',
  access: 'staff',
  summary:
    'A rejected application back to active, its rejection cleared (an active one stays as it is). 409 for a hired one',
  params: ApplicationIdParams,
  response: ApplicationStateSchema,
});

export const markApplicationNew = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{id}/mark-new/',
  access: 'staff',
  summary: 'Mark an application as new (unseen) again',
  params: ApplicationIdParams,
  response: ApplicationStateSchema,
});

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export const HirePersonalDataBody = z.object({
  user_smartreq_id: bodyId,
  first_name: name,
  last_name: name,
  phone_number: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(40), z.regex(/^[0-9+()\-. ]*$/, 'Enter a phone number'))),
  ),
  hire_start_date: z.optional(z.nullable(date)),
});
export type HirePersonalData = z.infer<typeof HirePersonalDataBody>;

export const updateHireData = defineEndpoint({
  method: 'PATCH',
  path: '/user/v1/hire/',
  access: 'staff',
  summary:
    "Before hiring: the applicant's personal data (names, phone) and the planned start date. 409 for a rejected applicant",
  body: HirePersonalDataBody,
  response: ApplicationStateSchema,
});

export const HireBody = z.object({ user_smartreq_id: bodyId, start_date: z.optional(z.nullable(date)) });

export const hireApplication = defineEndpoint({
  method: 'POST',
  path: '/user/v1/hire/',
  access: 'staff',
  summary: 'Hire the applicant (hired again: unchanged). 409 when the applicant is rejected: recover first',
  body: HireBody,
  response: ApplicationStateSchema,
});

export const SHARE_RECIPIENTS_MAX = 10;
export const ShareScorecardBody = z.object({
  user_smartreq_id: bodyId,
  message: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  recipients: z
    .array(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()))
    .check(z.minLength(1), z.maxLength(SHARE_RECIPIENTS_MAX)),
});
export type ShareScorecard = z.infer<typeof ShareScorecardBody>;

export const shareScorecard = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/scorecard-share/',
  access: 'staff',
  summary:
    'Mail a link to the scorecard with a message to 1 to 10 recipients (one outbox mail each; they need access to open it)',
  body: ShareScorecardBody,
  response: z.object({ sent: z.number() }),
});
