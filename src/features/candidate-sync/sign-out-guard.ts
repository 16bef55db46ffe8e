/**
 * What signing out must not lose (src/features/auth/signing-out.tsx asks through this): the
 * outbox, unfinished uploads and refused results kept on the device, named by activity title when the persisted tracker knows it;
 * sending them first; and deleting the candidate's local data once they are sent or given up.
 */
import type { QueryClient } from '@tanstack/react-query';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { getOfflineDb } from '../../offline/db.ts';
import { belongsTo } from '../../offline/outbox-owner.ts';
import { sendAnswerBatch, sendEntry } from '../../offline/send.ts';
import { clearCandidateData, sendWithin, unsyncedSummary, type ActivityRefKey } from '../../offline/sign-out.ts';
import { SyncLoop } from '../../offline/sync-loop.ts';
import { forgetOutboxOwner } from './candidate-background.ts';
import { stopPersistingReads } from './persist-reads.ts';

/** How long "Sending your saved answers…" waits before asking. */
export const SIGN_OUT_SEND_WAIT_MS = 8_000;

export function candidateSignOutGuard(queryClient: QueryClient) {
  return {
    async unsynced() {
      const summary = await unsyncedSummary();
      return {
        answers: summary.answers,
        entries: summary.entries,
        signals: summary.signals,
        refused: summary.refused,
        titles: activityTitles(queryClient, summary.activities),
      };
    },
    async send() {
      const userId = store.get(sessionAtom).user?.user_id;
      if (userId === undefined) return;
      const loop = new SyncLoop({
        send: sendEntry,
        sendBatch: sendAnswerBatch,
        mayTake: (entry) => belongsTo(entry, userId),
      });
      await sendWithin(() => loop.drain({ force: true }), SIGN_OUT_SEND_WAIT_MS);
    },
    async clear() {
      await stopPersistingReads();
      forgetOutboxOwner();
      await clearCandidateData(getOfflineDb());
    },
  };
}

/** Titles of the activities, from any cached tracker (the persisted read cache); unknown ones are left out. */
export function activityTitles(
  queryClient: Pick<QueryClient, 'getQueriesData'>,
  activities: ActivityRefKey[],
): string[] {
  const titles = new Map<string, string>();
  const wanted = new Set(activities.map((a) => `${a.refId}:${a.jobStepActivityId}`));
  const visit = (value: unknown, depth: number): void => {
    if (depth > 8 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const key = `${String(record.ref_id)}:${String(record.job_step_activity_id)}`;
    if (wanted.has(key) && typeof record.title === 'string' && !titles.has(key)) titles.set(key, record.title);
    for (const child of Object.values(record)) visit(child, depth + 1);
  };
  for (const [, data] of queryClient.getQueriesData({ queryKey: ['progress-tracker'] })) visit(data, 0);
  return [...new Set(titles.values())];
}
