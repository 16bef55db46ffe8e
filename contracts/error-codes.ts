/** Machine-readable error codes the server sends; the client maps them to the spec's texts. */
import { UserResponseErrorCode } from './user-response.ts';
import { AttemptLeaseErrorCode } from './attempt-lease-codes.ts';
import { AiWritingErrorCode } from './ai-writing.ts';
import { OperationsErrorCode } from './operations.ts';
import { HiringClassErrorCode } from './hiring-class-codes.ts';
import { JobPostingErrorCode } from './job-posting-codes.ts';
import { SsoErrorCode } from './sso-codes.ts';
import type { AccountSecurityErrorCodeValue } from './account-security-codes.ts';
import { PathwaySetupErrorCode } from './pathway-setup-codes.ts';
import { JobProfileErrorCode } from './job-profile-codes.ts';
import { OutcomeErrorCode } from './outcome-codes.ts';
import { PlanErrorCode } from './plan-codes.ts';
import { HiringAttributeErrorCode } from './hiring-attributes.ts';
import type { SecondFactorErrorCode } from './second-factor-codes.ts';
import { BackgroundCheckErrorCode } from './background-check-codes.ts';

export const ErrorCode = {
  ...UserResponseErrorCode,
  ...AttemptLeaseErrorCode,
  ...AiWritingErrorCode,
  ...OperationsErrorCode,
  ...HiringClassErrorCode,
  ...JobPostingErrorCode,
  ...SsoErrorCode,
  ...PathwaySetupErrorCode,
  ...JobProfileErrorCode,
  ...OutcomeErrorCode,
  ...PlanErrorCode,
  ...HiringAttributeErrorCode,
  ...BackgroundCheckErrorCode,
  validation: 'validation_error',
  invalidCredentials: 'invalid_credentials',
  unauthenticated: 'unauthenticated',
  tokenExpired: 'token_expired',
  invalidRefresh: 'invalid_refresh_token',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  emailExists: 'email_exists',
  wrongCurrentPassword: 'wrong_current_password',
  invalidResetToken: 'invalid_reset_token',
  invalidSignUpCode: 'invalid_sign_up_code',
  rateLimited: 'rate_limited',
  crossSite: 'cross_site_request',
  idempotencyMismatch: 'idempotency_key_reused',
  requestInProgress: 'request_in_progress',
  payloadTooLarge: 'payload_too_large',
  unsupportedFileType: 'unsupported_file_type',
  server: 'server_error',
  closed: 'closed',
  retakeWait: 'retake_wait',
  /** A plan activity of a kind candidates cannot complete yet (interviews, offers). */
  kindNotOffered: 'activity_kind_not_offered',
  /** An answer to an item the activity's questionnaire form does not ask (the hiring form, D291). */
  itemNotAsked: 'item_not_asked',
  /** A requisition that assesses opening before its company's candidate notice has stood 10 business days (D297). */
  noticeLeadTime: 'notice_lead_time',
  /** A mail template with unknown variables, broken placeholders or invalid fields; errors name each field. */
  invalidTemplate: 'invalid_email_template',
  /** The change would leave the company with nobody holding company_settings_access. */
  lastSettingsAccess: 'last_company_settings_access',
  /** Nobody deactivates their own account: someone else with company settings access does (D201). */
  selfDeactivation: 'cannot_deactivate_self',
  /** Nobody removes themself from their company (D213). */
  selfRemoval: 'cannot_remove_self',
  /** Another custom role of the company already has this name, case ignored (D213). */
  roleNameTaken: 'role_name_taken',
  /** A change of someone's access (or a role's) that gives or takes away a flag the actor does not hold (D262, D306). */
  accessNotHeld: 'access_not_held',
  /** The email already belongs to a staff user of this company. */
  alreadyStaff: 'already_staff_user',
  /** The email cannot be invited (it belongs to someone outside the company); says no more. */
  emailUnavailable: 'email_unavailable',
  invalidInvitation: 'invalid_invitation',
  /** A scheduling link that ran out, was replaced, or whose interview is over or cancelled. */
  linkExpired: 'link_expired',
  /** The company has as many offers out for signature as its offer settings allow. */
  offerLimit: 'offer_limit_reached',
  /** The company approves offers (D320) and this draft's last approval is not in yet. */
  offerApprovalPending: 'offer_approval_pending',
  /** An approver of the company's chain cannot work on the offer's requisition (D320). */
  offerApproverNoAccess: 'offer_approver_no_access',
  /** A drawn signature larger than MAX_DRAWN_SIGNATURE_BYTES or not a PNG image. */
  signatureTooLarge: 'signature_too_large',
  /** The signer read an older version of the document than the current one. */
  documentChanged: 'document_changed',
  /** The interview slot was taken (or a panel member became busy) meanwhile. */
  slotTaken: 'slot_taken',
  /** Too close to the interview to book, reschedule or cancel by link. */
  changeClosed: 'change_closed',
  /** The interview has nobody to run it. */
  noInterviewers: 'no_interviewers',
  /** The provider has suspended the company: its staff cannot sign in, its candidates cannot apply. */
  companySuspended: 'company_suspended',
  /** Another company already has this name (case ignored). */
  companyNameTaken: 'company_name_taken',
  /** Another entry of the same company list already has this name (case ignored). */
  nameTaken: 'name_taken',
  /** Staff and provider admins cannot erase their own account here: their company removes them. */
  staffAccountErasure: 'staff_account_erasure',
  /** A data archive past its expiry: ask for a new one. */
  exportExpired: 'export_expired',
} as const;
/** Every code the server sends; the two-factor and account-security ones are typed here only (their objects stay out of every page). */
export type ErrorCodeValue =
  | (typeof ErrorCode)[keyof typeof ErrorCode]
  | (typeof SecondFactorErrorCode)[keyof typeof SecondFactorErrorCode]
  | AccountSecurityErrorCodeValue;
