/**
 * While someone is signed in, the outbox drains in the background (src/offline/sync-loop.ts) and
 * the candidate's read data is persisted for offline reading; both stop on sign-out. Started by
 * the applicant routes' guard, so it runs once per page whatever screen is open.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { getOfflineDb } from '../../offline/db.ts';
import { sendEntry } from '../../offline/send.ts';
import { SyncLoop } from '../../offline/sync-loop.ts';
import { startPersistingReads, stopPersistingReads } from './persist-reads.ts';

let running: { userId: number; stop: () => void } | undefined;

export function startCandidateBackground(queryClient: QueryClient, userId: number): Promise<void> {
  // TanStack Query assumes online until an event says otherwise; after a reload without a
  // network no event comes, and queries would retry and fail instead of pausing on their cache.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const ready = startPersistingReads(queryClient, userId);
  if (running?.userId === userId) return ready;
  running?.stop();
  const loop = new SyncLoop({ send: sendEntry });
  let stopLoop = () => {};
  let stopped = false;
  void mayDrainFor(userId).then((allowed) => {
    if (allowed && !stopped) stopLoop = loop.start();
  });
  const unwatch = store.sub(sessionAtom, () => {
    const session = store.get(sessionAtom);
    if (session.status === 'signed-out' || session.user?.user_id !== userId) stopCandidateBackground();
  });
  running = {
    userId,
    stop: () => {
      stopped = true;
      stopLoop();
      unwatch();
    },
  };
  return ready;
}

function stopCandidateBackground(): void {
  running?.stop();
  running = undefined;
  void stopPersistingReads();
}

/** Whose answers the outbox holds: the user who last drained it on this browser. */
const OUTBOX_OWNER_KEY = 'assay.outbox-owner';

/**
 * The outbox does not record its user. Another user's queued answers sent with this user's
 * session would be refused (not their tracker) and lost to their owner, so they wait until
 * their owner signs in again.
 */
async function mayDrainFor(userId: number): Promise<boolean> {
  try {
    const owner = localStorage.getItem(OUTBOX_OWNER_KEY);
    if (owner !== null && owner !== String(userId) && (await getOfflineDb().outbox.count()) > 0) return false;
    localStorage.setItem(OUTBOX_OWNER_KEY, String(userId));
    return true;
  } catch {
    return true;
  }
}
