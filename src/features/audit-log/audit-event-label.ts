/**
 * Plain words for the kinds of audit entry a company's log holds; a kind without its own falls back
 * to its code in words. The CSV says the same from the server (server/modules/audit-log/audit-event-labels.ts).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const LABELS: Record<string, MessageDescriptor> = {
  staff_invited: msg`Invited a user`,
  staff_invitation_accepted: msg`Accepted an invitation`,
  staff_flags_changed: msg`Changed a user's permissions`,
  staff_role_assigned: msg`Gave a user a custom role`,
  staff_deactivated: msg`Deactivated a user`,
  staff_reactivated: msg`Reactivated a user`,
  staff_removed: msg`Removed a user from the company`,
  custom_role_created: msg`Created a custom role`,
  custom_role_changed: msg`Changed a custom role`,
  custom_role_deleted: msg`Deleted a custom role`,
  hiring_team_member_added: msg`Added someone to a hiring team`,
  hiring_team_member_removed: msg`Removed someone from a hiring team`,
  staff_provisioned_by_sso: msg`Added a user through single sign-on`,
  sign_in_reset_by_admin: msg`Reset a user's sign-in`,
  second_factor_reset: msg`Reset a user's second factors`,
  second_factor_policy_changed: msg`Changed the two-step sign-in requirement`,
  sign_in: msg({ message: 'Signed in', context: 'audit event' }),
  sign_in_sso: msg`Signed in with single sign-on`,
  sign_in_failed: msg`Failed sign-in`,
  passkey_sign_in_failed: msg`Failed sign-in with a passkey`,
  second_factor_failed: msg`Failed second sign-in step`,
  second_factor_rate_limited: msg`Too many second-step attempts`,
  sign_in_refused_company_suspended: msg`Sign-in refused: the company is suspended`,
  sign_in_refused_sso_required: msg`Sign-in refused: single sign-on is required`,
  recovery_code_used: msg`Used a recovery code`,
  totp_enrolled: msg({ message: 'Set up an authenticator app', context: 'audit event' }),
  totp_removed: msg`Removed the authenticator app`,
  totp_enrolment_refused: msg`Authenticator app setup refused`,
  totp_confirmation_failed: msg`Wrong code while setting up an authenticator app`,
  passkey_added: msg`Added a passkey`,
  passkey_removed: msg`Removed a passkey`,
  passkey_registration_refused: msg`Passkey registration refused`,
  recovery_codes_renewed: msg`Made new recovery codes`,
  step_up_failed: msg`Failed to confirm their identity`,
  step_up_rate_limited: msg`Too many attempts to confirm their identity`,
  password_changed: msg`Changed their password`,
  password_reset_requested: msg`Password reset requested`,
  password_reset: msg`Reset their password by email`,
  email_changed: msg`Changed their email address`,
  sign_out: msg`Signed out`,
  session_ended: msg`Ended a session`,
  other_sessions_ended: msg`Ended their other sessions`,
  refresh_reuse_detected: msg`Session ended: a used session token came back`,
  refresh_lost_reply_recovered: msg`Session kept: the same device renewed it again after a lost reply`,
  data_export_requested: msg`Asked for an archive of their personal data`,
  data_export_downloaded: msg`Downloaded the archive of their personal data`,
  applicants_exported: msg`Exported applicants`,
  applicant_document_downloaded: msg`Downloaded an applicant's document`,
  applicant_resume_downloaded: msg`Downloaded an applicant's resume`,
  audit_log_exported: msg`Exported the audit log`,
  import_result_downloaded: msg`Downloaded an import's result file`,
  offer_document_downloaded: msg`Downloaded an offer letter`,
  offer_document_viewed: msg`Opened an offer letter`,
  scorecard_viewed: msg`Opened an applicant's scorecard`,
  video_answer_viewed: msg`Played or downloaded an applicant's video answer`,
  camera_still_viewed: msg`Opened a photo of an applicant's camera check`,
  accommodation_requests_viewed: msg`Read an applicant's accommodation requests`,
  accommodation_requests_listed: msg`Saw an applicant's accommodation request on Home`,
  background_checks_viewed: msg`Opened an applicant's background checks`,
  offer_viewed: msg`Read an offer's terms`,
  applicant_scores_compared: msg`Compared an applicant's scores with others'`,
  questionnaire_report_viewed: msg`Read an applicant's questionnaire report`,
  questionnaire_reports_listed: msg`Listed an applicant's questionnaire reports`,
  candidate_write_refused: msg`A candidate's answer or result was refused by the server`,
  background_check_report_downloaded: msg`Opened a background check report`,
  applicants_anonymised: msg`Anonymised applicants`,
  company_details_changed: msg`Changed the company details`,
  retention_period_changed: msg`Changed the data retention period`,
  sso_settings_changed: msg`Changed single sign-on`,
  sso_domain_verified: msg`Verified a single sign-on domain`,
  share_domains_changed: msg`Changed the domains scorecards may be shared with`,
  account_preference_set: msg`Set a company preference`,
  account_preference_removed: msg`Removed a company preference`,
  job_posting_published: msg`Published a job posting`,
  job_posting_unpublished: msg`Unpublished a job posting`,
  privacy_notice_saved: msg`Saved the privacy notice`,
  ats_integration_created: msg`Connected an applicant tracking system`,
  ats_integration_changed: msg`Changed an applicant tracking system connection`,
  ats_key_rotated: msg`Rotated an integration key`,
  ats_integration_revoked: msg`Disconnected an applicant tracking system`,
  calendar_connected: msg`Connected a calendar`,
  calendar_connection_changed: msg`Changed a calendar connection`,
  calendar_disconnected: msg`Disconnected a calendar`,
  sms_connected: msg`Connected text messaging`,
  sms_connection_changed: msg`Changed the text messaging connection`,
  sms_disconnected: msg`Disconnected text messaging`,
  reply_mailbox_connected: msg`Connected the reply mailbox`,
  reply_mailbox_changed: msg`Changed the reply mailbox`,
  reply_mailbox_disconnected: msg`Disconnected the reply mailbox`,
  bi_embed_added: msg`Added a BI dashboard`,
  bi_embed_changed: msg`Changed a BI dashboard`,
  bi_embed_removed: msg`Removed a BI dashboard`,
  background_check_connected: msg`Connected background checks`,
  background_check_connection_changed: msg`Changed the background check connection`,
  background_check_disconnected: msg`Disconnected background checks`,
  background_check_webhook_refused: msg`Refused a background check webhook`,
  job_board_created: msg`Added a job board`,
  job_board_changed: msg`Changed a job board`,
  job_board_connection_changed: msg`Changed a job board connection`,
  job_board_connection_tested: msg`Tested a job board connection`,
  integration_tested: msg`Tested an outside service`,
  meeting_base_url_changed: msg`Changed the meeting address`,
  account_vendor_enabled: msg`Turned on a vendor`,
  account_vendor_disabled: msg`Turned off a vendor`,
};

/** How someone signed in or proved who they are, the `method` and `second_factor` of an entry's details. */
const METHODS: Record<string, MessageDescriptor> = {
  password: msg({ message: 'password', context: 'sign-in method' }),
  passkey: msg`passkey`,
  sso: msg`single sign-on`,
  sign_up_code: msg`sign-up code`,
  totp: msg`authenticator app`,
  recovery_code: msg`recovery code`,
};

/** The kind in words, followed by the sign-in method and second factor when the entry names them. */
export function auditEntryLabel(
  entry: { event: string; details: Record<string, unknown> },
  translate: (descriptor: MessageDescriptor) => string,
): string {
  const methods = [entry.details.method, entry.details.second_factor]
    .filter((value): value is string => typeof value === 'string')
    .map((method) => (METHODS[method] ? translate(METHODS[method]) : method));
  return [auditEventLabel(entry.event, translate), ...methods].join(' · ');
}

/** The methods with words of their own. */
export const LABELLED_METHODS = Object.keys(METHODS);

export function auditEventLabel(event: string, translate: (descriptor: MessageDescriptor) => string): string {
  const label = LABELS[event];
  if (label) return translate(label);
  const words = event.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The kinds with words of their own. */
export const LABELLED_AUDIT_EVENTS = Object.keys(LABELS);
