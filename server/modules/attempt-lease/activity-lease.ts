/**
 * The lease of activities whose run is one per activity: the skills test's run and the language
 * test's parts (offline promise 10; migration 0025). Same rules as the answer attempts' lease
 * (attempt-lease.ts, judged there); the lease is kept per (tracker, activity) in
 * `activity_leases`, each take-over in `activity_lease_handovers`. The callers check first that
 * the activity is the candidate's own (404 otherwise), then ask here what this device may do.
 */
import type { Db } from '../../db/database.ts';
import { invalid } from '../../http/http-error.ts';
import {
  isLeaseLive,
  judgeLease,
  leasedError,
  leaseUntil,
  movedError,
  type LeaseColumns,
  type LeaseVerdict,
} from './attempt-lease.ts';

/** Who is asking: the device id (X-Assay-Device), the clock, and the lease's length. */
export interface ActivityLeaseRequest {
  device: string | null;
  now: Date;
  leaseMs: number;
}

export const DEFAULT_ACTIVITY_LEASE_MS = 90_000;

export function activityLeaseRequest(
  device: string | null,
  leaseMs = DEFAULT_ACTIVITY_LEASE_MS,
  now = new Date(),
): ActivityLeaseRequest {
  return { device, now, leaseMs };
}

export interface ActivityTarget {
  ref_id: string;
  job_step_activity_id: number;
}

export interface ActivityLeaseRow extends LeaseColumns {
  ref_id: string;
  job_step_activity_id: number;
  taken_over_at: Date | null;
}

const leaseColumns = [
  'ref_id',
  'job_step_activity_id',
  'lease_device_id',
  'lease_expires_at',
  'last_active_at',
  'taken_over_at',
] as const;

/** The activity's lease row, locked for the rest of the transaction. */
async function lockLease(trx: Db, target: ActivityTarget): Promise<ActivityLeaseRow | undefined> {
  return trx
    .selectFrom('activity_leases')
    .select(leaseColumns)
    .where('ref_id', '=', target.ref_id)
    .where('job_step_activity_id', '=', target.job_step_activity_id)
    .forUpdate()
    .executeTakeFirst();
}

/** The row, created for `device` (the first device to write the activity holds it), locked. */
async function claimLease(
  trx: Db,
  target: ActivityTarget,
  device: string,
  lease: ActivityLeaseRequest,
): Promise<ActivityLeaseRow> {
  await trx
    .insertInto('activity_leases')
    .values({
      ref_id: target.ref_id,
      job_step_activity_id: target.job_step_activity_id,
      lease_device_id: device,
      lease_expires_at: leaseUntil(lease.now, lease.leaseMs),
      last_active_at: lease.now,
    })
    .onConflict((oc) => oc.columns(['ref_id', 'job_step_activity_id']).doNothing())
    .execute();
  return (await lockLease(trx, target))!;
}

async function renew(trx: Db, target: ActivityTarget, device: string, lease: ActivityLeaseRequest): Promise<Date> {
  const until = leaseUntil(lease.now, lease.leaseMs);
  await trx
    .updateTable('activity_leases')
    .set({
      lease_device_id: device,
      lease_expires_at: until,
      last_active_at: lease.now,
    })
    .where('ref_id', '=', target.ref_id)
    .where('job_step_activity_id', '=', target.job_step_activity_id)
    .execute();
  return until;
}

async function lastHandoverFrom(trx: Db, target: ActivityTarget, device: string): Promise<Date | null> {
  const row = await trx
    .selectFrom('activity_lease_handovers')
    .select('taken_over_at')
    .where('ref_id', '=', target.ref_id)
    .where('job_step_activity_id', '=', target.job_step_activity_id)
    .where('from_device_id', '=', device)
    .orderBy('taken_over_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.taken_over_at) : null;
}

export interface WriteAdmission {
  verdict: LeaseVerdict;
  /** A former holder's answer recorded before the take-over: applied by revision, yielding to what another device wrote since then. */
  yieldSince?: Date;
}

/**
 * The lease check of a write (inside the caller's transaction, after its ownership check): the
 * holder (or the first device to write) renews and goes on; a former holder's answer recorded
 * before the take-over (`answeredAt`) is admitted with `yieldSince`; everything else from a former
 * holder is 409 attempt_moved, and from another device 409 attempt_leased.
 */
export async function admitActivityWrite(
  trx: Db,
  target: ActivityTarget,
  lease: ActivityLeaseRequest,
  answeredAt?: string,
): Promise<WriteAdmission> {
  const row = lease.device ? await claimLease(trx, target, lease.device, lease) : await lockLease(trx, target);
  if (!row) return { verdict: { kind: 'unnamed' } };
  const verdict = await judgeLease(row, lease.device, () => lastHandoverFrom(trx, target, lease.device as string));
  if (verdict.kind === 'former') {
    if (answeredAt !== undefined && new Date(answeredAt).getTime() < verdict.takenOverAt.getTime())
      return { verdict, yieldSince: verdict.takenOverAt };
    throw movedError(verdict.takenOverAt, row);
  }
  if (verdict.kind === 'other') throw leasedError(row);
  if (verdict.kind === 'holder') await renew(trx, target, lease.device as string, lease);
  return { verdict };
}

function requireDevice(lease: ActivityLeaseRequest): string {
  if (!lease.device) throw invalid('X-Assay-Device', 'This request needs the device id header.');
  return lease.device;
}

export interface HeldLease {
  device: string;
  lease_expires_at: string;
  lease_ms: number;
  /** The latest take-over of the activity (null: never taken over). */
  taken_over_at: Date | null;
}

/** The holder's heartbeat: renews its lease; a former holder gets 409 attempt_moved, another device 409 attempt_leased. */
export async function heartbeatActivity(
  trx: Db,
  target: ActivityTarget,
  lease: ActivityLeaseRequest,
): Promise<HeldLease> {
  const device = requireDevice(lease);
  await admitActivityWrite(trx, target, lease);
  const row = (await lockLease(trx, target))!;
  return {
    device,
    lease_expires_at: leaseUntil(lease.now, lease.leaseMs).toISOString(),
    lease_ms: lease.leaseMs,
    taken_over_at: row.taken_over_at ? new Date(row.taken_over_at) : null,
  };
}

/**
 * Moves the activity to this device once the other device's lease has lapsed (409 attempt_leased
 * while it is live); at once when this device holds it or nobody does. Idempotent for the holder.
 */
export async function takeOverActivity(
  trx: Db,
  target: ActivityTarget,
  lease: ActivityLeaseRequest,
): Promise<HeldLease> {
  const device = requireDevice(lease);
  const row = await lockLease(trx, target);
  const until = leaseUntil(lease.now, lease.leaseMs);
  let takenOverAt = row?.taken_over_at ? new Date(row.taken_over_at) : null;
  if (!row || row.lease_device_id === null || row.lease_device_id === device) {
    if (!row) await claimLease(trx, target, device, lease);
    else await renew(trx, target, device, lease);
  } else {
    if (isLeaseLive(row, lease.now)) throw leasedError(row);
    await trx
      .insertInto('activity_lease_handovers')
      .values({
        ...target,
        from_device_id: row.lease_device_id,
        to_device_id: device,
        taken_over_at: lease.now,
      })
      .execute();
    await trx
      .updateTable('activity_leases')
      .set({
        lease_device_id: device,
        lease_expires_at: until,
        last_active_at: lease.now,
        taken_over_at: lease.now,
      })
      .where('ref_id', '=', target.ref_id)
      .where('job_step_activity_id', '=', target.job_step_activity_id)
      .execute();
    takenOverAt = lease.now;
  }
  return {
    device,
    lease_expires_at: until.toISOString(),
    lease_ms: lease.leaseMs,
    taken_over_at: takenOverAt,
  };
}

/**
 * Whether a former holder's answer must yield: the stored answer for the item was written by
 * another device after the take-over (so an old offline revision does not beat the new holder's).
 */
export function yieldsTo(
  stored: { device_id: string | null; received_at: Date } | undefined,
  admission: WriteAdmission,
  device: string | null,
): boolean {
  if (!admission.yieldSince || !stored) return false;
  return new Date(stored.received_at).getTime() >= admission.yieldSince.getTime() && stored.device_id !== device;
}
