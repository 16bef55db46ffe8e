/**
 * The mail a rejection may send (D213), sent at once or at `send_at` through the job queue; a later
 * one is cancelled when the rejection is undone. Its text is one of two (D263):
 * - `standard`: the rejection mail template (`application_rejected`), made for each candidate in the
 *   candidate's own language: the company's version in that language, else the platform's;
 * - `written` (the default): the dialog's subject and message as the person wrote them, with the
 *   merge fields of contracts/merge-fields.ts filled per recipient on the server.
 */
import * as z from 'zod/mini';

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
  /** Absent: sent with the rejection. */
  send_at: z.optional(z.iso.datetime({ offset: true })),
});
export type RejectionEmail = z.infer<typeof RejectionEmailSchema>;

export const isStandardRejection = (email: Pick<RejectionEmail, 'text'>): boolean => email.text === 'standard';

export type SendAtProblem = 'past' | 'too_far';

/** The same judgement of a later time in the browser (its own texts) and on the server. */
export function sendAtProblem(sendAt: string | undefined, now: Date): SendAtProblem | undefined {
  if (sendAt === undefined) return undefined;
  const at = new Date(sendAt).getTime();
  if (!(at > now.getTime())) return 'past';
  if (at > now.getTime() + REJECTION_EMAIL_MAX_DAYS * 86_400_000) return 'too_far';
  return undefined;
}
