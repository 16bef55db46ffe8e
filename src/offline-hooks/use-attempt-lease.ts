/**
 * The owning page's heartbeat (offline promise 10): while the page shows an open attempt and the
 * browser is online, it renews the server's lease every third of the lease's length, so another
 * device sees the attempt as active; when it is refused, attempt-lease.ts records why and the
 * screen turns read-only. Beats again at once when the network returns.
 */
import { useEffect } from 'react';
import type { HeartbeatOutcome } from '../offline/attempt-lease.ts';
import type { AttemptRecord } from '../offline/db.ts';
import { runHeartbeatLoop } from '../offline/heartbeat-loop.ts';

/** The answer attempts' heartbeat, loaded on its first beat: Dexie stays off the first question's load. */
async function answerAttemptHeartbeat(attempt: AttemptRecord): Promise<HeartbeatOutcome> {
  const { heartbeat } = await import('../offline/attempt-lease.ts');
  return heartbeat(attempt);
}

/** `beatOnce`: the activity's own heartbeat (skills test, language test); the answer attempts' by default. Keep it stable. */
export function useAttemptHeartbeat(attempt: AttemptRecord | undefined, enabled: boolean, beatOnce: (attempt: AttemptRecord) => Promise<HeartbeatOutcome> = answerAttemptHeartbeat): void {
  const attemptId = enabled && attempt?.status === 'in-progress' ? attempt.attemptId : undefined;
  const refId = attempt?.refId;
  const activityId = attempt?.jobStepActivityId;
  useEffect(() => {
    if (!attemptId || !refId || activityId === undefined) return;
    const record = { attemptId, refId, jobStepActivityId: activityId } as AttemptRecord;
    return runHeartbeatLoop(async () => (await beatOnce(record)).nextInMs);
  }, [attemptId, refId, activityId, beatOnce]);
}
