/**
 * The reject dialogs' mail as the person composes it (D213, D266): no mail; after the company's
 * delay, which Undo can still cancel; now, deliberately, which Undo cannot; or later, by a delay or
 * at a time in the browser's zone; the standard text, which each candidate receives in their own
 * language, or a text the person writes (D263). Pure, so the dialogs and their test share one
 * judgement with the server's (contracts/rejection-email.ts).
 */
import { mergeFieldProblems, type MergeProblem } from '../../../contracts/merge-fields.ts';
import {
  sendAtProblem,
  type RejectionEmail,
  type RejectionText,
  type SendAtProblem,
} from '../../../contracts/rejection-email.ts';
import { requestTexts, type TemplateTexts } from '../mail-fields/template-texts.ts';

/** `delay`: the company's delay, applied by the server; `now`: with the rejection. */
export type EmailTiming = 'none' | 'delay' | 'now' | 'later';
export type LaterBy = 'delay' | 'time';
/** The delays offered, in hours: an hour, four hours, a day, two days, a week. */
export const DELAY_HOURS = [1, 4, 24, 48, 168] as const;

export interface RejectionEmailDraft {
  timing: EmailTiming;
  /** `standard`: the server makes each candidate's mail in their language; `written`: subject and message below. */
  text: RejectionText;
  /** The written text, which starts as the standard one in the person's own language. */
  subject: string;
  message: string;
  /** A message template's versions, each candidate getting their language's (D292). */
  template?: TemplateTexts | undefined;
  laterBy: LaterBy;
  delayHours: number;
  /** A datetime-local value (yyyy-MM-ddTHH:mm), read in the browser's time zone. */
  localTime: string;
}

export function newDraft(subject: string, message: string): RejectionEmailDraft {
  return { timing: 'none', text: 'standard', subject, message, laterBy: 'delay', delayHours: 24, localTime: '' };
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
  if (draft.text === 'standard') return sendAtProblems(draft, now);
  const merge = mergeFieldProblems({ subject: draft.subject, message: draft.message });
  const subjectProblem = merge.find((p) => p.prop === 'subject') as MergeProblem<'subject'> | undefined;
  const messageProblem = merge.find((p) => p.prop === 'message') as MergeProblem<'message'> | undefined;
  if (!draft.subject.trim()) problems.subject = 'required';
  else if (subjectProblem) problems.subject = subjectProblem;
  if (!draft.message.trim()) problems.message = 'required';
  else if (messageProblem) problems.message = messageProblem;
  return { ...problems, ...sendAtProblems(draft, now) };
}

function sendAtProblems(draft: RejectionEmailDraft, now: Date): Pick<DraftProblems, 'sendAt'> {
  if (draft.timing !== 'later') return {};
  const sendAt = sendAtOf(draft, now);
  if (!sendAt) return { sendAt: 'required' };
  const when = sendAtProblem(sendAt, now);
  return when ? { sendAt: when } : {};
}

export const hasProblems = (problems: DraftProblems) => Object.keys(problems).length > 0;

/** The request's `email`: undefined for no mail (call only when draftProblems found none). */
export function rejectionEmailOf(draft: RejectionEmailDraft, now: Date): RejectionEmail | undefined {
  if (draft.timing === 'none') return undefined;
  const sendAt = sendAtOf(draft, now);
  const timing = sendAt ? { send_at: sendAt } : draft.timing === 'now' ? { send_now: true } : {};
  if (draft.text === 'standard') return { text: 'standard', ...timing };
  return { text: 'written', ...requestTexts(draft), ...timing };
}
