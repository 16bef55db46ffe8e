/**
 * The candidate's read data (trackers and assessment content) persisted to localStorage, so the
 * tracker and an opened questionnaire render after an offline reload. Only queries holding data
 * under PERSISTED_PREFIXES are written; the snapshot is tied to the signed-in user and dropped
 * on sign-out. Answers never live here: they are in Dexie (src/offline).
 *
 * A snapshot is what the device knew, never a fresh answer (D194): writes are throttled, so the
 * page writes its last state at once when it is hidden or left (a reload right after a submit
 * finds it); what is restored counts as stale, so online the screens ask the server at once instead
 * of trusting it for the default staleTime; and another tab's newer snapshot is taken in as it is
 * written, so a tracker open in a second tab learns of a submit without waiting for its own fetch.
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
type PersistedClient = NonNullable<Awaited<ReturnType<typeof persister.restoreClient>>>;

/**
 * A query under the kept keys that holds data. A refresh that failed (status 'error', its data
 * still there) counts too: what the device knew stays kept (stop 54's CI: a failed tracker refresh
 * left the tracker out of the snapshot, and the next offline page had none).
 */
export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const head = query.queryKey[0];
  if (query.state.data === undefined || typeof head !== 'string') return false;
  return (
    PERSISTED_PREFIXES.includes(head) ||
    PERSISTED_KEY_PATHS.some((path) => path.every((part, i) => query.queryKey[i] === part))
  );
}

let active: { userId: number; ready: Promise<void>; unsubscribe: () => void } | undefined;

function snapshotOf(queryClient: QueryClient, buster: string): PersistedClient {
  const clientState = dehydrate(queryClient, { shouldDehydrateQuery: isPersistedQuery });
  return {
    timestamp: Date.now(),
    buster,
    // Kept as the data it last read: a failed refresh's error is this page's, not the next one's.
    clientState: {
      ...clientState,
      queries: clientState.queries.map((query) =>
        query.state.status === 'error'
          ? {
              ...query,
              state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
            }
          : query,
      ),
    },
  };
}

/** A snapshot this user may read: theirs, and young enough. */
function isReadable(saved: PersistedClient | undefined, buster: string): saved is PersistedClient {
  return saved !== undefined && saved.buster === buster && Date.now() - saved.timestamp < OFFLINE_READ_MAX_AGE_MS;
}

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
      if (isReadable(saved, buster)) {
        hydrate(queryClient, saved.clientState);
        markRestoredStale(queryClient, saved);
      } else if (saved) {
        await persister.removeClient();
      }
    } catch {
      await persister.removeClient();
    }
  })();
  let unsubscribeCache = () => {};
  void ready.then(() => {
    if (active?.ready !== ready) return;
    unsubscribeCache = keepPersisting(queryClient, buster);
  });
  active = { userId, ready, unsubscribe: () => unsubscribeCache() };
  return ready;
}

/** What was restored is what the device knew then: online, a screen that shows it also asks the server. */
function markRestoredStale(queryClient: QueryClient, saved: PersistedClient): void {
  const cache = queryClient.getQueryCache();
  for (const { queryHash } of saved.clientState.queries) cache.get(queryHash)?.invalidate();
}

/** Writes the snapshot on every change (throttled), at once when the page is hidden or left, and reads another tab's. */
function keepPersisting(queryClient: QueryClient, buster: string): () => void {
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!isPersistedQuery(event.query)) return;
    void persister.persistClient(snapshotOf(queryClient, buster));
  });
  if (typeof window === 'undefined') return unsubscribe;
  // The throttled write may not come before a reload or a closed tab: write it now, synchronously.
  const writeNow = () => {
    try {
      storage()?.setItem(STORAGE_KEY, JSON.stringify(snapshotOf(queryClient, buster)));
    } catch {
      // Storage full or refused: the throttled write tries again.
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') writeNow();
  };
  // Another tab wrote what it learned (a submit there): its newer reads replace this tab's (hydrate keeps the newest).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || event.newValue === null) return;
    try {
      const saved = JSON.parse(event.newValue) as PersistedClient;
      if (isReadable(saved, buster)) hydrate(queryClient, saved.clientState);
    } catch {
      // Not a snapshot this version can read.
    }
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', writeNow);
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', writeNow);
    window.removeEventListener('storage', onStorage);
  };
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
