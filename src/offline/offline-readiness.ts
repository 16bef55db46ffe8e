/**
 * Is this device ready to go on offline? Asked before a timed activity starts (its clock runs on
 * through an offline spell or a reload) and shown in the candidate header. Ready means: the
 * service worker is active and controls the page (a reload without network then shows the app),
 * IndexedDB can be used (where it cannot, answers go straight to the server: online only), the code this page runs is in Cache Storage, the activity's content is in the persisted read
 * snapshot (features/candidate-sync/persist-reads.ts), persistent storage was asked for, and the
 * free quota holds the activity's answers and recordings.
 *
 * `decideReadiness` is the rule, pure; `probeReadiness` gathers the facts from the browser;
 * `watchReadiness` re-asks until ready. No React here: the hooks live in
 * src/ui/offline-readiness.
 */
import { READS_SNAPSHOT_KEY } from '../lib/query-client.ts';
import { withinTime } from '../lib/within-time.ts';
import { checkQuota, isIndexedDbUsable, requestPersistentStorage } from './storage.ts';

export type WorkerState =
  /** No service workers here (old browser, blocked by policy, private mode) or registration failed. */
  | 'unsupported'
  /** Registered (or about to be), still downloading the app, or active but not yet controlling this page. */
  | 'installing'
  | 'controlling';

export interface ReadinessFacts {
  worker: WorkerState;
  /**
   * IndexedDB opens and takes a write: answers, timers and recordings can be kept on this device.
   * Undefined while its probe has not answered.
   */
  answersKept: boolean | undefined;
  /** Every script and style sheet this page loaded, and the app's page, are in Cache Storage. */
  codeCached: boolean;
  /** The activity's content queries are in the persisted snapshot (true when it needs none). */
  contentSaved: boolean;
  persistRequested: boolean;
  quota: 'enough' | 'short' | 'unknown';
  online: boolean;
}

export type NotReadyReason =
  | 'unsupported'
  /** The network went before the device was ready. */
  | 'offline'
  | 'storage-full'
  | 'code-missing'
  | 'content-missing'
  /** Online, all else ready, but the activity's content was never read on this device (it is saved when first opened). */
  | 'content-unopened';

export type Readiness = { status: 'checking' } | { status: 'ready' } | { status: 'not-ready'; reason: NotReadyReason };

export function decideReadiness(facts: ReadinessFacts): Readiness {
  if (facts.worker === 'unsupported' || facts.answersKept === false)
    return { status: 'not-ready', reason: 'unsupported' };
  if (facts.quota === 'short') return { status: 'not-ready', reason: 'storage-full' };
  if (
    facts.worker === 'controlling' &&
    facts.answersKept &&
    facts.codeCached &&
    facts.contentSaved &&
    facts.persistRequested
  )
    return { status: 'ready' };
  // What is missing comes with the network (the worker's install, the snapshot's next write).
  if (facts.online) return { status: 'checking' };
  if (facts.worker !== 'controlling') return { status: 'not-ready', reason: 'offline' };
  if (!facts.codeCached) return { status: 'not-ready', reason: 'code-missing' };
  if (!facts.contentSaved) return { status: 'not-ready', reason: 'content-missing' };
  return { status: 'checking' };
}

/** What one activity needs on top of the app itself. */
export interface ReadinessNeeds {
  /** Query key prefixes of its content, as persisted (e.g. ['assessment-content', 'typing-test', refId, id]). */
  content?: ReadonlyArray<readonly unknown[]>;
  /** Room for its answers and recordings. */
  bytes?: number;
  /**
   * Loads the code the activity runs that this page has not (its screens' chunks, what they import
   * later). A failure means code is missing; once loaded, its files must be in Cache Storage like
   * the rest of the page's code.
   */
  code?: () => Promise<unknown>;
}

/** Why an activity cannot be done without the network: said before the candidate starts. */
export type OnlineOnlyReason = 'measuring-connection' | 'booking' | 'signing' | 'private-answers';

/** An activity's readiness: the device's, or a kind that needs the network whatever is cached. */
export type ActivityReadiness = Readiness | { status: 'online-only'; because: OnlineOnlyReason };

/**
 * The rule for one activity of a kind that works offline. Unlike the app's own readiness, content
 * missing while online is not "getting ready": it is saved when the activity is first opened,
 * so the candidate is told to open it once.
 */
export function decideActivityReadiness(facts: ReadinessFacts): Readiness {
  const readiness = decideReadiness(facts);
  if (
    readiness.status === 'checking' &&
    facts.online &&
    facts.worker === 'controlling' &&
    facts.answersKept &&
    facts.codeCached &&
    facts.persistRequested &&
    !facts.contentSaved
  )
    return { status: 'not-ready', reason: 'content-unopened' };
  return readiness;
}

interface SnapshotQuery {
  queryKey?: unknown;
  state?: { status?: string };
}

/** True when every prefix matches a successful query of the snapshot. */
export function snapshotHolds(snapshot: string | null, prefixes: ReadonlyArray<readonly unknown[]>): boolean {
  if (prefixes.length === 0) return true;
  let queries: SnapshotQuery[];
  try {
    queries =
      (JSON.parse(snapshot ?? 'null') as { clientState?: { queries?: SnapshotQuery[] } } | null)?.clientState
        ?.queries ?? [];
  } catch {
    return false;
  }
  return prefixes.every((prefix) =>
    queries.some(
      (query) =>
        query.state?.status === 'success' &&
        Array.isArray(query.queryKey) &&
        prefix.every((part, i) => JSON.stringify((query.queryKey as unknown[])[i]) === JSON.stringify(part)),
    ),
  );
}

/** The same-origin scripts and style sheets this page has loaded, as paths. */
export function loadedCodePaths(entries: ReadonlyArray<{ name: string }>, origin: string): string[] {
  const paths = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin === origin && /\.(m?js|css)$/.test(url.pathname) && !url.pathname.startsWith('/api/'))
      paths.add(url.pathname);
  }
  return [...paths];
}

export interface ReadinessEnv {
  serviceWorker?: Pick<ServiceWorkerContainer, 'controller'> &
    Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>;
  caches?: Pick<CacheStorage, 'match'>;
  storage?: Pick<Storage, 'getItem'>;
  resources: () => ReadonlyArray<{ name: string }>;
  origin: string;
  online: () => boolean;
  /** The app's own word on registration (src/offline-hooks/service-worker.ts): a failure means never ready. */
  registrationFailed: () => boolean;
  persist: () => Promise<unknown>;
  /**
   * Asks for a file again through the worker controlling the page, which keeps it (absent: not
   * asked, as in tests about the rest).
   */
  refetch?: (path: string) => Promise<unknown>;
  /** Whether IndexedDB can be used (absent: assumed, as in tests about the rest). */
  answerStorage?: () => Promise<boolean>;
  quota: (bytes: number) => Promise<{ status: 'enough' | 'short' | 'unknown' }>;
}

/** The IndexedDB probe opens a throwaway database: once per page is enough. */
let answerStorageProbe: Promise<boolean> | undefined;

export function browserEnv(registrationFailed: () => boolean): ReadinessEnv {
  let snapshotStorage: Storage | undefined;
  try {
    snapshotStorage = localStorage;
  } catch {
    snapshotStorage = undefined;
  }
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    caches: typeof caches === 'undefined' ? undefined : caches,
    storage: snapshotStorage,
    resources: () =>
      typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [],
    origin: location.origin,
    online: () => navigator.onLine,
    registrationFailed,
    persist: requestPersistentStorage,
    quota: checkQuota,
    answerStorage: () => (answerStorageProbe ??= isIndexedDbUsable()),
    refetch: (path) => fetch(path, { credentials: 'same-origin' }),
  };
}

function workerState(env: ReadinessEnv): WorkerState {
  if (!env.serviceWorker || !env.caches || env.registrationFailed()) return 'unsupported';
  // A worker that has claimed the page but is still activating is not ready yet.
  return env.serviceWorker.controller?.state === 'activated' ? 'controlling' : 'installing';
}

/**
 * What this page knows of its code in Cache Storage, shared by every check of the page (the header's,
 * the tracker's per activity, a timed start's): the paths found, which stay there for the page's
 * life (a new version's worker replaces them only after the page reloads), and each lookup on its
 * way, which a check made while it runs joins instead of asking again. Without this, every check
 * of every watcher looked every file up again each second; on a busy machine a check outlived its
 * limit, the next one started beside it, and the lookups piled up until none finished in time:
 * a timed start waited five minutes on "Getting ready to work offline…" (flake 56, D362).
 */
interface CodeLookups {
  found: Set<string>;
  pending: Map<string, { since: number; answer: Promise<boolean> }>;
  /** Paths asked for again through the worker (once each): loaded before it controlled the page. */
  refetched: Set<string>;
}

const codeLookups = new WeakMap<object, CodeLookups>();

function lookupsOf(cache: object): CodeLookups {
  let lookups = codeLookups.get(cache);
  if (!lookups) {
    lookups = { found: new Set(), pending: new Map(), refetched: new Set() };
    codeLookups.set(cache, lookups);
  }
  return lookups;
}

/**
 * Whether `path` is in Cache Storage. A lookup on its way is joined while it is younger than a
 * check's limit; an older one may never answer (a cache in a worker being replaced), so a new one
 * starts beside it, at most one per path per limit.
 */
function isPathCached(env: ReadinessEnv, cache: Pick<CacheStorage, 'match'>, path: string, limitMs: number) {
  const lookups = lookupsOf(cache);
  if (lookups.found.has(path)) return Promise.resolve(true);
  const now = Date.now();
  const pending = lookups.pending.get(path);
  if (pending && now - pending.since < limitMs) return pending.answer;
  const answer = (async () => {
    // The hashed files under /assets/ are kept under their own URL (vite.config.ts,
    // dontCacheBustURLsMatching), so each is one lookup. The page's shell has a revision in its
    // search (…/index.html?__WB_REVISION__=…), and a match that ignores the search reads every entry
    // of every cache: done for the few other files only, and once found, never again.
    const asset = path.startsWith('/assets/');
    const hit = await cache.match(env.origin + path, asset ? undefined : { ignoreSearch: true });
    if (hit) {
      lookups.found.add(path);
      return true;
    }
    // A file this page loaded before the worker controlled it, which the worker does not precache
    // (a catalog it was told of late, code of a page that needs the network): fetched once more
    // through the worker, which keeps what comes under /assets/ (sw/sw.ts); the next check finds it.
    if (asset && env.refetch && !lookups.refetched.has(path)) {
      lookups.refetched.add(path);
      void env.refetch(path).catch(() => lookups.refetched.delete(path));
    }
    return false;
  })()
    .catch(() => false)
    .finally(() => {
      if (lookups.pending.get(path)?.answer === answer) lookups.pending.delete(path);
    });
  lookups.pending.set(path, { since: now, answer });
  return answer;
}

async function isCodeCached(env: ReadinessEnv, load: ReadinessNeeds['code'], limitMs: number): Promise<boolean> {
  const cache = env.caches;
  if (!cache) return false;
  if (load) {
    try {
      await load();
    } catch {
      return false;
    }
  }
  const paths = ['/index.html', ...loadedCodePaths(env.resources(), env.origin)];
  const found = await Promise.all(paths.map((path) => isPathCached(env, cache, path, limitMs)));
  return found.every(Boolean);
}

let persistAsked: Promise<unknown> | undefined;

/**
 * How long one fact may take. A browser call that never answers (seen once in headless Chromium,
 * and possible on a candidate's device) reads as not known yet, and the checks go on.
 */
export const PROBE_LIMIT_MS = 5_000;

export async function probeReadiness(
  env: ReadinessEnv,
  needs: ReadinessNeeds = {},
  limitMs = PROBE_LIMIT_MS,
): Promise<ReadinessFacts> {
  // Persistence first, then the free room (promise 9): a persistent origin may be given more quota.
  // Asked once per page: an answer that never comes is waited for once, not at every check.
  persistAsked ??= withinTime(env.persist(), limitMs, undefined);
  await persistAsked;
  const worker = workerState(env);
  const answersKept = env.answerStorage ? await withinTime(env.answerStorage(), limitMs, undefined) : true;
  const quota = (await withinTime(env.quota(needs.bytes ?? 0), limitMs, { status: 'unknown' as const })).status;
  const codeCached =
    worker === 'controlling' ? await withinTime(isCodeCached(env, needs.code, limitMs), limitMs, false) : false;
  return {
    worker,
    answersKept,
    codeCached,
    contentSaved: snapshotHolds(env.storage?.getItem(READS_SNAPSHOT_KEY) ?? null, needs.content ?? []),
    persistRequested: true,
    quota,
    online: env.online(),
  };
}

export const READINESS_RECHECK_MS = 1_000;

/**
 * Probes now and again every second (and when the worker takes control or the network comes or
 * goes) until ready, then stops: readiness, once reached, only ends with the worker's caches.
 */
export function watchReadiness(
  env: ReadinessEnv,
  needs: ReadinessNeeds,
  onChange: (readiness: Readiness) => void,
  everyMs = READINESS_RECHECK_MS,
  decide: (facts: ReadinessFacts) => Readiness = decideReadiness,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const check = async () => {
    clearTimeout(timer);
    const readiness = decide(await probeReadiness(env, needs));
    if (stopped) return;
    const key = JSON.stringify(readiness);
    if (key !== last) {
      last = key;
      onChange(readiness);
    }
    if (readiness.status !== 'ready' && !(readiness.status === 'not-ready' && readiness.reason === 'unsupported'))
      timer = setTimeout(() => void check(), everyMs);
  };
  const recheck = () => void check();
  const container = env.serviceWorker;
  container?.addEventListener?.('controllerchange', recheck);
  globalThis.addEventListener?.('online', recheck);
  globalThis.addEventListener?.('offline', recheck);
  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
    container?.removeEventListener?.('controllerchange', recheck);
    globalThis.removeEventListener?.('online', recheck);
    globalThis.removeEventListener?.('offline', recheck);
  };
}
