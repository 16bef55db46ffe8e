/** Words of the scheduling screens that depend on a value: weekdays, and the errors of this area. */
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

/** ISO weekdays 1 (Monday) to 7 (Sunday). */
export const WEEKDAY_TEXT: Record<number, MessageDescriptor> = {
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
  6: msg`Saturday`,
  7: msg`Sunday`,
};

/** The message for a failed scheduling call, in the reader's language. */
export function schedulingErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ErrorCode.linkExpired:
        return t`This scheduling link has expired or the interview is closed. Ask the company for a new link.`;
      case ErrorCode.slotTaken:
        return t`This time is no longer free. Choose another time.`;
      case ErrorCode.changeClosed:
        return t`The interview starts soon: it can no longer be changed here. Contact the company.`;
      case ErrorCode.noInterviewers:
        return t`Add interviewers to this interview first.`;
    }
    if (error.status === 404) return t`This scheduling link is not valid. Check that you copied all of it.`;
  }
  return errorText(error);
}

/** Field messages of this area's forms, translated where the server's rule is known. */
export function fieldText(message: string): string {
  if (/overlap/.test(message)) return t`These hours overlap other hours of the same day`;
  if (/time zone/i.test(message)) return t`Choose a time zone from the list`;
  if (/after the start/.test(message)) return t`The end must be after the start`;
  if (/already listed/.test(message)) return t`This date is already listed`;
  if (/https:\/\//.test(message)) return t`Enter a link that starts with https://`;
  if (/company/.test(message)) return t`Choose interviewers from your company.`;
  if (/future/.test(message)) return t`Choose a time in the future.`;
  if (/already has an interview/.test(message)) return t`An interviewer already has an interview at this time.`;
  if (/own calendar is busy/.test(message)) return t`An interviewer’s own calendar is busy at this time.`;
  return message;
}
