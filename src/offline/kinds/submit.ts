/**
 * A questionnaire attempt's final submission: it carries the count and hash of the answers the
 * server should hold, computed when it is sent (behind every answer). Submitted only on a receipt
 * that repeats both (receipts.ts); a 409 answers_mismatch sends every kept answer again and the
 * submission behind them, up to MAX_RESYNCS times.
 */
import type * as contract from '../../../contracts/user-response.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import { submitAttempt } from '../../lib/api/user-response.ts';
import { localAnswersDigest } from '../attempts.ts';
import type { OfflineDb } from '../db.ts';
import { MAX_RESYNCS, receiptMatches, receiptMismatch } from '../receipts.ts';
import { newEntry, type ActivityKind, type QueuedEntry, type WithoutDigest } from './kind.ts';
import type { AnswerPayload } from './answer.ts';

type Body = BodyOf<typeof contract.submitAttempt>;
export type SubmitPayload = WithoutDigest<Body>;

export const submitKind: ActivityKind<'submit', SubmitPayload, typeof contract.submitAttempt> = {
  kind: 'submit',
  get endpoint() {
    return submitAttempt;
  },
  prepare: async (entry, db) => ({ ...entry.payload, ...(await localAnswersDigest(entry.attemptId, db)) }),
  stores: ['answers', 'attempts'],
  awaitsFiles: true,
  onSuccess: async (db, sent, receipt) => {
    await db.attempts.update(
      sent.attemptId,
      receiptMatches(receipt, sent.payload)
        ? { status: 'submitted', receipt, refusal: undefined }
        : // The server broke its own rule (it finalises only on equal hashes): keep everything
          // local and say so rather than pretend the submission is complete.
          { receipt, refusal: receiptMismatch },
    );
  },
  onRefusal: async (db, sent, refusal) => {
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    if (refusal.code === UserResponseErrorCode.answersMismatch && (attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendAnswersThenSubmit(db, sent);
      await db.attempts.update(sent.attemptId, { resyncs: (attempt.resyncs ?? 0) + 1 });
      return;
    }
    await db.attempts.update(sent.attemptId, {
      refusal,
      // Already final on the server: nothing to reopen. Any other refusal reopens the attempt so
      // the candidate can act on the reason and submit again.
      status: refusal.code === UserResponseErrorCode.attemptSubmitted ? 'submitted' : 'in-progress',
    });
  },
};

/**
 * The server holds something other than this device's answers and has not finalised: queue every
 * kept answer again (same revision, fresh key: the server applies only what it lacks), then the
 * submission again.
 */
async function resendAnswersThenSubmit(db: OfflineDb, sent: QueuedEntry<'submit', Body>): Promise<void> {
  const now = new Date().toISOString();
  const { ref_id, job_step_activity_id, attempt_id } = sent.payload;
  const answers = await db.answers.where('attemptId').equals(sent.attemptId).toArray();
  for (const answer of answers) {
    if (answer.status === 'refused') continue;
    await db.answers.update([answer.attemptId, answer.itemId], { status: 'pending' });
    const payload: AnswerPayload = {
      ref_id,
      job_step_activity_id,
      attempt_id: answer.attemptId,
      item_id: answer.itemId,
      value: answer.value,
      revision: answer.revision,
      answered_at: answer.answeredAt,
    };
    await db.outbox.add(
      newEntry('answer', answer.attemptId, payload, now, { itemId: answer.itemId, revision: answer.revision }),
    );
  }
  await db.outbox.add(
    newEntry('submit', sent.attemptId, { ref_id, job_step_activity_id, attempt_id } satisfies SubmitPayload, now),
  );
}
