/**
 * What the screens need to know about the server's lease (offline promise 10) without loading the
 * offline database: whether and why this device must not write an attempt. The writing side
 * (heartbeat, take-over, adoption into Dexie) is attempt-lease.ts, loaded when it is needed, so
 * Dexie stays off the first question's load.
 */
import { AttemptLeaseErrorCode } from '../../contracts/attempt-lease-codes.ts';
import type { AttemptRecord, LeaseProblem, LocalAnswer, Refusal } from './db.ts';

export type { LeaseProblem, LeaseState } from './db.ts';

export const LEASE_CODES: ReadonlySet<string> = new Set(Object.values(AttemptLeaseErrorCode));

export function isLeaseRefusal(refusal: Pick<Refusal, 'code'> | undefined): boolean {
  return refusal !== undefined && LEASE_CODES.has(refusal.code);
}

/** The problem a 409 attempt_leased / attempt_moved describes; undefined for any other refusal. */
export function leaseProblemOf(refusal: Pick<Refusal, 'code' | 'errors'> | undefined): LeaseProblem | undefined {
  if (!refusal || !isLeaseRefusal(refusal)) return undefined;
  const detail = (prop: string) => refusal.errors?.find((e) => e.prop === prop)?.message;
  return {
    kind: refusal.code === AttemptLeaseErrorCode.attemptMoved ? 'moved' : 'elsewhere',
    ...(detail('last_active_at') ? { lastActiveAt: detail('last_active_at') } : {}),
    ...(detail('lease_expires_at') ? { leaseExpiresAt: detail('lease_expires_at') } : {}),
    ...(detail('taken_over_at') ? { takenOverAt: detail('taken_over_at') } : {}),
  };
}

/**
 * Whether (and why) this device must not write the attempt: the last heartbeat's answer, else a
 * refused start or submission, else an answer refused because the attempt moved.
 */
export function currentLeaseProblem(
  attempt: AttemptRecord | undefined,
  answers: readonly LocalAnswer[] = [],
): LeaseProblem | undefined {
  if (!attempt || attempt.status === 'submitted') return undefined;
  // The server said this device holds it: answers refused before that (a take-over back) are history.
  if (attempt.lease?.kind === 'holder') return undefined;
  if (attempt.lease) return attempt.lease;
  const fromAttempt = leaseProblemOf(attempt.refusal);
  if (fromAttempt) return fromAttempt;
  const moved = answers.find((a) => a.status === 'refused' && a.refusal?.code === AttemptLeaseErrorCode.attemptMoved);
  return moved ? leaseProblemOf(moved.refusal) : undefined;
}

/** Answers this device recorded that the server refused because the attempt is written elsewhere. */
export function answersRefusedByLease(answers: readonly LocalAnswer[]): LocalAnswer[] {
  return answers.filter((a) => a.status === 'refused' && isLeaseRefusal(a.refusal));
}
