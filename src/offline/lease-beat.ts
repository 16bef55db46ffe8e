/**
 * The lease's client steps every writer shares (offline promise 10): one heartbeat, one take-over
 * and when to beat again. An answer attempt keeps what the server said on its record in Dexie and
 * adopts the answers that come with it (attempt-lease.ts); an activity submitted whole keeps it in
 * the page (src/offline-hooks/use-activity-lease.ts). Each passes what to do with the answers.
 */
import { ApiError } from '../lib/api-client.ts';
import { LEASE_CODES, leaseProblemOf, type LeaseProblem } from './lease-state.ts';

const DEFAULT_LEASE_MS = 90_000;

export interface HeartbeatOutcome {
  /** When to beat again (a third of the lease). */
  nextInMs: number;
  problem?: LeaseProblem;
}

/** The lease problem a failed request describes (409 attempt_leased / attempt_moved), if it is one. */
export function leaseProblemOfError(error: unknown): LeaseProblem | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.code || !LEASE_CODES.has(error.code))
    return undefined;
  return leaseProblemOf({ code: error.code, errors: error.errors });
}

/** A third of the lease, judged from the server's times (its length is expiry minus last activity). */
function beatAfter(problem: LeaseProblem): number {
  if (problem.leaseExpiresAt && problem.lastActiveAt) {
    const length = Date.parse(problem.leaseExpiresAt) - Date.parse(problem.lastActiveAt);
    if (length > 0) return Math.max(1_000, Math.floor(length / 3));
  }
  return DEFAULT_LEASE_MS / 3;
}

/**
 * One heartbeat: `beat` asks the server; `held` takes its answer (this device holds the lease),
 * `refused` the problem when another device does. A network failure or another error changes
 * nothing: the writes say the same when they are refused.
 */
export async function beatLease<R extends { lease_ms: number }>(
  beat: () => Promise<R>,
  held: (result: R) => unknown,
  refused: (problem: LeaseProblem) => unknown,
): Promise<HeartbeatOutcome> {
  try {
    const result = await beat();
    await held(result);
    return { nextInMs: Math.max(1_000, Math.floor(result.lease_ms / 3)) };
  } catch (error) {
    const problem = leaseProblemOfError(error);
    if (!problem) return { nextInMs: DEFAULT_LEASE_MS / 3 };
    await refused(problem);
    return { nextInMs: beatAfter(problem), problem };
  }
}

/**
 * "Continue on this device": `takeOver` asks the server, `adopt` takes its answer. Refused (409
 * while the other device's lease is live), `refused` records the fresh problem and the server's
 * ApiError is thrown.
 */
export async function takeOverLease<R, T>(
  takeOver: () => Promise<R>,
  adopt: (result: R) => T | Promise<T>,
  refused: (problem: LeaseProblem) => unknown,
): Promise<T> {
  try {
    return await adopt(await takeOver());
  } catch (error) {
    const problem = leaseProblemOfError(error);
    if (problem) await refused(problem);
    throw error;
  }
}
