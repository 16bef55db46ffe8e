/**
 * A language test part's completion (language-test.ts): sent behind the part's answers with their
 * count and hash; completed only on a receipt that repeats both, otherwise (or on 409
 * answers_mismatch) the part's kept answers and the completion are queued again.
 */
import type * as contract from '../../../contracts/language-test.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { languagePartDigest } from '../../../contracts/answer-digests.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import { completeLanguagePart } from '../../lib/api/language-test.ts';
import { keptPartAnswers, languageItemKey, markPart, resendPartThenComplete } from '../language-test.ts';
import { MAX_RESYNCS, receiptMatches, receiptMismatch } from '../receipts.ts';
import type { AttemptRecord } from '../records.ts';
import type { ActivityKind, WithoutDigest } from './kind.ts';

export type LanguagePartPayload = WithoutDigest<BodyOf<typeof contract.completeLanguagePart>>;

export const languagePartKind: ActivityKind<
  'language-part',
  LanguagePartPayload,
  typeof contract.completeLanguagePart
> = {
  kind: 'language-part',
  get endpoint() {
    return completeLanguagePart;
  },
  prepare: async (entry, db) => {
    const vendorAssessmentId = entry.payload.vendor_assessment_id;
    const prefix = languageItemKey(vendorAssessmentId, '');
    const kept = await keptPartAnswers(db, entry.attemptId, vendorAssessmentId);
    const digest = await languagePartDigest(
      kept.map((a) => ({ item_id: a.itemId.slice(prefix.length), option_id: a.value as string | null })),
    );
    return { ...entry.payload, ...digest };
  },
  stores: ['answers', 'attempts'],
  onSuccess: async (db, sent, result) => {
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    const vendorAssessmentId = sent.payload.vendor_assessment_id;
    if (receiptMatches(result, sent.payload)) {
      await markPart(
        db,
        sent.attemptId,
        vendorAssessmentId,
        result?.is_activity_completed ? { status: 'submitted', refusal: undefined } : { refusal: undefined },
        'completed',
      );
    } else if ((attempt.resyncs ?? 0) < MAX_RESYNCS) {
      // Completed on the server, but not with this device's answers: send them again, then ask for a new receipt.
      await resendPartThenComplete(db, vendorAssessmentId, attempt);
    } else {
      // Still different: keep every answer and say so rather than pretend the part is complete.
      await db.attempts.update(sent.attemptId, { refusal: receiptMismatch, ...reopened(attempt) });
    }
  },
  onRefusal: async (db, sent, refusal) => {
    const attempt = await db.attempts.get(sent.attemptId);
    if (attempt && refusal.code === UserResponseErrorCode.answersMismatch && (attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendPartThenComplete(db, sent.payload.vendor_assessment_id, attempt);
      return;
    }
    // Not completed: the candidate sees why and may complete the part again.
    await markPart(db, sent.attemptId, sent.payload.vendor_assessment_id, { refusal, ...reopened(attempt) }, undefined);
  },
};

/** A test whose last part was sent ('submitting', D355) is open again once a part is refused: the tracker says "Continue". */
function reopened(attempt: AttemptRecord | undefined): Partial<AttemptRecord> {
  return attempt?.status === 'submitting' ? { status: 'in-progress' } : {};
}
