/**
 * Words of the staff users screens, in the current language: role flag and status labels, and the
 * server's refusals by error code, each placed on the field it concerns. Call at render time.
 */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { StaffStatus } from '../../../contracts/staff-users.ts';
import type { RoleFlag } from '../../../contracts/user.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';

export function roleFlagLabel(flag: RoleFlag): string {
  switch (flag) {
    case 'all_employee_access':
      return t`All employee access`;
    case 'company_settings_access':
      return t`Company settings access`;
    case 'full_access':
      return t`Full access`;
    case 'job_profile_access':
      return t`Job profile access`;
    case 'performance_access':
      return t`Performance access`;
    case 'private_data_access':
      return t`Private data access`;
    case 'company_dashboard_access':
      return t`Company dashboard access`;
    case 'smartreq_access':
      return t`SmartReq access`;
    case 'all_pathways_access':
      return t`All pathways access`;
  }
}

export function staffStatusLabel(status: StaffStatus): string {
  switch (status) {
    case 'active':
      return t`Active`;
    case 'invited':
      return t`Invited`;
    case 'deactivated':
      return t`Deactivated`;
  }
}

/** A refusal of the staff users API in the user's language: one line, and the field it belongs to. */
export function staffErrorText(error: unknown): { text: string; field?: string } {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ErrorCode.alreadyStaff:
        return { text: t`This person is already a user of your company.`, field: 'email' };
      case ErrorCode.emailUnavailable:
        return { text: t`This email address cannot be invited. Please use another one.`, field: 'email' };
      case ErrorCode.lastSettingsAccess:
        return {
          text: t`Your company needs at least one active person with company settings access. Give that access to someone else first.`,
        };
      case ErrorCode.invalidInvitation:
        return { text: t`This invitation link is invalid or has expired. Ask your company for a new one.` };
    }
    const fields = fieldErrorTexts(error);
    const field = Object.keys(fields)[0];
    if (field) return { text: errorText(error), field };
  }
  return { text: errorText(error) };
}
