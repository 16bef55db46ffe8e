/**
 * The lease endpoints of the answer attempts (contracts/attempt-lease.ts): the holder's heartbeat,
 * and taking a lapsed attempt over to this device.
 */
import type { LeaseHeartbeatResultType, TakeOverResultType } from '../../../contracts/attempt-lease.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import { isLeaseLive, leasedError, leaseUntil } from '../attempt-lease/index.ts';
import * as store from './user-response.store.ts';
import { attemptSubmitted, holdLease, openAttempt, type LeaseRequest } from './user-response.service.ts';

const MAX_INT = 2_147_483_647;

function requireDevice(lease: LeaseRequest): string {
  if (!lease.device) throw invalid('X-Assay-Device', 'This request needs the device id header.');
  return lease.device;
}

/** Renews the lease of the holder; anyone else gets 409 (attempt_moved / attempt_leased) and renews nothing. */
export async function heartbeat(
  db: Db,
  userId: number,
  body: { ref_id: string; job_step_activity_id: number; attempt_id: string },
  lease: LeaseRequest,
): Promise<LeaseHeartbeatResultType> {
  const device = requireDevice(lease);
  return db.transaction().execute(async (trx) => {
    const attempt = await openAttempt(trx, userId, body, lease, { create: false });
    if (attempt.submitted_at) throw attemptSubmitted();
    await holdLease(trx, attempt, lease);
    const late = attempt.taken_over_at
      ? await store.answersWithRevisions(trx, attempt.attempt_id, {
          since: new Date(attempt.taken_over_at),
          holder: device,
        })
      : [];
    return {
      attempt_id: attempt.attempt_id,
      lease_expires_at: leaseUntil(lease.now, lease.leaseMs).toISOString(),
      lease_ms: lease.leaseMs,
      late_answers: late,
    };
  });
}

/**
 * Moves the open attempt of an activity to this device, once its lease has lapsed (or at once
 * when this device already holds it, or nobody does). Answers the attempt and every answer the
 * server holds, with revisions, for the device to adopt.
 */
export async function takeOver(
  db: Db,
  userId: number,
  body: { ref_id: string; job_step_activity_id: number },
  lease: LeaseRequest,
): Promise<TakeOverResultType> {
  const device = requireDevice(lease);
  if (body.job_step_activity_id > MAX_INT) throw notFound('Activity not found');
  return db.transaction().execute(async (trx) => {
    const tracker = await store.findTrackerActivity(trx, body.ref_id, body.job_step_activity_id);
    if (!tracker || tracker.user_id !== userId || !tracker.activity_in_job) throw notFound('Activity not found');
    const attempt = await store.lockAttemptOfActivity(trx, body.ref_id, body.job_step_activity_id);
    if (!attempt || attempt.user_id !== userId) throw notFound('No attempt of this activity is in progress.');
    if (attempt.submitted_at || (await store.isActivityCompleted(trx, body.ref_id, body.job_step_activity_id)))
      throw attemptSubmitted();
    let takenOverAt = attempt.taken_over_at ? new Date(attempt.taken_over_at) : null;
    const until = leaseUntil(lease.now, lease.leaseMs);
    if (attempt.lease_device_id !== device) {
      if (isLeaseLive(attempt, lease.now)) throw leasedError(attempt);
      await store.recordTakeOver(trx, attempt, device, lease.now, until);
      takenOverAt = lease.now;
    } else {
      await store.renewLease(trx, attempt.attempt_id, device, lease.now, until);
    }
    return {
      attempt_id: attempt.attempt_id,
      server_started_at: attempt.server_started_at ? new Date(attempt.server_started_at).toISOString() : null,
      lease_expires_at: until.toISOString(),
      lease_ms: lease.leaseMs,
      taken_over_at: takenOverAt ? takenOverAt.toISOString() : null,
      answers: await store.answersWithRevisions(trx, attempt.attempt_id),
    };
  });
}
