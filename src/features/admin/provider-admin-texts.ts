/**
 * Words of the provider admin screens in the current language: feature flags, size bands, audit
 * events, and the server's refusals placed on the field they concern. Call at render time.
 */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { FeatureFlag } from '../../../contracts/customers.ts';
import type { StaffStatus } from '../../../contracts/staff-users.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';

export function featureFlagLabel(flag: FeatureFlag): string {
  switch (flag) {
    case 'PATHWAY_ACCESS':
      return t`Career pathways`;
    case 'EEOC_DASHBOARD':
      return t`EEOC dashboard`;
    case 'WHITE_LABEL_LOGO':
      return t`White-label logo`;
  }
}

export function companySizeLabel(size: number | null): string {
  switch (size) {
    case 1:
      return t`1-10 employees`;
    case 2:
      return t`11-50 employees`;
    case 3:
      return t`51-200 employees`;
    case 4:
      return t`201-1000 employees`;
    case 5:
      return t`1001-5000 employees`;
    default:
      return t`Not given`;
  }
}

export function userStatusLabel(status: StaffStatus): string {
  switch (status) {
    case 'active':
      return t`Active`;
    case 'invited':
      return t`Invited`;
    case 'deactivated':
      return t`Deactivated`;
  }
}

export function auditEventLabel(event: string): string {
  switch (event) {
    case 'customer_created':
      return t`Company created`;
    case 'customer_suspended':
      return t`Company suspended`;
    case 'customer_reinstated':
      return t`Company reinstated`;
    case 'account_preference_set':
      return t`Preference set`;
    case 'account_preference_removed':
      return t`Preference removed`;
    case 'staff_invited':
      return t`Person invited`;
    case 'staff_flags_changed':
      return t`Role flags changed`;
    case 'staff_deactivated':
      return t`Person deactivated`;
    case 'staff_reactivated':
      return t`Person reactivated`;
    case 'staff_removed':
      return t`Person removed from the company`;
    case 'custom_role_created':
      return t`Custom role created`;
    case 'custom_role_changed':
      return t`Custom role changed`;
    case 'custom_role_deleted':
      return t`Custom role deleted`;
    case 'staff_role_assigned':
      return t`Custom role given to a person`;
    case 'sign_in_reset_by_admin':
      return t`Sign-in reset`;
    case 'legal_version_drafted':
      return t`Legal document drafted`;
    case 'legal_version_published':
      return t`Legal document published`;
    case 'legal_version_accepted':
      return t`Legal document accepted`;
    case 'privacy_notice_saved':
      return t`Company privacy notice saved`;
    case 'privacy_notice_removed':
      return t`Company privacy notice removed`;
    case 'ats_integration_created':
      return t`ATS integration created`;
    case 'ats_integration_changed':
      return t`ATS integration changed`;
    case 'ats_key_rotated':
      return t`ATS integration key rotated`;
    case 'ats_integration_revoked':
      return t`ATS integration revoked`;
    case 'skills_test_published':
      return t`Skills test published`;
    case 'questionnaire_enabled':
      return t`Questionnaire turned on for plans`;
    case 'questionnaire_disabled':
      return t`Questionnaire turned off for plans`;
    default:
      return event;
  }
}

/** A refusal in the user's language: one line, and the field it belongs to when it has one. */
export function providerErrorText(error: unknown): { text: string; field?: string } {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ErrorCode.companyNameTaken:
        return { text: t`A company with this name already exists.`, field: 'name' };
      case ErrorCode.emailUnavailable:
        return { text: t`This email address cannot be invited. Please use another one.`, field: 'email' };
    }
    const fields = fieldErrorTexts(error);
    const field = Object.keys(fields)[0];
    if (field) return { text: fields[field] ?? errorText(error), field };
  }
  return { text: errorText(error) };
}
