/** Words the company settings screens share, in the current language. Call at render time. */
import { t } from '@lingui/core/macro';
import type { SourceType } from '../../../contracts/company-settings.ts';
import type { RejectionType } from '../../../contracts/rejection-reasons.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';

export function sourceTypeLabel(type: SourceType): string {
  switch (type) {
    case 'job_board':
      return t`Job board`;
    case 'career_page':
      return t`Career page`;
    case 'referral':
      return t`Referral`;
    case 'agency':
      return t`Agency`;
    case 'social_media':
      return t`Social media`;
    case 'event':
      return t`Event`;
    case 'other':
      return t`Other`;
  }
}

export function rejectionTypeLabel(type: RejectionType): string {
  return type === 'company' ? t`Rejected by the company` : t`Withdrawn by the candidate`;
}

/** A refusal in the user's language: one line, and the field it belongs to when it has one. */
export function settingsErrorText(error: unknown): { text: string; field?: string } {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ErrorCode.companyNameTaken:
        return { text: t`A company with this name already exists.`, field: 'name' };
      case ErrorCode.nameTaken:
        return { text: t`Another entry already has this name.`, field: 'name' };
    }
    const fields = fieldErrorTexts(error);
    const field = Object.keys(fields)[0];
    if (field) return { text: fields[field] ?? errorText(error), field };
  }
  return { text: errorText(error) };
}
