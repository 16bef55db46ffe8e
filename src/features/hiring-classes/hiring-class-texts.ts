/** The words for a refused hiring-class change, in the reader's language. */
import { t } from '@lingui/core/macro';
import { HiringClassErrorCode } from '../../../contracts/hiring-class-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

export function hiringClassErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case HiringClassErrorCode.hiringClassFull:
        return t`Every seat in this class is taken. Add seats first, or choose another class.`;
      case HiringClassErrorCode.hiringClassClosed:
        return t`This class is closed. Reopen it to add people.`;
      case HiringClassErrorCode.notHired:
        return t`Only hired applicants of this requisition can join a class.`;
    }
  }
  return errorText(error);
}

/** A field's own message from a 400 answer, when the server named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const found = error.errors.find((e) => e.prop === field);
  if (!found) return undefined;
  if (field === 'seats')
    return t`The class already has more members than that: give it at least as many seats as members.`;
  if (field === 'starts_on') return t`Enter a real date.`;
  return t`Check this field.`;
}
