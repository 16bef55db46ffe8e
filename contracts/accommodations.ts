/**
 * Accommodations, asked and applied (decision D200): a candidate asks on their own application
 * (`/user/v1/accommodations/{refId}/`); the application's hiring team approves or declines
 * (`/smartreq/v1/user-smartreq/{userSmartreqId}/accommodations/`). An approval of extra time sets the
 * application's time accommodation, which every timed item's deadline reads on the server.
 */
import * as z from 'zod/mini';
import {
  ACCOMMODATION_KINDS,
  ACCOMMODATION_NOTE_MAX,
  ACCOMMODATION_STATUSES,
  EXTRA_TIME_MULTIPLIERS,
} from './accommodation-kinds.ts';
import { defineEndpoint } from './endpoint.ts';
import { RefIdParams } from './progress.ts';
import { id, UserSmartreqIdParams } from './scorecard-common.ts';

export * from './accommodation-kinds.ts';

const note = z.string().check(z.trim(), z.maxLength(ACCOMMODATION_NOTE_MAX));

export const AccommodationRequestSchema = z.object({
  accommodation_request_id: z.number(),
  kinds: z.array(z.enum(ACCOMMODATION_KINDS)),
  note: z.string(),
  status: z.enum(ACCOMMODATION_STATUSES),
  time_multiplier: z.nullable(z.number()),
  decision_note: z.string(),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});

export const AccommodationStateSchema = z.object({
  requests: z.array(AccommodationRequestSchema),
  approved_kinds: z.array(z.enum(ACCOMMODATION_KINDS)),
  time_accommodation: z.number(),
});

/** The hiring team's read (D263): requests only for holders of the private-data permission. */
export const StaffAccommodationStateSchema = z.object({
  ...AccommodationStateSchema.shape,
  /** False: `requests` is empty because the viewer may not read them (no private-data permission). */
  can_see_requests: z.boolean(),
});

export const AskAccommodationBody = z.object({
  kinds: z.array(z.enum(ACCOMMODATION_KINDS)).check(
    z.minLength(1, 'Choose at least one accommodation.'),
    z.refine((kinds) => new Set(kinds).size === kinds.length, 'Choose each accommodation once.'),
  ),
  note: z.optional(note),
});
export type AskAccommodation = z.infer<typeof AskAccommodationBody>;

export const DecideAccommodationBody = z.object({
  decision: z.enum(['approved', 'declined']),
  /** Required when approving a request that asks for extra time. */
  time_multiplier: z.optional(z.literal(EXTRA_TIME_MULTIPLIERS)),
  decision_note: z.optional(note),
});
export type DecideAccommodation = z.infer<typeof DecideAccommodationBody>;

export const getMyAccommodations = defineEndpoint({
  method: 'GET',
  path: '/user/v1/accommodations/{refId}/',
  access: 'signed-in',
  summary: "My application's accommodation requests and what applies. 404 for anyone else's application",
  params: RefIdParams,
  response: AccommodationStateSchema,
});

export const askAccommodation = defineEndpoint({
  method: 'POST',
  path: '/user/v1/accommodations/{refId}/',
  access: 'signed-in',
  summary:
    'Ask for accommodations on my own application (404 for anyone else’s); 409 while an earlier request waits for a decision. The hiring team is told',
  params: RefIdParams,
  body: AskAccommodationBody,
  response: AccommodationStateSchema,
});

export const listApplicantAccommodations = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/accommodations/',
  access: 'applicant-team',
  summary:
    'What applies to an application; its requests, their notes and decisions only to holders of the private-data permission (D263). 404 unless the viewer may work on its job',
  params: UserSmartreqIdParams,
  response: StaffAccommodationStateSchema,
});

export const decideAccommodation = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/accommodations/{requestId}/decision/',
  access: 'applicant-team',
  summary:
    'Approve or decline a waiting request (409 once decided; 403 without the private-data permission, D263). Approving extra time needs time_multiplier (1.25, 1.5 or 2) and sets the application’s time accommodation; audited',
  params: z.object({ userSmartreqId: id, requestId: id }),
  body: DecideAccommodationBody,
  response: StaffAccommodationStateSchema,
});
