/**
 * One writer for an activity submitted whole (offline promise 10): the kinds whose contract
 * definition says `isSubmittedWhole` (contracts/activity-kinds.ts), such as the application form,
 * the typing test, the video answers and the onboarding form.
 *
 * In this browser the first tab to open the activity owns it (a Web Lock, attempt-lock.ts); other
 * tabs are blocked with kind 'tab'. Across devices the owning page heartbeats the server's lease
 * while online; a refusal blocks the page with the server's times, and "Continue on this device"
 * takes a lapsed lease over: the same heartbeat and take-over as an answer attempt's
 * (src/offline/lease-beat.ts), with the answer kept in the page. Nothing is adopted: what the candidate typed stays on the device until
 * the one submission, which the server admits by the same lease. The state lives in memory: a
 * reload heartbeats again at once and learns it anew, and Dexie stays off these screens' load.
 */
import { useCallback, useEffect, useState } from 'react';
import { call } from '../lib/api-client.ts';
import { claimOnce } from '../offline/attempt-lock.ts';
import { runHeartbeatLoop } from '../offline/heartbeat-loop.ts';
import { beatLease, leaseProblemOfError, takeOverLease } from '../offline/lease-beat.ts';
import type { LeaseProblem } from '../offline/lease-state.ts';
import { activityLeaseHeartbeat, activityTakeOver } from '../lib/api/activity-lease.ts';

/** Why this page may not submit the activity: another tab of this browser, or another device. */
export type ActivityBlock = { kind: 'tab' } | LeaseProblem;

export interface ActivityTarget {
  refId: string;
  activityId: number;
}

export interface ActivityLease {
  /** Undefined while this page may submit. */
  blocked?: ActivityBlock;
  /** "Continue on this device": takes the lease over; rejects with the server's ApiError (409 while the other device's lease is live). */
  continueHere(): Promise<void>;
  /** Records a submission refused by the lease (409 attempt_leased / attempt_moved); true when it was such a refusal. */
  noteRefusal(error: unknown): boolean;
}

export { leaseProblemOfError } from '../offline/lease-beat.ts';

/**
 * The page's claim and heartbeat for `target` while `enabled` (the activity open and not yet
 * submitted). `send` is injectable for tests.
 */
export function useActivityLease(
  target: ActivityTarget | undefined,
  enabled = true,
  send: typeof call = call,
): ActivityLease {
  const [blocked, setBlocked] = useState<ActivityBlock>();
  const [isOwner, setIsOwner] = useState(false);
  const refId = enabled ? target?.refId : undefined;
  const activityId = target?.activityId;

  useEffect(() => {
    if (!refId || activityId === undefined) return;
    let live = true;
    void claimOnce(`activity:${refId}:${activityId}`).then((claim) => {
      if (!live) return;
      setIsOwner(claim.role === 'owner');
      if (claim.role === 'read-only') setBlocked({ kind: 'tab' });
    });
    return () => {
      live = false;
    };
  }, [refId, activityId]);

  useEffect(() => {
    if (!isOwner || !refId || activityId === undefined) return;
    let live = true;
    const body = { ref_id: refId, job_step_activity_id: activityId };
    const stop = runHeartbeatLoop(
      async () =>
        (
          await beatLease(
            () => send(activityLeaseHeartbeat, { body }),
            () => live && setBlocked(undefined),
            (problem) => live && setBlocked(problem),
          )
        ).nextInMs,
    );
    return () => {
      live = false;
      stop();
    };
  }, [isOwner, refId, activityId, send]);

  const targetRef = target?.refId;
  const continueHere = useCallback(async () => {
    if (!targetRef || activityId === undefined) return;
    await takeOverLease(
      () => send(activityTakeOver, { body: { ref_id: targetRef, job_step_activity_id: activityId } }),
      () => setBlocked(undefined),
      setBlocked,
    );
  }, [targetRef, activityId, send]);

  const noteRefusal = useCallback((error: unknown) => {
    const problem = leaseProblemOfError(error);
    if (problem) setBlocked(problem);
    return problem !== undefined;
  }, []);

  return { blocked, continueHere, noteRefusal };
}
