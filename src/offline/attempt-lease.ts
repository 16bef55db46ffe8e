/**
 * One writer across devices (offline promise 10): the client side of the server's lease
 * (contracts/attempt-lease.ts). This device's requests carry its id (src/lib/device-id.ts); the
 * owning page heartbeats while online; a refusal saying another device holds the attempt, or took
 * it over, turns the screen read-only; "Continue on this device" takes a lapsed attempt over and
 * adopts the server's answers into Dexie.
 *
 * Adoption rule: for each server answer, the local answer is kept when its revision is higher
 * (pending: its outbox entry still goes and the server takes it, this device being the holder
 * now; refused: it stays shown with its reason); otherwise the server's answer replaces it as
 * 'synced', with no outbox entry. The next local change is revision + 1, above the server's.
 */
import { type ServerAnswerType, type TakeOverResultType } from '../../contracts/attempt-lease.ts';
import { call } from '../lib/api-client.ts';
import { getOfflineDb, type AttemptRecord, type LocalAnswer, type OfflineDb } from './db.ts';
import { beatLease, takeOverLease, type HeartbeatOutcome } from './lease-beat.ts';
import type { LeaseState } from './lease-state.ts';
import { leaseHeartbeat, takeOverAttempt } from '../lib/api/attempt-lease.ts';

export {
  answersRefusedByLease,
  currentLeaseProblem,
  isLeaseRefusal,
  leaseProblemOf,
  type LeaseProblem,
  type LeaseState,
} from './lease-state.ts';
export type { HeartbeatOutcome } from './lease-beat.ts';

/**
 * Adopts server answers under `attemptId` (the rule above); returns how many replaced local state.
 * `extra` adds an activity's own fields to an adopted answer (the skills test's section and lateness).
 */
export async function adoptAnswers(
  attemptId: string,
  answers: readonly ServerAnswerType[],
  db: OfflineDb = getOfflineDb(),
  extra?: (server: ServerAnswerType) => Partial<LocalAnswer>,
): Promise<number> {
  let adopted = 0;
  await db.transaction('rw', db.answers, async () => {
    for (const server of answers) {
      const local = await db.answers.get([attemptId, server.item_id]);
      if (local && local.revision > server.revision) continue;
      if (local && local.revision === server.revision && local.status === 'synced') continue;
      await db.answers.put({
        attemptId,
        itemId: server.item_id,
        value: server.value,
        revision: server.revision,
        answeredAt: server.answered_at,
        status: 'synced',
        ...extra?.(server),
      });
      adopted++;
    }
  });
  return adopted;
}

/**
 * The take-over's answer into Dexie, in one transaction: the attempt (in progress, no lease
 * problem, the server's start) and its answers. No outbox entry: the server has all of it.
 */
export async function adoptAttempt(
  refId: string,
  jobStepActivityId: number,
  result: TakeOverResultType,
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord> {
  return db.transaction('rw', db.attempts, db.answers, async () => {
    const existing = await db.attempts.get(result.attempt_id);
    const record: AttemptRecord = {
      ...(existing ?? { createdAt: new Date().toISOString() }),
      attemptId: result.attempt_id,
      refId,
      jobStepActivityId,
      status: 'in-progress',
      ...(result.server_started_at ? { serverStartedAt: result.server_started_at } : {}),
      refusal: undefined,
      lease: { kind: 'holder' },
    };
    // The adopted attempt is the activity's newest on this device (findAttempt takes the newest).
    if (existing)
      record.createdAt = laterThanOthers(
        existing.createdAt,
        await db.attempts.toArray(),
        refId,
        jobStepActivityId,
        result.attempt_id,
      );
    await db.attempts.put(record);
    await adoptAnswers(result.attempt_id, result.answers, db);
    return record;
  });
}

function laterThanOthers(
  current: string,
  all: AttemptRecord[],
  refId: string,
  jobStepActivityId: number,
  attemptId: string,
): string {
  const others = all.filter(
    (a) => a.refId === refId && a.jobStepActivityId === jobStepActivityId && a.attemptId !== attemptId,
  );
  const newest = others.reduce((max, a) => (a.createdAt > max ? a.createdAt : max), current);
  return newest === current ? current : new Date(Math.max(Date.now(), Date.parse(newest) + 1)).toISOString();
}

/** Records what the server last said about this device's lease on the attempt (no write when unchanged). */
export async function setLease(attemptId: string, lease: LeaseState, db: OfflineDb = getOfflineDb()): Promise<void> {
  const attempt = await db.attempts.get(attemptId);
  if (!attempt) return;
  if (JSON.stringify(attempt.lease) === JSON.stringify(lease)) return;
  await db.attempts.update(attemptId, { lease });
}

/**
 * One heartbeat for the attempt: renews this device's lease, adopts answers a former holder
 * delivered late, and records (or clears) the lease problem. A network failure or another error
 * changes nothing: the outbox's writes say the same when they are refused.
 */
export async function heartbeat(
  attempt: AttemptRecord,
  db: OfflineDb = getOfflineDb(),
  send = call,
): Promise<HeartbeatOutcome> {
  return beatWith(
    attempt.attemptId,
    () =>
      send(leaseHeartbeat, {
        body: { ref_id: attempt.refId, job_step_activity_id: attempt.jobStepActivityId, attempt_id: attempt.attemptId },
      }),
    (result) => adoptAnswers(attempt.attemptId, result.late_answers, db),
    db,
  );
}

/**
 * One heartbeat of any kind of attempt (the skills test and the language test have their own
 * endpoints): `beat` asks the server, `adopt` takes in what a former holder delivered late.
 */
export async function beatWith<R extends { lease_ms: number }>(
  attemptId: string,
  beat: () => Promise<R>,
  adopt: (result: R) => Promise<unknown>,
  db: OfflineDb = getOfflineDb(),
): Promise<HeartbeatOutcome> {
  return beatLease(
    beat,
    async (result) => {
      await adopt(result);
      await setLease(attemptId, { kind: 'holder' }, db);
    },
    (problem) => setLease(attemptId, problem, db),
  );
}

/**
 * "Continue on this device": asks the server to move the activity's attempt here and adopts it.
 * Throws the server's ApiError (409 attempt_leased while the other device's lease is live, with
 * fresh times recorded on `localAttemptId`).
 */
export async function continueHere(
  refId: string,
  jobStepActivityId: number,
  localAttemptId: string | undefined,
  db: OfflineDb = getOfflineDb(),
  send = call,
): Promise<AttemptRecord> {
  return takeOverWith(
    localAttemptId,
    () => send(takeOverAttempt, { body: { ref_id: refId, job_step_activity_id: jobStepActivityId } }),
    (result) => adoptAttempt(refId, jobStepActivityId, result, db),
    db,
  );
}

/** "Continue on this device" for any kind of attempt: `takeOver` asks the server, `adopt` writes its state into Dexie. */
export async function takeOverWith<R, T>(
  localAttemptId: string | undefined,
  takeOver: () => Promise<R>,
  adopt: (result: R) => Promise<T>,
  db: OfflineDb = getOfflineDb(),
): Promise<T> {
  return takeOverLease(takeOver, adopt, (problem) =>
    localAttemptId ? setLease(localAttemptId, problem, db) : undefined,
  );
}
