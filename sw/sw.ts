/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isSectionInProgress, shouldClaimOnActivate } from '../src/offline/section-hold.ts';
import { CAREERS_PATH_PATTERN } from '../contracts/career-paths.ts';
import { asksNetworkFirst, networkFirst } from './navigation.ts';
import { cacheFiles, languagesInUse, pruneRuntimeCode, RUNTIME_CODE_CACHE, splitManifest } from './runtime-code.ts';

declare const self: ServiceWorkerGlobalScope;

// The manifest holds candidate code only (vite.config.ts, scripts/precache-split.mjs); of the
// message catalogs, only the languages the pages use are kept (CACHE_LANGUAGE below).
const { code, catalogs } = splitManifest(self.__WB_MANIFEST, self.registration.scope);
precacheAndRoute(code);
cleanupOutdatedCaches();

// Every browser route is the same shell; the API and the server-rendered career pages are never
// served from the precache. Staff pages ask the network first, for today's headers (sw/navigation.ts).
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    (options) =>
      asksNetworkFirst(options.url.pathname) ? networkFirst(options.request, () => shell(options)) : shell(options),
    { denylist: [/^\/api\//, CAREERS_PATH_PATTERN] },
  ),
);

// The other built files (hashed, immutable, under /assets/): the catalogs, and the staff screens'
// files, kept when a page first loads them, so a staff screen opened once opens again from the
// cache (sw/runtime-code.ts). Not the app's page, which the server answers for a file it lacks.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: RUNTIME_CODE_CACHE,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.ok && !response.headers.get('Content-Type')?.includes('text/html') ? response : null,
      },
    ],
  }),
);

/** How long a first install waits for the page to name its language (it does so as it registers). */
const FIRST_LANGUAGE_WAIT_MS = 5_000;
let languageNamed: (language: string) => void = () => undefined;
const firstLanguage = new Promise<string>((resolve) => (languageNamed = resolve));

/**
 * The install is done, and the worker ready for offline use, once the catalogs of the languages
 * in use are cached too: those an earlier version kept (an update), else the language the
 * registering page names.
 */
async function cacheLanguagesOnInstall(): Promise<void> {
  const languages = await languagesInUse();
  if (languages.size === 0) {
    const named = await Promise.race([
      firstLanguage,
      new Promise<undefined>((resolve) => setTimeout(resolve, FIRST_LANGUAGE_WAIT_MS)),
    ]);
    if (named) languages.add(named);
  }
  await cacheFiles([...languages].flatMap((language) => catalogs.get(language) ?? []));
}

// Take control of open pages when this worker activates after a first install (no earlier
// version runs any page, so the very first visit works offline without a reload) or after the
// candidate accepted the update (the app reloads itself then). A version that activates on its
// own, once the pages of the earlier one have closed, does not take over pages opened meanwhile
// without a worker: their code is not the precache's and they may be running an activity.
let installedFirst = false;
let updateAccepted = false;
self.addEventListener('install', (event) => {
  installedFirst = !self.registration.active;
  event.waitUntil(cacheLanguagesOnInstall());
});
self.addEventListener('activate', (event) => {
  const claim = shouldClaimOnActivate({ installedFirst, updateAccepted });
  const keep = new Set([...catalogs.values()].flat());
  event.waitUntil(pruneRuntimeCode(keep).then(() => (claim ? self.clients.claim() : undefined)));
});

// A page names its language (src/offline-hooks/service-worker.ts) when it registers this worker
// and on every switch: its catalogs are cached, every feature's, so any screen shows in it
// offline. The reply says so.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; language?: unknown } | undefined;
  if (data?.type !== 'CACHE_LANGUAGE' || typeof data.language !== 'string') return;
  languageNamed(data.language);
  event.waitUntil(
    cacheFiles(catalogs.get(data.language) ?? []).then(
      () => event.ports[0]?.postMessage({ cached: true }),
      () => event.ports[0]?.postMessage({ cached: false }),
    ),
  );
});

// The page sends SKIP_WAITING only when no section is in progress; this worker checks again, so a
// section started in another tab meanwhile (or an older page's request) cannot swap the code under
// it (promise 10). Refused, the worker keeps waiting and the page offers the update again later.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type !== 'SKIP_WAITING') return;
  event.waitUntil(
    isSectionInProgress().then((busy) => {
      if (busy) return;
      updateAccepted = true;
      return self.skipWaiting();
    }),
  );
});

// Background Sync (Chromium only): the network is back, so wake every page to drain its outbox.
// The pages' outbox stays the source of truth; this only makes the drain start sooner.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'assay-outbox') return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'assay-sync' });
    }),
  );
});
