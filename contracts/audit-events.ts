/**
 * Which audit entries are about a person's own sign-in rather than one company's data (D264).
 * The server writes such an entry into the log of every company where the person holds a role
 * at that moment (one row each); a person with no role (a candidate, an unknown address) gets a
 * single row no company reads. Entries a company's own action makes name that company instead.
 */

/** How someone signed in, in the `method` of a sign-in entry's details. */
export const SIGN_IN_METHODS = ['password', 'passkey', 'sso', 'sign_up_code'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const PERSON_AUDIT_EVENTS = [
  // Sign-ins and refused sign-ins.
  'sign_in',
  'sign_in_failed',
  'sign_in_refused_company_suspended',
  'sign_in_refused_sso_required',
  'passkey_sign_in_failed',
  'second_factor_failed',
  'second_factor_rate_limited',
  'recovery_code_used',
  // Second factors, passkeys, password and email.
  'totp_enrolled',
  'totp_removed',
  'totp_enrolment_refused',
  'totp_confirmation_failed',
  'passkey_added',
  'passkey_removed',
  'passkey_registration_refused',
  'recovery_codes_renewed',
  'step_up_failed',
  'step_up_rate_limited',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'email_changed',
  // Sessions that end.
  'sign_out',
  'session_ended',
  'other_sessions_ended',
  'refresh_reuse_detected',
  // A session kept: a refresh whose reply was lost, asked again by the same device (D282, D289).
  'refresh_lost_reply_recovered',
  // The person's own archive of their personal data, and their own calendar connection.
  'data_export_requested',
  'data_export_downloaded',
  'calendar_connected',
  'calendar_connection_changed',
  'calendar_disconnected',
] as const;

const PERSON_EVENTS: ReadonlySet<string> = new Set(PERSON_AUDIT_EVENTS);

export const isPersonAuditEvent = (event: string): boolean => PERSON_EVENTS.has(event);
