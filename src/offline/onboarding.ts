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
import type { OnboardingAnswer } from '../../contracts/onboarding.ts';
import { isLeaseRefusal } from './lease-state.ts';
import { getOfflineDb, type AttemptRecord, type OfflineDb } from './db.ts';
import { newEntry, type QueuedEntry, type PayloadOf } from './outbox-entry.ts';
import { queueSubmissionOnce } from './queue-submission.ts';

type OnboardingSubmitPayload = PayloadOf<'onboarding-submit'>;

export const onboardingAttemptId = (refId: string, activityId: number) => `onboarding:${refId}:${activityId}`;
export const onboardingDraftKey = (refId: string, activityId: number) => `onboarding:${refId}:${activityId}`;

export async function readOnboardingAttempt(
  refId: string,
  activityId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord | undefined> {
  return db.attempts.get(onboardingAttemptId(refId, activityId));
}

/** Queues the submission once: while one is waiting, a second call changes nothing. */
export async function queueOnboardingSubmission(
  input: { refId: string; activityId: number; answers: OnboardingAnswer[] },
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord> {
  const attemptId = onboardingAttemptId(input.refId, input.activityId);
  return queueSubmissionOnce(db, { attemptId, refId: input.refId, jobStepActivityId: input.activityId }, (now) =>
    submissionEntry(attemptId, input.refId, input.activityId, input.answers, now),
  );
}

function submissionEntry(
  attemptId: string,
  refId: string,
  activityId: number,
  answers: OnboardingAnswer[],
  at: string,
): QueuedEntry<'onboarding-submit', OnboardingSubmitPayload> {
  return newEntry('onboarding-submit', attemptId, { ref_id: refId, job_step_activity_id: activityId, answers }, at);
}

/** Queues the same answers again under a fresh key (inside a transaction over outbox and attempts). */
export async function resendOnboardingAnswers(
  db: OfflineDb,
  answers: OnboardingAnswer[],
  attempt: AttemptRecord,
): Promise<void> {
  await db.outbox.add(
    submissionEntry(attempt.attemptId, attempt.refId, attempt.jobStepActivityId, answers, new Date().toISOString()),
  );
  await db.attempts.update(attempt.attemptId, { resyncs: (attempt.resyncs ?? 0) + 1 });
}

/** How many onboarding submissions this device still has to send for the attempt. */
export async function pendingOnboardingCount(
  refId: string,
  activityId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<number> {
  return db.outbox.where('attemptId').equals(onboardingAttemptId(refId, activityId)).count();
}

/** After this device took the activity over: the refusal by the lease is set aside; the draft stays for the candidate to submit again. */
export async function clearLeaseRefusal(
  refId: string,
  activityId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  const attemptId = onboardingAttemptId(refId, activityId);
  await db.transaction('rw', db.attempts, async () => {
    const attempt = await db.attempts.get(attemptId);
    if (attempt?.status === 'in-progress' && isLeaseRefusal(attempt.refusal))
      await db.attempts.update(attemptId, { refusal: undefined });
  });
}
