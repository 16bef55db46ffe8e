/**
 * An onboarding form's submission (onboarding.ts): its answers, with their count and hash added
 * when sent. A receipt that repeats both marks the attempt submitted and forgets the draft; one
 * that differs, or a 409 answers_mismatch, queues the same answers again (up to MAX_RESYNCS times).
 */
import type * as contract from '../../../contracts/onboarding.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { onboardingDigest } from '../../../contracts/answer-digests.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import { submitOnboardingForm } from '../../lib/api/onboarding.ts';
import { onboardingDraftKey, resendOnboardingAnswers } from '../onboarding.ts';
import { MAX_RESYNCS, receiptMatches, receiptMismatch } from '../receipts.ts';
import type { ActivityKind, WithoutDigest } from './kind.ts';

export type OnboardingSubmitPayload = WithoutDigest<BodyOf<typeof contract.submitOnboardingForm>>;

export const onboardingSubmitKind: ActivityKind<
  'onboarding-submit',
  OnboardingSubmitPayload,
  typeof contract.submitOnboardingForm
> = {
  kind: 'onboarding-submit',
  get endpoint() {
    return submitOnboardingForm;
  },
  prepare: async (entry) => ({ ...entry.payload, ...(await onboardingDigest(entry.payload.answers ?? [])) }),
  stores: ['attempts', 'formDrafts'],
  onSuccess: async (db, sent, receipt) => {
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    if (receiptMatches(receipt, sent.payload)) {
      await db.attempts.update(sent.attemptId, { status: 'submitted', refusal: undefined });
      await db.formDrafts.delete(onboardingDraftKey(attempt.refId, attempt.jobStepActivityId));
    } else if ((attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendOnboardingAnswers(db, sent.payload.answers ?? [], attempt);
    } else {
      // Still different: the draft stays, and the form says so.
      await db.attempts.update(sent.attemptId, { status: 'in-progress', refusal: receiptMismatch });
    }
  },
  onRefusal: async (db, sent, refusal) => {
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    if (refusal.code === UserResponseErrorCode.answersMismatch && (attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendOnboardingAnswers(db, sent.payload.answers ?? [], attempt);
      return;
    }
    if (refusal.code === UserResponseErrorCode.attemptSubmitted) {
      // Submitted before with other answers (the same ones would have had a receipt): final, and the draft stays.
      await db.attempts.update(sent.attemptId, { status: 'submitted', refusal });
      return;
    }
    // The draft stays: the candidate fixes what the server named and submits again.
    await db.attempts.update(sent.attemptId, { status: 'in-progress', refusal });
  },
};
