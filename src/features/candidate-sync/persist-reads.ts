/**
 * The candidate's read data (trackers and assessment content) persisted to localStorage, so the
 * tracker and an opened questionnaire render after an offline reload. Only successful queries
 * under PERSISTED_PREFIXES are written; the snapshot is tied to the signed-in user and dropped
 * on sign-out. Answers never live here: they are in Dexie (src/offline).
 */
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { OFFLINE_READ_MAX_AGE_MS, READS_SNAPSHOT_KEY } from '../../lib/query-client.ts';

const STORAGE_KEY = READS_SNAPSHOT_KEY;
const THROTTLE_MS = 500;
/** Query keys whose first part is one of these are kept for offline reading. */
export const PERSISTED_PREFIXES: readonly string[] = [
  'progress-tracker',
  'assessment-content',
  'skills-test',
  'reports',
  'onboarding',
  'language-test',
  'offer-to-sign',
  'my-offers',
];
/**
 * Query keys that begin with one of these paths are kept too: the personal profile
 * (['profile', 'user', id]) and the application forms (['profile', 'application-form', ...]), so
 * a form opened once opens offline. A persisted copy can predate the last save (writes are
 * throttled), so their routes fetch afresh whenever online.
 */
export const PERSISTED_KEY_PATHS: ReadonlyArray<readonly string[]> = [
  ['profile', 'user'],
  ['profile', 'application-form'],
];

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const persister = createSyncStoragePersister({ storage: storage(), key: STORAGE_KEY, throttleTime: THROTTLE_MS });

export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const head = query.queryKey[0];
  if (query.state.status !== 'success' || typeof head !== 'string') return false;
  return (
    PERSISTED_PREFIXES.includes(head) ||
    PERSISTED_KEY_PATHS.some((path) => path.every((part, i) => query.queryKey[i] === part))
  );
}

function writeNow(client: Parameters<typeof persister.persistClient>[0]): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(client));
  } catch {
    // A full localStorage: the throttled write meets the same and gives up the same way.
  }
}

let active: { userId: number; ready: Promise<void>; unsubscribe: () => void } | undefined;

/**
 * Restores the user's snapshot into the client once, then keeps it up to date. Route guards
 * await the returned promise so loaders see restored data before they decide anything.
 */
export function startPersistingReads(queryClient: QueryClient, userId: number): Promise<void> {
  if (active?.userId === userId) return active.ready;
  active?.unsubscribe();
  const buster = `user-${userId}`;
  const ready = (async () => {
    try {
      const saved = await persister.restoreClient();
      if (saved && saved.buster === buster && Date.now() - saved.timestamp < OFFLINE_READ_MAX_AGE_MS) {
        hydrate(queryClient, saved.clientState);
      } else if (saved) {
        await persister.removeClient();
      }
    } catch {
      await persister.removeClient();
    }
  })();
  let unsubscribeCache = () => {};
  const snapshot = () => ({
    timestamp: Date.now(),
    buster,
    clientState: dehydrate(queryClient, { shouldDehydrateQuery: isPersistedQuery }),
  });
  // The throttled write lands THROTTLE_MS late: a page left sooner (a reload, a link typed in)
  // would lose what it just read, and that activity would not open offline. Written at once then.
  const flush = () => {
    if (active?.ready === ready) writeNow(snapshot());
  };
  void ready.then(() => {
    if (active?.ready !== ready) return;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (!isPersistedQuery(event.query)) return;
      void persister.persistClient(snapshot());
    });
    if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
    unsubscribeCache = () => {
      unsubscribe();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', flush);
    };
  });
  active = { userId, ready, unsubscribe: () => unsubscribeCache() };
  return ready;
}

/** Sign-out: stop writing and forget the snapshot. */
export async function stopPersistingReads(): Promise<void> {
  active?.unsubscribe();
  active = undefined;
  await persister.removeClient();
  // A throttled write queued just before sign-out would land after the removal: remove it again.
  setTimeout(() => {
    if (!active) void persister.removeClient();
  }, THROTTLE_MS + 100);
}
