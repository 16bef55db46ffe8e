/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isSectionInProgress } from '../src/offline/section-hold.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every browser route is the same shell; the API is never served from the precache.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Take control of open pages when this worker activates, so the very first visit already works
// offline without a reload. A new version only activates when the app asks for it (below), and
// the app reloads itself when that happens, so claiming never swaps code under a running page.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The page sends SKIP_WAITING only when no section is in progress; this worker checks again, so a
// section started in another tab meanwhile (or an older page's request) cannot swap the code under
// it (promise 10). Refused, the worker keeps waiting and the page offers the update again later.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type !== 'SKIP_WAITING') return;
  event.waitUntil(
    isSectionInProgress().then((busy) => {
      if (!busy) return self.skipWaiting();
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
