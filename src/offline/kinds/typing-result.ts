/**
 * A typing run's keystroke log, scored by the server (typing-runs.ts). Sent with the count and
 * hash of the run this device keeps; received only when the result repeats both, otherwise (or on
 * 409 answers_mismatch) the kept run is queued again, up to MAX_RESYNCS times.
 */
import type * as contract from '../../../contracts/typing-test.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import { scoreTypingTest } from '../../lib/api/typing-test.ts';
import { MAX_RESYNCS, receiptMatches, receiptMismatch } from '../receipts.ts';
import { localTypingDigest, resendRun, sendablePayload, typingRunOf } from '../typing-runs.ts';
import type { ActivityKind, WithoutDigest } from './kind.ts';

export type TypingResultPayload = WithoutDigest<BodyOf<typeof contract.scoreTypingTest>>;

export const typingResultKind: ActivityKind<'typing-result', TypingResultPayload, typeof contract.scoreTypingTest> = {
  kind: 'typing-result',
  get endpoint() {
    return scoreTypingTest;
  },
  // The log bounded within the server's limits (a longer one was refused), with the count and hash
  // of the same log.
  prepare: async (entry, db) => ({ ...sendablePayload(entry.payload), ...(await localTypingDigest(entry, db)) }),
  stores: ['attempts'],
  onSuccess: async (db, sent, result) => {
    const attempt = await db.attempts.get(sent.attemptId);
    const run = typingRunOf(attempt);
    if (!attempt || !run) return;
    if (receiptMatches(result, sent.payload)) {
      await db.attempts.update(sent.attemptId, {
        status: 'submitted',
        refusal: undefined,
        kindState: { kind: 'typing', run: { ...run, result } },
      });
    } else if ((attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendRun(db, attempt, run);
    } else {
      // Still different: keep the run and say so rather than pretend the result was received.
      await db.attempts.update(sent.attemptId, { refusal: receiptMismatch });
    }
  },
  onRefusal: async (db, sent, refusal) => {
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    const run = typingRunOf(attempt);
    if (refusal.code === UserResponseErrorCode.answersMismatch && run && (attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendRun(db, attempt, run);
      return;
    }
    // Scored already (another attempt): final. Anything else: the run is kept, finished, with the
    // reason, which its screen shows with "Send it again" (typing-runs.ts isRunRefused); it is
    // never reopened for typing.
    await db.attempts.update(sent.attemptId, {
      refusal,
      status: refusal.code === UserResponseErrorCode.attemptSubmitted ? 'submitted' : 'in-progress',
    });
  },
};
