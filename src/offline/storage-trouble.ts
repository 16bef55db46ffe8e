/**
 * Whether IndexedDB refused one of this page's writes (a full disk, a private window's quota), and
 * how many of the entries kept in memory instead are not sent yet. Only the announcement, with no
 * import, so the candidate layout can listen without loading Dexie; what was refused is kept by
 * storage-failure.ts (D195).
 */
export interface StorageTrouble {
  /** Writes are being refused (cleared once what was held is on disk again). */
  refused: boolean;
  /** Entries held in this page's memory that the server does not have yet. */
  unsent: number;
}

let state: StorageTrouble = { refused: false, unsent: 0 };
const listeners = new Set<() => void>();

/** The same object until something changes (React's useSyncExternalStore reads it). */
export function storageTrouble(): StorageTrouble {
  return state;
}

/** Calls `listener` at each change; returns the unsubscribe. */
export function onStorageTrouble(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setStorageTrouble(change: Partial<StorageTrouble>): void {
  const next = { ...state, ...change };
  if (next.refused === state.refused && next.unsent === state.unsent) return;
  state = next;
  for (const listener of [...listeners]) listener();
}
