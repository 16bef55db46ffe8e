/**
 * The lease rules shared by every kind of attempt (offline promise 10; contracts/attempt-lease.ts,
 * D73). Pure decisions and errors: each attempt table
 * keeps the lease in its own columns and asks here what a request from a device may do.
 *
 * - The holder's writes and heartbeats renew the lease, even after it lapsed: nobody took over, so
 *   a device that was offline for hours is still the writer (promise 6).
 * - An attempt nobody holds (written before leases, or only without a device id) is claimed by
 *   the first request that names a device; requests without a device id are let through on it.
 * - Another device is refused (attempt_leased) until it takes the attempt over, which it may do
 *   only once the lease has lapsed.
 * - A device that held the attempt before a take-over gets attempt_moved; its answers recorded
 *   before the take-over are still judged by revision (the caller decides, with `takenOverAt`).
 */
import type { FastifyRequest } from 'fastify';
import { AttemptLeaseErrorCode, DEVICE_HEADER, DEVICE_ID_PATTERN } from '../../../contracts/attempt-lease.ts';
import { HttpError, invalid } from '../../http/http-error.ts';

export const otherDeviceMessage =
  'This activity is already in progress on another device or browser. Please continue it there.';
export const movedMessage =
  'This activity continued on another device or browser, so changes made here after that were not kept.';
export const stillLeasedMessage = otherDeviceMessage;

export interface LeaseColumns {
  lease_device_id: string | null;
  lease_expires_at: Date | null;
  last_active_at: Date | null;
}

export type LeaseVerdict =
  /** This device holds (or now claims) the lease: go on and renew it. */
  | { kind: 'holder' }
  /** No device id, and nobody holds the attempt: allowed, nothing to renew. */
  | { kind: 'unnamed' }
  /** This device held the attempt until another took it over at `takenOverAt`. */
  | { kind: 'former'; takenOverAt: Date }
  /** Another device holds it (live or lapsed) and this one never did. */
  | { kind: 'other' };

/** The request's device id; null when absent; 400 when malformed (nothing else is looked at). */
export function deviceOf(request: FastifyRequest): string | null {
  const raw = request.headers[DEVICE_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  if (!DEVICE_ID_PATTERN.test(value))
    throw invalid('X-Assay-Device', 'The device id must be 8 to 64 letters, digits or dashes.');
  return value;
}

/**
 * What a request from `device` may do with an attempt whose lease is `lease`. `formerUntil` is
 * the latest take-over *from* this device, if any (the caller looks it up only when asked).
 */
export async function judgeLease(
  lease: LeaseColumns,
  device: string | null,
  formerUntil: () => Promise<Date | null>,
): Promise<LeaseVerdict> {
  if (lease.lease_device_id === null) return device === null ? { kind: 'unnamed' } : { kind: 'holder' };
  if (device !== null && device === lease.lease_device_id) return { kind: 'holder' };
  if (device !== null) {
    const takenOverAt = await formerUntil();
    if (takenOverAt) return { kind: 'former', takenOverAt };
  }
  return { kind: 'other' };
}

export function isLeaseLive(lease: LeaseColumns, now: Date): boolean {
  return (
    lease.lease_device_id !== null &&
    lease.lease_expires_at !== null &&
    new Date(lease.lease_expires_at).getTime() > now.getTime()
  );
}

function iso(value: Date | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

function details(entries: Record<string, Date | null>): { prop: string; message: string }[] {
  return Object.entries(entries)
    .map(([prop, value]) => ({ prop, message: iso(value) }))
    .filter((e): e is { prop: string; message: string } => e.message !== null);
}

/** 409 attempt_leased, with when the attempt was last active and when its lease runs out. */
export function leasedError(lease: LeaseColumns): HttpError {
  return new HttpError(
    409,
    AttemptLeaseErrorCode.attemptLeased,
    otherDeviceMessage,
    details({ last_active_at: lease.last_active_at, lease_expires_at: lease.lease_expires_at }),
  );
}

/** 409 attempt_moved, with when the attempt was taken over and when it was last active. */
export function movedError(takenOverAt: Date, lease: LeaseColumns): HttpError {
  return new HttpError(
    409,
    AttemptLeaseErrorCode.attemptMoved,
    movedMessage,
    details({ taken_over_at: takenOverAt, last_active_at: lease.last_active_at }),
  );
}

export function leaseUntil(now: Date, leaseMs: number): Date {
  return new Date(now.getTime() + leaseMs);
}
