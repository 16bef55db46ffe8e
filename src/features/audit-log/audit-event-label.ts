/** Plain words for the kinds of audit entry a company's log holds; a kind without its own falls back to its code in words. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const LABELS: Record<string, MessageDescriptor> = {
  staff_invited: msg`Invited a user`,
  staff_invitation_accepted: msg`Accepted an invitation`,
  staff_flags_changed: msg`Changed a user's permissions`,
  staff_deactivated: msg`Deactivated a user`,
  staff_reactivated: msg`Reactivated a user`,
  staff_removed: msg`Removed a user from the company`,
  custom_role_created: msg`Created a custom role`,
  custom_role_changed: msg`Changed a custom role`,
  custom_role_deleted: msg`Deleted a custom role`,
  staff_provisioned_by_sso: msg`Added a user through single sign-on`,
  sign_in_reset_by_admin: msg`Reset a user's sign-in`,
  company_details_changed: msg`Changed the company details`,
  retention_period_changed: msg`Changed the data retention period`,
  sso_settings_changed: msg`Changed single sign-on`,
  sso_domain_verified: msg`Verified a single sign-on domain`,
  share_domains_changed: msg`Changed the domains scorecards may be shared with`,
  account_preference_set: msg`Set a company preference`,
  account_preference_removed: msg`Removed a company preference`,
  job_posting_published: msg`Published a job posting`,
  job_posting_unpublished: msg`Unpublished a job posting`,
  applicants_anonymised: msg`Anonymised applicants`,
  privacy_notice_saved: msg`Saved the privacy notice`,
  ats_integration_created: msg`Connected an applicant tracking system`,
  ats_key_rotated: msg`Rotated an integration key`,
  ats_integration_revoked: msg`Disconnected an applicant tracking system`,
};

export function auditEventLabel(event: string, translate: (descriptor: MessageDescriptor) => string): string {
  const label = LABELS[event];
  if (label) return translate(label);
  const words = event.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
