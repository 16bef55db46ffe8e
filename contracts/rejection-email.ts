/**
 * The mail a rejection may send (D213): by default it waits the company's delay (D266, as Greenhouse
 * and Lever hold theirs), so that Undo can still call it back; `send_now` sends it with the
 * rejection, `send_at` at a chosen time, both through the job queue; a waiting one is cancelled
 * when the rejection is undone. Its text is one of two (D263):
 * - `standard`: the rejection mail template (`application_rejected`), made for each candidate in the
 *   candidate's own language: the company's version in that language, else the platform's;
 * - `written` (the default): the dialog's subject and message as the person wrote them, with the
 *   merge fields of contracts/merge-fields.ts filled per recipient on the server; started from a
 *   message template, it carries the template's versions by language and each candidate gets their
 *   own language's, as the person left it (D292).
 */
import * as z from 'zod/mini';
import { mailVersionFields } from './mail-versions.ts';

export const REJECTION_SUBJECT_MAX = 200;
export const REJECTION_MESSAGE_MAX = 10_000;
/** How far ahead a rejection mail may wait. */
export const REJECTION_EMAIL_MAX_DAYS = 30;

export const REJECTION_TEXTS = ['standard', 'written'] as const;
export type RejectionText = (typeof REJECTION_TEXTS)[number];

export const RejectionEmailSchema = z.object({
  /** Absent: `written`. */
  text: z.optional(z.enum(REJECTION_TEXTS)),
  /** Required for a written text (400 naming `email.subject` when missing); ignored for the standard one. */
  subject: z.optional(z.string().check(z.trim(), z.maxLength(REJECTION_SUBJECT_MAX))),
  /** Required for a written text (400 naming `email.message` when missing); ignored for the standard one. */
  message: z.optional(z.string().check(z.trim(), z.maxLength(REJECTION_MESSAGE_MAX))),
  /** A written text's versions by language and the main text's language (contracts/mail-versions.ts, D292). */
  ...mailVersionFields,
  /** A chosen time. Absent, and without `send_now`: after the company's delay. */
  send_at: z.optional(z.iso.datetime({ offset: true })),
  /** true: sent with the rejection, which Undo cannot call back (a deliberate choice; not with `send_at`). */
  send_now: z.optional(z.boolean()),
});
export type RejectionEmail = z.infer<typeof RejectionEmailSchema>;

export const isStandardRejection = (email: Pick<RejectionEmail, 'text'>): boolean => email.text === 'standard';

/** A company's delay before a rejection mail leaves (account preference, in minutes; D266). */
export const REJECTION_DELAY_PREFERENCE = 'REJECTION_EMAIL_DELAY_MINUTES';
export const REJECTION_DELAY_DEFAULT_MINUTES = 10;
/** A day at most: a longer wait is a mail sent later, chosen in the dialog. */
export const REJECTION_DELAY_MAX_MINUTES = 1440;

/** The delay a stored preference value gives; the default when it is absent or unreadable. */
export function rejectionDelayOf(value: string | undefined): number {
  const minutes = value === undefined ? NaN : Number(value);
  return isRejectionDelay(minutes) ? minutes : REJECTION_DELAY_DEFAULT_MINUTES;
}

export const isRejectionDelay = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= 0 && minutes <= REJECTION_DELAY_MAX_MINUTES;

export type SendAtProblem = 'past' | 'too_far';

/** The same judgement of a later time in the browser (its own texts) and on the server. */
export function sendAtProblem(sendAt: string | undefined, now: Date): SendAtProblem | undefined {
  if (sendAt === undefined) return undefined;
  const at = new Date(sendAt).getTime();
  if (!(at > now.getTime())) return 'past';
  if (at > now.getTime() + REJECTION_EMAIL_MAX_DAYS * 86_400_000) return 'too_far';
  return undefined;
}
