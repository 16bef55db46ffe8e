/**
 * While someone is signed in, the outbox drains in the background (src/offline/sync-loop.ts) and
 * the candidate's read data is persisted for offline reading; both stop on sign-out. Started by
 * the applicant routes' guard, so it runs once per page whatever screen is open. The guard waits
 * only for the restored reads; the drain loop (and Dexie with it) starts once the page has loaded
 * (outbox-background.ts), so it is not on the first screen's way. Entries queued meanwhile wait
 * in IndexedDB; a screen that writes loads Dexie itself.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { startPersistingReads, stopPersistingReads } from './persist-reads.ts';

let running: { userId: number; stop: () => void } | undefined;

export function startCandidateBackground(queryClient: QueryClient, userId: number): Promise<void> {
  // TanStack Query assumes online until an event says otherwise; after a reload without a
  // network no event comes, and queries would retry and fail instead of pausing on their cache.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const ready = startPersistingReads(queryClient, userId);
  if (running?.userId === userId) return ready;
  running?.stop();
  const unstampedOwner = previousOutboxOwner(userId);
  let stopLoop: (() => void) | undefined;
  let stopped = false;
  afterPageLoad(() => {
    if (stopped) return;
    void import('./outbox-background.ts').then(
      ({ startOutboxLoop }) => {
        if (!stopped) stopLoop = startOutboxLoop(userId, unstampedOwner);
      },
      // Offline before the service worker held the chunk: the next page load tries again.
      () => undefined,
    );
  });
  const unwatch = store.sub(sessionAtom, () => {
    const session = store.get(sessionAtom);
    if (session.status === 'signed-out' || session.user?.user_id !== userId) stopCandidateBackground();
  });
  running = {
    userId,
    stop: () => {
      stopped = true;
      stopLoop?.();
      unwatch();
    },
  };
  return ready;
}

/** After the load event and an idle moment (at most a second), so the first screen renders first. */
function afterPageLoad(run: () => void): void {
  const soon = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1_000 }) : setTimeout(run, 200);
  if (typeof document === 'undefined' || document.readyState === 'complete') soon();
  else addEventListener('load', soon, { once: true });
}

/** A confirmed sign-out deleted every entry: nobody owns the (empty) outbox any more. */
export function forgetOutboxOwner(): void {
  try {
    localStorage.removeItem(OUTBOX_OWNER_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

function stopCandidateBackground(): void {
  running?.stop();
  running = undefined;
  void stopPersistingReads();
}

/** Who last drained this browser's outbox: the owner of entries queued before they carried one. */
const OUTBOX_OWNER_KEY = 'assay.outbox-owner';

/**
 * Entries queued before outbox entries recorded their user (outbox-owner.ts) belong to whoever
 * drained last; another user's would be refused (not their tracker) and lost to their owner.
 */
function previousOutboxOwner(userId: number): number | undefined {
  try {
    const owner = localStorage.getItem(OUTBOX_OWNER_KEY);
    if (owner === null) localStorage.setItem(OUTBOX_OWNER_KEY, String(userId));
    return owner === null ? userId : Number(owner);
  } catch {
    return undefined;
  }
}
