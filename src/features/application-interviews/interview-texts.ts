/** The errors of scheduling from an application, in the reader's language. */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { PROPOSED_TIMES_MAX } from '../../../contracts/application-scheduling.ts';

export function schedulingErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.slotTaken) return t`An interviewer already has an interview at this time.`;
    if (error.code === ErrorCode.noInterviewers) return t`Add interviewers to this interview first.`;
  }
  return errorText(error);
}

/** A field's message, translated where the server's rule is known. */
export function fieldText(message: string): string {
  if (/time zone/i.test(message)) return t`Choose a time zone from the list`;
  if (/company/.test(message)) return t`Choose interviewers from your company.`;
  if (/future/.test(message)) return t`Choose a time in the future.`;
  if (/already has an interview/.test(message)) return t`An interviewer already has an interview at this time.`;
  if (/kit/.test(message)) return t`Choose one of your interview kits.`;
  if (/not free for every interviewer/.test(message))
    return t`A time you propose is no longer free for every interviewer, or it is too soon or too far ahead: choose the times again.`;
  if (/at least one time to propose/.test(message)) return t`Choose at least one time to propose`;
  if (/at most \d+ times/.test(message)) return t`Propose at most ${PROPOSED_TIMES_MAX} times`;
  return message;
}
