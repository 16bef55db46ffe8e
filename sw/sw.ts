/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isSectionInProgress, shouldClaimOnActivate } from '../src/offline/section-hold.ts';
import { CAREERS_PATH_PATTERN } from '../contracts/career-paths.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every browser route is the same shell; the API and the server-rendered career pages are never
// served from the precache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, CAREERS_PATH_PATTERN] }),
);

// The precache holds candidate code only (scripts/precache-split.mjs): the staff screens' files
// (hashed, under /assets/) are kept here when a staff member's page first loads them, so staff
// screens opened once open again from the cache. The files are immutable; a new version's worker
// empties this cache when it activates, so old versions' files do not pile up (D191).
const STAFF_CODE_CACHE = 'assay-staff-code';
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: STAFF_CODE_CACHE }),
);

// Take control of open pages when this worker activates after a first install (no earlier
// version runs any page, so the very first visit works offline without a reload) or after the
// candidate accepted the update (the app reloads itself then). A version that activates on its
// own, once the pages of the earlier one have closed, does not take over pages opened meanwhile
// without a worker: their code is not the precache's and they may be running an activity.
let installedFirst = false;
let updateAccepted = false;
self.addEventListener('install', () => {
  installedFirst = !self.registration.active;
});
self.addEventListener('activate', (event) => {
  const claim = shouldClaimOnActivate({ installedFirst, updateAccepted });
  event.waitUntil(caches.delete(STAFF_CODE_CACHE).then(() => (claim ? self.clients.claim() : undefined)));
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
