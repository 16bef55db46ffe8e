/**
 * Records how a timed part is taken (D402) while `active`: the page's events become signals kept
 * in this device's outbox and sent with the answers (src/offline/integrity-recorder.ts, loaded only
 * when a timed part runs). Without a target (the online-only run, whose answers are in the page)
 * nothing is recorded. A signal the disk refuses is let go: it never stands in an answer's way.
 */
import { useEffect } from 'react';
import { getOfflineDb } from '../offline/db.ts';
import type { IntegrityTarget } from '../offline/integrity-recorder.ts';
import { requestSync } from '../offline/sync-loop.ts';

export function useIntegritySignals(target: IntegrityTarget | null, active: boolean): void {
  const refId = target?.refId;
  const jobStepActivityId = target?.jobStepActivityId;
  const attemptId = target?.attemptId;
  useEffect(() => {
    if (!active || refId === undefined || jobStepActivityId === undefined || attemptId === undefined) return;
    const at = { refId, jobStepActivityId, attemptId };
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../offline/integrity-recorder.ts').then(
      async ({ attemptCarry, queueIntegritySignal, watchIntegrity }) => {
        const db = getOfflineDb();
        // The spells a page before a reload left open, read before the watch starts.
        const carry = await attemptCarry(db, attemptId);
        if (ended) return;
        stop = watchIntegrity(
          (signal) => {
            queueIntegritySignal(db, at, signal).then(requestSync, () => {});
          },
          undefined,
          carry,
        );
      },
      () => {},
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [active, refId, jobStepActivityId, attemptId]);
}
