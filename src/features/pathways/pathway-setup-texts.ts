/** Words for the pathway setup screens' refusals, in the current language (call at render time). */
import { t as coreT } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

/** A refused add in words, naming the employees it is about; called at render time, so the current language applies. */
export function participantsErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorText(error);
  const names = error.errors?.[0]?.message ?? '';
  if (error.code === ErrorCode.employeeWithoutEmail)
    return coreT`${names}: no email, so they cannot be invited. Add their email on the People page first.`;
  if (error.code === ErrorCode.alreadyParticipant) return coreT`${names}: already taking part in this pathway.`;
  return errorText(error);
}
