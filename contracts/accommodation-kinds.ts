/**
 * What a candidate may ask for on an application (decision D200), without zod so candidate screens
 * can import it: extra time on every timed item, breaks between timed sections, no visible
 * countdown (the time is still kept and announced at the end), a screen-reader mode, and an
 * alternative process instead of the scored steps (asked from the candidate notice, D208).
 */
export const ACCOMMODATION_KINDS = [
  'extra_time',
  'breaks',
  'no_countdown',
  'screen_reader',
  'alternative_process',
] as const;
export type AccommodationKind = (typeof ACCOMMODATION_KINDS)[number];

export const ACCOMMODATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type AccommodationStatus = (typeof ACCOMMODATION_STATUSES)[number];

/** The extra-time multipliers staff may grant (the scorecard's own choice offers 1 as well). */
export const EXTRA_TIME_MULTIPLIERS = [1.25, 1.5, 2] as const;
export type ExtraTimeMultiplier = (typeof EXTRA_TIME_MULTIPLIERS)[number];

export const ACCOMMODATION_NOTE_MAX = 2000;

export interface AccommodationRequest {
  accommodation_request_id: number;
  kinds: AccommodationKind[];
  note: string;
  status: AccommodationStatus;
  /** Granted extra time (approved with extra time only). */
  time_multiplier: number | null;
  decision_note: string;
  created_at: string;
  decided_at: string | null;
}

/** One application's accommodations: its requests (newest first) and what applies now. */
export interface AccommodationState {
  requests: AccommodationRequest[];
  /** Every kind an approved request granted. */
  approved_kinds: AccommodationKind[];
  /** The multiplier every timed item of the application applies (1: none). */
  time_accommodation: number;
}

/**
 * What the hiring team reads (D263): the requests, their notes and decisions only for those who
 * hold the private-data permission at the company (they also decide); everyone else on the team
 * reads what applies (`approved_kinds`, `time_accommodation`) and no request at all.
 */
export interface StaffAccommodationState extends AccommodationState {
  /** False: `requests` is empty because the viewer may not read them, not because there are none. */
  can_see_requests: boolean;
}
