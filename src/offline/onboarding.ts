/**
 * An onboarding form on this device. What the candidate types is a form draft (form-drafts.ts),
 * kept on every change. Submitting writes, in one transaction, the attempt (status 'submitting')
 * and one outbox entry with the answers and a fresh idempotency key, so a submission made offline
 * is sent exactly once when the network returns, also after a reload. The server's answer is
 * recorded in one transaction with the entry's removal: success marks the attempt submitted and
 * forgets the draft; a refusal (the server's field errors) reopens it with the reason, and 409
 * (already submitted elsewhere) counts as submitted.
 */
import type { OnboardingAnswer } from '../../contracts/onboarding.ts';
import { UserResponseErrorCode } from '../../contracts/user-response.ts';
import { getOfflineDb, type AttemptRecord, type OfflineDb, type OutboxEntry, type Refusal } from './db.ts';

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
    await db.outbox.add({
      kind: 'onboarding-submit',
      attemptId,
      payload: { ref_id: input.refId, job_step_activity_id: input.activityId, answers: input.answers },
      idempotencyKey: crypto.randomUUID(),
      createdAt: now,
      attempts: 0,
      nextTryAt: 0,
    });
    return attempt;
  });
}

/** How many onboarding submissions this device still has to send for the attempt. */
export async function pendingOnboardingCount(refId: string, activityId: number, db: OfflineDb = getOfflineDb()): Promise<number> {
  return db.outbox.where('attemptId').equals(onboardingAttemptId(refId, activityId)).count();
}

export async function applyOnboardingSuccess(db: OfflineDb, sent: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.outbox, db.attempts, db.formDrafts, async () => {
    await db.outbox.delete(sent.seq as number);
    const attempt = await db.attempts.get(sent.attemptId);
    if (attempt) {
      await db.attempts.update(sent.attemptId, { status: 'submitted', refusal: undefined });
      await db.formDrafts.delete(onboardingDraftKey(attempt.refId, attempt.jobStepActivityId));
    }
  });
}

export async function applyOnboardingRefusal(db: OfflineDb, sent: OutboxEntry, refusal: Refusal): Promise<void> {
  await db.transaction('rw', db.outbox, db.attempts, db.formDrafts, async () => {
    await db.outbox.delete(sent.seq as number);
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    if (refusal.code === UserResponseErrorCode.attemptSubmitted) {
      await db.attempts.update(sent.attemptId, { status: 'submitted', refusal });
      await db.formDrafts.delete(onboardingDraftKey(attempt.refId, attempt.jobStepActivityId));
      return;
    }
    // The draft stays: the candidate fixes what the server named and submits again.
    await db.attempts.update(sent.attemptId, { status: 'in-progress', refusal });
  });
}
