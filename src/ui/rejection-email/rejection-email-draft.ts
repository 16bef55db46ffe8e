/**
 * The reject dialogs' mail as the person composes it (D213): no mail, now, or later, by a delay or
 * at a time in the browser's zone. Pure, so the dialogs and their test share one judgement with
 * the server's (contracts/rejection-email.ts).
 */
import { mergeFieldProblems, type MergeProblem } from '../../../contracts/merge-fields.ts';
import { sendAtProblem, type RejectionEmail, type SendAtProblem } from '../../../contracts/rejection-email.ts';

export type EmailTiming = 'none' | 'now' | 'later';
export type LaterBy = 'delay' | 'time';
/** The delays offered, in hours: an hour, four hours, a day, two days, a week. */
export const DELAY_HOURS = [1, 4, 24, 48, 168] as const;

export interface RejectionEmailDraft {
  timing: EmailTiming;
  subject: string;
  message: string;
  laterBy: LaterBy;
  delayHours: number;
  /** A datetime-local value (yyyy-MM-ddTHH:mm), read in the browser's time zone. */
  localTime: string;
}

export function newDraft(subject: string, message: string): RejectionEmailDraft {
  return { timing: 'none', subject, message, laterBy: 'delay', delayHours: 24, localTime: '' };
}

/** When a "later" mail leaves, as an ISO time; undefined for now, or for a time not given or unreadable. */
export function sendAtOf(draft: RejectionEmailDraft, now: Date): string | undefined {
  if (draft.timing !== 'later') return undefined;
  if (draft.laterBy === 'delay') return new Date(now.getTime() + draft.delayHours * 3_600_000).toISOString();
  // A datetime-local value without a zone is read in the browser's own.
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(draft.localTime) ? new Date(draft.localTime) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined;
}

export interface DraftProblems {
  subject?: 'required' | MergeProblem<'subject'>;
  message?: 'required' | MergeProblem<'message'>;
  sendAt?: 'required' | SendAtProblem;
}

export function draftProblems(draft: RejectionEmailDraft, now: Date): DraftProblems {
  if (draft.timing === 'none') return {};
  const problems: DraftProblems = {};
  const merge = mergeFieldProblems({ subject: draft.subject, message: draft.message });
  const subjectProblem = merge.find((p) => p.prop === 'subject') as MergeProblem<'subject'> | undefined;
  const messageProblem = merge.find((p) => p.prop === 'message') as MergeProblem<'message'> | undefined;
  if (!draft.subject.trim()) problems.subject = 'required';
  else if (subjectProblem) problems.subject = subjectProblem;
  if (!draft.message.trim()) problems.message = 'required';
  else if (messageProblem) problems.message = messageProblem;
  if (draft.timing === 'later') {
    const sendAt = sendAtOf(draft, now);
    if (!sendAt) problems.sendAt = 'required';
    else {
      const when = sendAtProblem(sendAt, now);
      if (when) problems.sendAt = when;
    }
  }
  return problems;
}

export const hasProblems = (problems: DraftProblems) => Object.keys(problems).length > 0;

/** The request's `email`: undefined for no mail (call only when draftProblems found none). */
export function rejectionEmailOf(draft: RejectionEmailDraft, now: Date): RejectionEmail | undefined {
  if (draft.timing === 'none') return undefined;
  const sendAt = sendAtOf(draft, now);
  return {
    subject: draft.subject.trim(),
    message: draft.message.trim(),
    ...(sendAt ? { send_at: sendAt } : {}),
  };
}
