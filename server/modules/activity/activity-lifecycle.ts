/**
 * The candidate activity lifecycle, one home for every kind (server/modules/activity/README.md):
 * start, complete (idempotent, never overwrites an earlier completion, the database's clock),
 * reopen for a re-take, the tracker's progress and its percentage, and the leases that keep one
 * device writing. A kind's module calls these inside its own transaction; none writes
 * user_step_activities itself.
 */
import type { Db } from '../../db/database.ts';
import * as store from './activity.store.ts';
import { announceActivityCompleted, announceProgressRecounted } from './activity-events.ts';

export interface Completion {
  /** When the activity was completed: this call's time, or the earlier completion's. */
  completedAt: Date;
  /** True only for the call that completed it. */
  completedNow: boolean;
}

/** The candidate opened the activity (a row with its start time); a no-op when it has one. */
export async function startActivity(db: Db, refId: string, jobStepActivityId: number): Promise<void> {
  await store.insertStarted(db, refId, jobStepActivityId);
}

/**
 * Completes the activity unless it already is, and refreshes the tracker's progress. A repeat
 * changes nothing and returns the first completion's time.
 */
export async function completeActivity(db: Db, refId: string, jobStepActivityId: number): Promise<Completion> {
  const now = await store.upsertCompleted(db, refId, jobStepActivityId);
  if (now) {
    await store.refreshProgressOf(db, [refId]);
    // Announced, not called: a tracker an applicant tracking system ordered sends its result back at 100 % (D145).
    await announceActivityCompleted(db, refId);
    return { completedAt: now, completedNow: true };
  }
  const earlier = await store.completedAt(db, refId, jobStepActivityId);
  if (!earlier) throw new Error(`activity ${jobStepActivityId} of ${refId} is neither completed nor completable`);
  return { completedAt: earlier, completedNow: false };
}

/** Opens a completed activity again for a re-take; progress no longer counts it. True when it was completed. */
export async function reopenActivity(db: Db, refId: string, jobStepActivityId: number): Promise<boolean> {
  const reopened = await store.markOpen(db, refId, jobStepActivityId);
  if (reopened) await store.refreshProgressOf(db, [refId]);
  return reopened;
}

/**
 * Recounts user_trackers.completed_activity_count and current_job_step_id against the current
 * plan: for named trackers (after a move to another job) or every tracker of a job (after its
 * plan lost a step or an activity). A tracker an ATS ordered that the edit brings to 100 % sends
 * its result back as a completion does (D149).
 */
export async function refreshTrackerProgress(
  db: Db,
  target: { refIds: readonly string[] } | { jobId: number },
): Promise<void> {
  if ('jobId' in target) await store.refreshProgressOfJob(db, target.jobId);
  else await store.refreshProgressOf(db, target.refIds);
  await announceProgressRecounted(db, target);
}

/** The ring's percentage: completed activities of the current plan over its activities, rounded down. */
export function pctComplete(completed: number, total: number): number {
  return total > 0 ? Math.floor((Math.min(completed, total) * 100) / total) : 0;
}

// The leases, one device writing at a time: per attempt (questionnaires, screening questions) and
// per activity (skills and language tests, single-submission kinds). Their modules stay where they
// are; new kinds take them from here.
export {
  activityLeaseRequest,
  admitActivityWrite,
  admitSubmission,
  DEFAULT_ACTIVITY_LEASE_MS,
  deviceOf,
  heartbeatActivity,
  judgeLease,
  leasedError,
  movedError,
  singleSubmissionHeartbeat,
  singleSubmissionTakeOver,
  takeOverActivity,
  type ActivityLeaseRequest,
  type ActivityTarget,
  type LeaseVerdict,
} from '../attempt-lease/index.ts';
