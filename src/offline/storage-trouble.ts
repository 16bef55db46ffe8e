/**
 * Whether IndexedDB refused one of this page's writes (a full disk, a private window's quota).
 * Only the announcement, with no import, so the candidate layout can listen without loading
 * Dexie; what was refused is kept by storage-failure.ts.
 */
let refused = false;
const listeners = new Set<() => void>();

/** Whether writes are being refused now (cleared once what was held is on disk again). */
export function hasStorageTrouble(): boolean {
  return refused;
}

/** Calls `listener` when the trouble starts or ends; returns the unsubscribe. */
export function onStorageTrouble(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setStorageTrouble(isRefused: boolean): void {
  if (refused === isRefused) return;
  refused = isRefused;
  for (const listener of [...listeners]) listener();
}
