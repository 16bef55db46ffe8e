import type { AttemptRecord, OfflineDb } from './db.ts';
import type { OutboxEntry } from './outbox-entry.ts';

/**
 * Queues a whole-form submission once (the application form, an onboarding form): in one
 * transaction the attempt turns 'submitting' and its outbox entry is added. While one is waiting
 * or done, a second call changes nothing and returns the attempt as it is.
 */
export function queueSubmissionOnce(
  db: OfflineDb,
  attempt: { attemptId: string; refId: string; jobStepActivityId: number },
  entryAt: (now: string) => OutboxEntry,
): Promise<AttemptRecord> {
  return db.transaction('rw', db.attempts, db.outbox, async () => {
    const existing = await db.attempts.get(attempt.attemptId);
    if (existing && existing.status !== 'in-progress') return existing;
    const now = new Date().toISOString();
    const queued: AttemptRecord = { ...attempt, status: 'submitting', createdAt: existing?.createdAt ?? now };
    await db.attempts.put(queued);
    await db.outbox.add(entryAt(now));
    return queued;
  });
}
