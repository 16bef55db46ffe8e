/**
 * One writer across devices (offline promise 10) for the activities submitted whole in one request
 * (contracts/activity-lease.ts SINGLE_SUBMISSION_ACTIVITY_TYPES). What the candidate types stays
 * on the device until that request, so the lease guards only the right to submit: the open screen
 * heartbeats here, another device's screen turns read-only, and each submission (a video's upload
 * too) is admitted by `admitSubmission` with the shared rule of activity-lease.ts.
 */
import { SINGLE_SUBMISSION_ACTIVITY_TYPES, type ActivityLeaseResultType } from '../../../contracts/activity-lease.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { ownActivityQuery } from '../../db/own-activity.store.ts';
import {
  admitActivityWrite,
  heartbeatActivity,
  takeOverActivity,
  type ActivityLeaseRequest,
  type ActivityTarget,
  type HeldLease,
} from './activity-lease.ts';

const alreadySubmitted = () => new HttpError(409, ErrorCode.attemptSubmitted, 'This activity was already submitted.');

/** The candidate's own open activity of a kind submitted whole: 404 for anyone else or any other kind, 409 once completed. */
async function ownOpenActivity(trx: Db, userId: number, target: ActivityTarget): Promise<void> {
  const row = await ownActivityQuery(trx, target.ref_id, target.job_step_activity_id, {
    userId,
    activityTypes: SINGLE_SUBMISSION_ACTIVITY_TYPES,
    isTrackerLive: true,
  })
    .select('usa.is_completed')
    .executeTakeFirst();
  if (!row) throw notFound('Activity not found');
  if (row.is_completed) throw alreadySubmitted();
}

function resultOf(held: HeldLease): ActivityLeaseResultType {
  return {
    lease_expires_at: held.lease_expires_at,
    lease_ms: held.lease_ms,
    taken_over_at: held.taken_over_at ? new Date(held.taken_over_at).toISOString() : null,
  };
}

export async function singleSubmissionHeartbeat(
  db: Db,
  userId: number,
  target: ActivityTarget,
  lease: ActivityLeaseRequest,
): Promise<ActivityLeaseResultType> {
  return db.transaction().execute(async (trx) => {
    await ownOpenActivity(trx, userId, target);
    return resultOf(await heartbeatActivity(trx, target, lease));
  });
}

export async function singleSubmissionTakeOver(
  db: Db,
  userId: number,
  target: ActivityTarget,
  lease: ActivityLeaseRequest,
): Promise<ActivityLeaseResultType> {
  return db.transaction().execute(async (trx) => {
    await ownOpenActivity(trx, userId, target);
    return resultOf(await takeOverActivity(trx, target, lease));
  });
}

/**
 * The lease check of a submission, inside the caller's transaction after its own ownership check:
 * this device holds the activity (or nobody does, and now it does), else 409 attempt_leased while
 * another device's lease is live, or 409 attempt_moved once it moved away from this device. A
 * submission carries everything at once, so a former holder's is refused even if typed before the
 * take-over: the device that took over submits its own. Without `lease` (internal callers) nothing is checked.
 */
export async function admitSubmission(
  trx: Db,
  target: ActivityTarget,
  lease: ActivityLeaseRequest | undefined,
): Promise<void> {
  if (!lease) return;
  await admitActivityWrite(trx, target, lease);
}
