/**
 * What an activity submitted whole from a draft (the onboarding form) writes through, the
 * counterpart of answer-channel.ts for kinds answered item by item. The kind's one screen renders
 * the draft and submits it; where IndexedDB works the draft is kept on the device and the
 * submission queued in the outbox, where it does not the draft stays in the page and the
 * submission goes straight to the same endpoint with its receipt (its own chunk, with the
 * online-only texts in `direct`). Either way the screen sits inside SubmissionShell, which says why
 * it is read-only; a submission the lease refused is handed to the shell as `refused`.
 */
import type { ReactNode } from 'react';
import type { Refusal } from '../../offline/db.ts';
import type { AnswerStorage } from '../../offline-hooks/use-answer-storage.ts';

export interface SubmissionChannel<Draft, Submission = Draft> {
  storage: AnswerStorage;
  draft: Draft;
  /** False until the draft kept on the device was read. */
  isReady: boolean;
  /** Keeps a change to the draft as it is then (on the device, or in the page). */
  keep(change: (draft: Draft) => Draft): void;
  /** When the draft was last kept on the device (never online only). */
  savedAt?: number;
  /** 'waiting': queued on the device, or being sent online only; 'not-sent': online only, the network failed; 'done': the server has it. */
  state: 'idle' | 'waiting' | 'not-sent' | 'done';
  /** The server's refusal of the last submission, for other reasons than the lease. */
  refusal?: Refusal;
  /** A submission the lease refused, kept: SubmissionShell's `refused`. */
  leaseRefusal: { refusal: Refusal | undefined; resend(): Promise<void> };
  /** Queues or sends the submission; rejects when the device could not keep it. */
  submit(submission: Submission): Promise<void>;
  /** Only where nothing is kept on the device: the notice for the top of the page, and what to say when a submission did not reach the server. */
  direct?: { notice: ReactNode; notSent: ReactNode };
}
