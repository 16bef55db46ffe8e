/**
 * What the reject and undo toasts say about the rejection mail (D266): whether it waits (so undoing
 * the rejection cancels it), has left, or, after Undo, was cancelled or had already been sent.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UndoAnswer } from '../../../contracts/pipeline.ts';
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
    /** After the bulk Undo: how many rejections were undone, and of their mails how many were cancelled or had left. */
    undoneMany(answers: UndoAnswer['rejection_email'][], failed: number): string {
      const undone = plural(answers.length, { one: '# rejection undone.', other: '# rejections undone.' });
      const cancelled = answers.filter((a) => a === 'cancelled').length;
      const sent = answers.filter((a) => a === 'sent').length;
      const parts = [undone];
      if (cancelled)
        parts.push(
          plural(cancelled, {
            one: '# mail was cancelled: it will not be sent.',
            other: '# mails were cancelled: they will not be sent.',
          }),
        );
      if (sent)
        parts.push(plural(sent, { one: '# mail had already been sent.', other: '# mails had already been sent.' }));
      if (failed)
        parts.push(
          plural(failed, {
            one: '# rejection could not be undone.',
            other: '# rejections could not be undone.',
          }),
        );
      return parts.join(' ');
    },
  };
}
