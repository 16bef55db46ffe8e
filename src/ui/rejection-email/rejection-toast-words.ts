/**
 * What the reject and undo toasts say about the rejection mail (D266): whether it waits (so undoing
 * the rejection cancels it), has left, or, after Undo, was cancelled or had already been sent.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UndoAnswer } from '../../../contracts/pipeline.ts';
import type { BulkUndoRejectionsAnswer } from '../../../contracts/bulk-rejection-undo.ts';
import type { EmailTiming } from './rejection-email-draft.ts';

/** The mail a reject dialog asked for: its timing and, for `delay`, the company's minutes. */
export interface RejectionMailChoice {
  timing: EmailTiming;
  delayMinutes: number;
}

export function useRejectionToastWords() {
  const { t } = useLingui();
  return {
    /** The reject toast: the move, then what happens to the mail (nothing added without one). */
    rejected(move: string, mail: RejectionMailChoice | undefined): string {
      if (!mail || mail.timing === 'none') return move;
      if (mail.timing === 'later')
        return `${move} ${t`The mail to the candidate waits until the time you chose: undoing the rejection cancels it.`}`;
      if (mail.timing === 'delay' && mail.delayMinutes > 0)
        return `${move} ${plural(mail.delayMinutes, {
          one: 'The mail to the candidate waits # minute: undoing the rejection cancels it.',
          other: 'The mail to the candidate waits # minutes: undoing the rejection cancels it.',
        })}`;
      return `${move} ${t`The mail to the candidate has been sent: undoing the rejection cannot call it back.`}`;
    },
    /** After Undo: what became of the undone rejection's mail; undefined when there was none. */
    undone(mail: UndoAnswer['rejection_email']): string | undefined {
      if (mail === 'cancelled')
        return t`Rejection undone. The mail to the candidate was cancelled: it will not be sent.`;
      if (mail === 'sent') return t`Rejection undone, but the mail to the candidate had already been sent.`;
      return undefined;
    },
    /**
     * The bulk reject toast (D266): how many were rejected, then what happens to the mails, one
     * to each rejected candidate (nothing added without them).
     */
    rejectedMany(count: number, mail: RejectionMailChoice | undefined): string {
      const move = plural(count, { one: '# applicant rejected.', other: '# applicants rejected.' });
      if (!mail || mail.timing === 'none') return move;
      if (mail.timing === 'later')
        return `${move} ${t`The mails to the candidates wait until the time you chose: undoing the rejections cancels them.`}`;
      if (mail.timing === 'delay' && mail.delayMinutes > 0)
        return `${move} ${plural(mail.delayMinutes, {
          one: 'The mails to the candidates wait # minute: undoing the rejections cancels them.',
          other: 'The mails to the candidates wait # minutes: undoing the rejections cancels them.',
        })}`;
      return `${move} ${t`The mails to the candidates have been sent: undoing the rejections cannot call them back.`}`;
    },
    /**
     * After the bulk Undo (D490): how many rejections were undone, of their mails how many were
     * cancelled or had left, and of the others why they were not undone.
     */
    undoneMany(answer: BulkUndoRejectionsAnswer): string {
      const { emails_cancelled: cancelled, emails_sent: sent } = answer;
      const parts = [plural(answer.undone, { one: '# rejection undone.', other: '# rejections undone.' })];
      if (cancelled)
        parts.push(
          plural(cancelled, {
            one: '# mail was cancelled: it will not be sent.',
            other: '# mails were cancelled: they will not be sent.',
          }),
        );
      if (sent)
        parts.push(plural(sent, { one: '# mail had already been sent.', other: '# mails had already been sent.' }));
      const late = answer.not_undone.filter((n) => n.reason === 'nothing_to_undo').length;
      const moved = answer.not_undone.filter((n) => n.reason === 'moved_on').length;
      const removed = answer.not_undone.filter((n) => n.reason === 'removed').length;
      if (late)
        parts.push(
          plural(late, {
            one: '# rejection could not be undone: the time to undo it had passed, or it was already undone.',
            other: '# rejections could not be undone: the time to undo them had passed, or they were already undone.',
          }),
        );
      if (moved)
        parts.push(
          plural(moved, {
            one: '# rejection was not undone: the applicant has been moved since.',
            other: '# rejections were not undone: the applicants have been moved since.',
          }),
        );
      if (removed)
        parts.push(
          plural(removed, {
            one: '# rejection was not undone: the applicant has been removed since.',
            other: '# rejections were not undone: the applicants have been removed since.',
          }),
        );
      return parts.join(' ');
    },
  };
}
