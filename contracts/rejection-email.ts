/**
 * The mail a rejection may send (D213): the reject dialog's subject and message, written with the
 * merge fields of contracts/merge-fields.ts and filled per recipient on the server, sent at once or
 * at `send_at` through the job queue. A later one is cancelled when the rejection is undone.
 */
import * as z from 'zod/mini';

export const REJECTION_SUBJECT_MAX = 200;
export const REJECTION_MESSAGE_MAX = 10_000;
/** How far ahead a rejection mail may wait. */
export const REJECTION_EMAIL_MAX_DAYS = 30;

export const RejectionEmailSchema = z.object({
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(REJECTION_SUBJECT_MAX)),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(REJECTION_MESSAGE_MAX)),
  /** Absent: sent with the rejection. */
  send_at: z.optional(z.iso.datetime({ offset: true })),
});
export type RejectionEmail = z.infer<typeof RejectionEmailSchema>;

export type SendAtProblem = 'past' | 'too_far';

/** The same judgement of a later time in the browser (its own texts) and on the server. */
export function sendAtProblem(sendAt: string | undefined, now: Date): SendAtProblem | undefined {
  if (sendAt === undefined) return undefined;
  const at = new Date(sendAt).getTime();
  if (!(at > now.getTime())) return 'past';
  if (at > now.getTime() + REJECTION_EMAIL_MAX_DAYS * 86_400_000) return 'too_far';
  return undefined;
}
