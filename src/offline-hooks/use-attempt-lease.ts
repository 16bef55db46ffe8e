/**
 * The attempt lease's client (offline promise 10), one hook for every attempt kept in Dexie: the
 * answer attempts (ActivityShell's device channel), the skills test's run and the language test.
 * While the page shows an open attempt it owns and the browser is online, it renews the server's
 * lease every third of the lease's length, so another device sees the attempt as active; when it
 * is refused, attempt-lease.ts records why on the attempt and the hook says so, and the screen
 * turns read-only. Beats again at once when the network returns. The flavour is the heartbeat:
 * the answer attempts' by default, the skills or language test's own endpoint otherwise.
 *
 * An activity submitted whole has its own hook (use-activity-lease.ts): it keeps nothing in Dexie
 * (its state lives in the page) and claims the activity itself; see
 * docs/adding-an-activity-kind.md, "One lease hook per place the state lives".
 */
import { useEffect } from 'react';
import type { HeartbeatOutcome } from '../offline/lease-beat.ts';
import type { AttemptRecord, LocalAnswer } from '../offline/db.ts';
import { runHeartbeatLoop } from '../offline/heartbeat-loop.ts';
import { currentLeaseProblem, type LeaseProblem } from '../offline/lease-state.ts';

export type AttemptHeartbeat = (attempt: AttemptRecord) => Promise<HeartbeatOutcome>;

/** The answer attempts' heartbeat, loaded on its first beat: Dexie stays off the first question's load. */
async function answerAttemptHeartbeat(attempt: AttemptRecord): Promise<HeartbeatOutcome> {
  const { heartbeat } = await import('../offline/attempt-lease.ts');
  return heartbeat(attempt);
}

/**
 * Heartbeats while `enabled` (this page owns the open attempt) and says why this device may not
 * write the attempt, if it may not. `beatOnce` is the flavour's heartbeat; keep it stable.
 */
export function useAttemptLease(
  attempt: AttemptRecord | undefined,
  answers: readonly LocalAnswer[] | undefined,
  enabled: boolean,
  beatOnce: AttemptHeartbeat = answerAttemptHeartbeat,
): LeaseProblem | undefined {
  const attemptId = enabled && attempt?.status === 'in-progress' ? attempt.attemptId : undefined;
  const refId = attempt?.refId;
  const activityId = attempt?.jobStepActivityId;
  useEffect(() => {
    if (!attemptId || !refId || activityId === undefined) return;
    const record = { attemptId, refId, jobStepActivityId: activityId } as AttemptRecord;
    return runHeartbeatLoop(async () => (await beatOnce(record)).nextInMs);
  }, [attemptId, refId, activityId, beatOnce]);
  return currentLeaseProblem(attempt, answers ?? []);
}
