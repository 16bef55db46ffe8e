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
  };
}
