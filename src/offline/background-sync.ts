/**
 * Background Sync, Chromium only: while answers wait, the page registers SYNC_TAG; when the network
 * returns, the service worker (sw/sw.ts) posts SYNC_MESSAGE_TYPE to its pages and the sync loop
 * drains (sync-loop.ts). It only wakes the page sooner: the outbox is the source of truth.
 */

/** The message a service worker posts to its pages when Background Sync fires. */
export const SYNC_MESSAGE_TYPE = 'assay-sync';
/** The Background Sync tag the page registers while answers wait. */
export const SYNC_TAG = 'assay-outbox';

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks a Chromium service worker to wake the page when the network returns; a no-op elsewhere. */
export function registerBackgroundSync(): void {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!worker || typeof worker.getRegistration !== 'function') return;
  void worker
    .getRegistration()
    .then((registration) => (registration as SyncCapableRegistration | undefined)?.sync?.register(SYNC_TAG))
    .catch(() => undefined);
}
