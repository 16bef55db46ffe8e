/**
 * A skills test's final submission (skills-test.ts): sent behind every answer and close with the
 * count and hash of the answers on this device; submitted only on a receipt that repeats both,
 * otherwise (or on 409 answers_mismatch) every kept answer and the submission go again.
 */
import type * as contract from '../../../contracts/skills-test.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import { submitSkillsTest } from '../../lib/api/skills-test.ts';
import { localAnswersDigest } from '../attempts.ts';
import { MAX_RESYNCS, receiptMatches, receiptMismatch } from '../receipts.ts';
import { resendSkillsAnswersThenSubmit } from '../skills-test.ts';
import type { ActivityKind, WithoutDigest } from './kind.ts';

export type SkillsSubmitPayload = WithoutDigest<BodyOf<typeof contract.submitSkillsTest>>;

export const skillsSubmitKind: ActivityKind<'skills-submit', SkillsSubmitPayload, typeof contract.submitSkillsTest> = {
  kind: 'skills-submit',
  get endpoint() {
    return submitSkillsTest;
  },
  prepare: async (entry, db) => ({ ...entry.payload, ...(await localAnswersDigest(entry.attemptId, db)) }),
  stores: ['answers', 'attempts'],
  onSuccess: async (db, sent, receipt) => {
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    if (receipt && receiptMatches(receipt, sent.payload)) {
      await db.attempts.update(sent.attemptId, {
        status: 'submitted',
        refusal: undefined,
        kindState: { kind: 'skills', userSkillsTestId: receipt.user_skills_test_id, receipt },
      });
    } else if ((attempt.resyncs ?? 0) < MAX_RESYNCS) {
      // Final on the server, but without something this device holds: send it all again, then ask for a new receipt.
      await resendSkillsAnswersThenSubmit(db, attempt);
    } else {
      // Still different: keep everything local and say so rather than pretend the submission is complete.
      await db.attempts.update(sent.attemptId, {
        refusal: receiptMismatch,
        kindState: receipt
          ? { kind: 'skills', userSkillsTestId: receipt.user_skills_test_id, receipt }
          : { kind: 'skills' },
      });
    }
  },
  onRefusal: async (db, sent, refusal) => {
    const attempt = await db.attempts.get(sent.attemptId);
    if (attempt && refusal.code === UserResponseErrorCode.answersMismatch && (attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendSkillsAnswersThenSubmit(db, attempt);
      return;
    }
    const final = refusal.code === UserResponseErrorCode.attemptSubmitted;
    await db.attempts.update(sent.attemptId, { refusal, status: final ? 'submitted' : 'in-progress' });
  },
};
