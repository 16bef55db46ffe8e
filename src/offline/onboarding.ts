/**
 * An onboarding form on this device. What the candidate types is a form draft (form-drafts.ts),
 * kept on every change. Submitting writes, in one transaction, the attempt (status 'submitting')
 * and one outbox entry with the answers and a fresh idempotency key, so a submission made offline
 * is sent exactly once when the network returns, also after a reload. The server's answer is
 * recorded in one transaction with the entry's removal: a refusal (the server's field errors)
 * reopens it with the reason, and 409 attempt_submitted (submitted before with other answers)
 * counts as submitted, the draft kept.
 *
 * A receipt before deletion (promise 8): the submission carries the count and canonical hash of
 * its answers (contracts/onboarding.ts onboardingDigest), added when it is sent; the server's
 * receipt repeats those of the answers it stored. Only a receipt that repeats both marks the
 * attempt submitted and forgets the draft; one that differs, or a 409 answers_mismatch, queues
 * the same answers again (up to MAX_RESYNCS times, then the form reopens with the difference).
 *
 * One writer (offline promise 10): a submission refused because another device holds the activity
 * (409 attempt_leased / attempt_moved) reopens the attempt with that refusal and the draft kept;
 * the screen stays read-only until this device has taken the activity over, then
 * `clearLeaseRefusal` sets the refusal aside and the candidate submits the same draft again.
 */
import type { OnboardingAnswer, SubmitOnboardingReceipt } from '../../contracts/onboarding.ts';
import { onboardingDigest } from '../../contracts/answer-digests.ts';
import { UserResponseErrorCode } from '../../contracts/user-response-codes.ts';
import { isLeaseRefusal } from './lease-state.ts';
import { getOfflineDb, type AttemptRecord, type OfflineDb, type OutboxEntry, type Refusal } from './db.ts';
import { MAX_RESYNCS, receiptMatches, receiptMismatch } from './receipts.ts';

export const onboardingAttemptId = (refId: string, activityId: number) => `onboarding:${refId}:${activityId}`;
export const onboardingDraftKey = (refId: string, activityId: number) => `onboarding:${refId}:${activityId}`;

export function isOnboardingEntry(entry: Pick<OutboxEntry, 'kind'>): boolean {
  return entry.kind === 'onboarding-submit';
}

export async function readOnboardingAttempt(refId: string, activityId: number, db: OfflineDb = getOfflineDb()): Promise<AttemptRecord | undefined> {
  return db.attempts.get(onboardingAttemptId(refId, activityId));
}

/** Queues the submission once: while one is waiting, a second call changes nothing. */
export async function queueOnboardingSubmission(
  input: { refId: string; activityId: number; answers: OnboardingAnswer[] },
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord> {
  const attemptId = onboardingAttemptId(input.refId, input.activityId);
  return db.transaction('rw', db.attempts, db.outbox, async () => {
    const existing = await db.attempts.get(attemptId);
    if (existing && existing.status !== 'in-progress') return existing;
    const now = new Date().toISOString();
    const attempt: AttemptRecord = {
      attemptId,
      refId: input.refId,
      jobStepActivityId: input.activityId,
      status: 'submitting',
      createdAt: existing?.createdAt ?? now,
    };
    await db.attempts.put(attempt);
    await db.outbox.add(submissionEntry(attemptId, input.refId, input.activityId, input.answers, now));
    return attempt;
  });
}

function submissionEntry(attemptId: string, refId: string, activityId: number, answers: OnboardingAnswer[], at: string): OutboxEntry {
  return {
    kind: 'onboarding-submit',
    attemptId,
    payload: { ref_id: refId, job_step_activity_id: activityId, answers },
    idempotencyKey: crypto.randomUUID(),
    createdAt: at,
    attempts: 0,
    nextTryAt: 0,
  };
}

/** The body to send now: the answers with their count and hash, for the server to check and repeat. */
export async function prepareOnboardingEntry(sent: OutboxEntry): Promise<OutboxEntry> {
  return { ...sent, payload: { ...sent.payload, ...(await onboardingDigest((sent.payload.answers as OnboardingAnswer[] | undefined) ?? [])) } };
}

/** Queues the same answers again under a fresh key (inside a transaction over outbox and attempts). */
async function resendAnswers(db: OfflineDb, sent: OutboxEntry, attempt: AttemptRecord): Promise<void> {
  const answers = (sent.payload.answers as OnboardingAnswer[] | undefined) ?? [];
  await db.outbox.add(submissionEntry(attempt.attemptId, attempt.refId, attempt.jobStepActivityId, answers, new Date().toISOString()));
  await db.attempts.update(attempt.attemptId, { resyncs: (attempt.resyncs ?? 0) + 1 });
}

/** How many onboarding submissions this device still has to send for the attempt. */
export async function pendingOnboardingCount(refId: string, activityId: number, db: OfflineDb = getOfflineDb()): Promise<number> {
  return db.outbox.where('attemptId').equals(onboardingAttemptId(refId, activityId)).count();
}

export async function applyOnboardingSuccess(db: OfflineDb, sent: OutboxEntry, data?: unknown): Promise<void> {
  await db.transaction('rw', db.outbox, db.attempts, db.formDrafts, async () => {
    await db.outbox.delete(sent.seq as number);
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    if (receiptMatches(data as SubmitOnboardingReceipt | undefined, sent.payload)) {
      await db.attempts.update(sent.attemptId, { status: 'submitted', refusal: undefined });
      await db.formDrafts.delete(onboardingDraftKey(attempt.refId, attempt.jobStepActivityId));
    } else if ((attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendAnswers(db, sent, attempt);
    } else {
      // Still different: the draft stays, and the form says so.
      await db.attempts.update(sent.attemptId, { status: 'in-progress', refusal: receiptMismatch });
    }
  });
}

export async function applyOnboardingRefusal(db: OfflineDb, sent: OutboxEntry, refusal: Refusal): Promise<void> {
  await db.transaction('rw', db.outbox, db.attempts, db.formDrafts, async () => {
    await db.outbox.delete(sent.seq as number);
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    if (refusal.code === UserResponseErrorCode.answersMismatch && (attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendAnswers(db, sent, attempt);
      return;
    }
    if (refusal.code === UserResponseErrorCode.attemptSubmitted) {
      // Submitted before with other answers (the same ones would have had a receipt): final, and the draft stays.
      await db.attempts.update(sent.attemptId, { status: 'submitted', refusal });
      return;
    }
    // The draft stays: the candidate fixes what the server named and submits again.
    await db.attempts.update(sent.attemptId, { status: 'in-progress', refusal });
  });
}

/** After this device took the activity over: the refusal by the lease is set aside; the draft stays for the candidate to submit again. */
export async function clearLeaseRefusal(refId: string, activityId: number, db: OfflineDb = getOfflineDb()): Promise<void> {
  const attemptId = onboardingAttemptId(refId, activityId);
  await db.transaction('rw', db.attempts, async () => {
    const attempt = await db.attempts.get(attemptId);
    if (attempt?.status === 'in-progress' && isLeaseRefusal(attempt.refusal)) await db.attempts.update(attemptId, { refusal: undefined });
  });
}
