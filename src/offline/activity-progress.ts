/**
 * What the tracker shows of an activity (D194): the server's answer, or what this device knows
 * when it knows more. Every kind that submits through the outbox marks its attempt 'submitting' in
 * the transaction that queues the submission, and 'submitted' in the one that records the server's
 * receipt (attempts.ts, typing-runs.ts, skills-test.ts, onboarding.ts, language-test.ts), so the
 * attempts alone say it, whatever the kind. A kind submitted online only puts the server's answer in
 * the tracker's read itself (features/candidate/progress.queries.ts `noteActivityCompleted`).
 */
import type { TrackerActivity } from '../../contracts/progress.ts';
import { getOfflineDb, kindStateOf, type AttemptRecord, type AttemptStatus, type OfflineDb } from './db.ts';
import { isLeaseRefusal } from './lease-state.ts';
import { heldAttemptChanges } from './storage-failure.ts';

/** This device's newest attempt at an activity: its status and when the status last changed (epoch ms). */
export interface DeviceActivity {
  status: AttemptStatus;
  changedAt: number;
  /**
   * A finished result the server refused for good, kept here with the reason (a typing run, issue
   * 66): the tracker says so instead of Continue. Not a refusal by the lease (the activity's page
   * says to continue on this device), and not a questionnaire's submission (refused, it reopens
   * for the candidate to act on the reason: Continue).
   */
  isRefused?: boolean;
}

/** The newest attempt at each activity of the application `refId` on this device, by job_step_activity_id. */
export async function deviceActivities(
  refId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<ReadonlyMap<number, DeviceActivity>> {
  // With the changes this page holds because the disk refused them (a submission on a full disk,
  // D195, D346): the tracker says it was finished, not "Continue", until the disk takes writes.
  const attempts = (await db.attempts.toArray()).map((a) => ({ ...a, ...heldAttemptChanges(db, a.attemptId) }));
  const newest = new Map<number, { createdAt: string; device: DeviceActivity }>();
  for (const attempt of attempts) {
    if (attempt.refId !== refId) continue;
    const known = newest.get(attempt.jobStepActivityId);
    if (known && known.createdAt >= attempt.createdAt) continue;
    newest.set(attempt.jobStepActivityId, {
      createdAt: attempt.createdAt,
      device: {
        status: attempt.status,
        changedAt: attempt.statusChangedAt ?? Date.parse(attempt.createdAt),
        ...(isResultRefused(attempt) ? { isRefused: true } : {}),
      },
    });
  }
  return new Map([...newest].map(([id, { device }]) => [id, device]));
}

/** A finished typing run the server refused, not by the lease (typing-runs.ts isRunRefused, without loading it). */
function isResultRefused(attempt: AttemptRecord): boolean {
  return (
    attempt.status === 'in-progress' &&
    attempt.refusal !== undefined &&
    !isLeaseRefusal(attempt.refusal) &&
    kindStateOf(attempt, 'typing')?.run.finishedAt !== undefined
  );
}

/**
 * - 'completed': the server says so, or this device holds the server's receipt and the server's
 *   answer shown was read before it;
 * - 'sent': the submission waits on this device (in the outbox) for the server;
 * - 'refused': the server refused the finished result this device keeps (`DeviceActivity.isRefused`):
 *   its page says why and sends it again;
 * - 'begun': this device holds answers of an attempt not submitted;
 * - 'open': nothing done here that the server does not know.
 */
export type TrackerStatus = 'completed' | 'sent' | 'refused' | 'begun' | 'open';

/**
 * The server's answer about the activity (`readAt`: when it was read, epoch ms) weighed against the
 * device's. A receipt newer than the server's answer wins; a server's answer read after the receipt
 * wins (the activity was opened again for a re-take). A queued submission is 'sent' until the
 * server says completed: the server cannot know of it yet.
 */
export function trackerStatus(
  server: Pick<TrackerActivity, 'is_completed'>,
  readAt: number,
  device: DeviceActivity | undefined,
): TrackerStatus {
  if (server.is_completed) return 'completed';
  switch (device?.status) {
    case 'submitted':
      return device.changedAt > readAt ? 'completed' : 'open';
    case 'submitting':
      return 'sent';
    case 'in-progress':
      return device.isRefused ? 'refused' : 'begun';
    default:
      return 'open';
  }
}

/** True when the device learned of a completion after the server's answer was read: time to ask the server again. */
export function isServerBehind(
  server: Pick<TrackerActivity, 'is_completed'>,
  readAt: number,
  device: DeviceActivity | undefined,
): boolean {
  return !server.is_completed && device?.status === 'submitted' && device.changedAt > readAt;
}
