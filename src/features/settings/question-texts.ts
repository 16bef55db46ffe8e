/** A refusal of a bank question's save, in the current language. Call at render time. */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { settingsErrorText } from './settings-texts.ts';

/** A refusal of a question save: an answered question's type and choices are fixed. */
export function questionErrorText(error: unknown): { text: string; field?: string } {
  if (error instanceof ApiError && error.code === ErrorCode.conflict) {
    return {
      text: t`Candidates have already answered this question, so its type and choices cannot change.`,
      field: 'options',
    };
  }
  return settingsErrorText(error);
}
