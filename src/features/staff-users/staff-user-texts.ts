/**
 * Words of the staff users screens, in the current language: role flag and status labels, and the
 * server's refusals by error code, each placed on the field it concerns. Call at render time.
 */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { StaffStatus } from '../../../contracts/staff-users.ts';
import type { RoleFlag } from '../../../contracts/user.ts';
import type { BuiltInRole } from '../../../contracts/built-in-roles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';

export function roleFlagLabel(flag: RoleFlag): string {
  switch (flag) {
    case 'all_employee_access':
      return t`All employees`;
    case 'company_settings_access':
      return t`Company settings`;
    case 'full_access':
      return t`Everything in the company`;
    case 'job_profile_access':
      return t`Job profiles`;
    case 'performance_access':
      return t`Performance reviews`;
    case 'private_data_access':
      return t`Private candidate data`;
    case 'company_dashboard_access':
      return t`Company dashboards`;
    case 'smartreq_access':
      return t`Requisitions`;
    case 'all_pathways_access':
      return t`All pathways`;
  }
}

/** What a flag lets a person do, in plain words. */
export function roleFlagDescription(flag: RoleFlag): string {
  switch (flag) {
    case 'all_employee_access':
      return t`See every employee’s records, not only the people they supervise.`;
    case 'company_settings_access':
      return t`Change company settings, templates and who has access.`;
    case 'full_access':
      return t`Open every requisition, pathway and job profile, even without being on its team.`;
    case 'job_profile_access':
      return t`Create and change job profiles.`;
    case 'performance_access':
      return t`See employees’ performance reviews and outcomes.`;
    case 'private_data_access':
      return t`See candidates’ private details, such as date of birth and gender.`;
    case 'company_dashboard_access':
      return t`See the company’s dashboards.`;
    case 'smartreq_access':
      return t`Create requisitions and work on their applicants.`;
    case 'all_pathways_access':
      return t`Open every pathway, not only those they are on the team of.`;
  }
}

export function roleLabel(role: BuiltInRole | undefined): string {
  switch (role) {
    case 'admin':
      return t`Admin`;
    case 'recruiter':
      return t`Recruiter`;
    case 'hiring_manager':
      return t`Hiring manager`;
    case 'interviewer':
      return t`Interviewer`;
    case 'analyst':
      return t`Analyst`;
    case undefined:
      return t`Custom access`;
  }
}

export function roleDescription(role: BuiltInRole | undefined): string {
  switch (role) {
    case 'admin':
      return t`Everything, including company settings and who has access.`;
    case 'recruiter':
      return t`Runs requisitions and works on their applicants.`;
    case 'hiring_manager':
      return t`Works on requisitions, job profiles and performance reviews.`;
    case 'interviewer':
      return t`Only the interviews and requisitions whose team they are on.`;
    case 'analyst':
      return t`Reads the company’s dashboards.`;
    case undefined:
      return t`A set of access chosen one by one.`;
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
      case ErrorCode.selfDeactivation:
        return { text: t`You cannot deactivate your own account. Ask another person with company settings access.` };
      case ErrorCode.selfRemoval:
        return {
          text: t`You cannot remove yourself from the company. Ask another person with company settings access.`,
        };
      case ErrorCode.accessNotHeld:
        return {
          text: t`You can only give or take away access that you have yourself. Ask someone who has it to make this change.`,
        };
      case ErrorCode.roleNameTaken:
        return { text: t`Another role of your company has this name. Choose another.`, field: 'name' };
      case ErrorCode.invalidInvitation:
        return { text: t`This invitation link is invalid or has expired. Ask your company for a new one.` };
    }
    const fields = fieldErrorTexts(error);
    // A role that is not (or no longer) the company's: said above the form, which has no field of that name.
    if (fields.role_id) return { text: t`Choose one of your company’s roles.` };
    const field = Object.keys(fields)[0];
    if (field) return { text: errorText(error), field };
  }
  return { text: errorText(error) };
}
