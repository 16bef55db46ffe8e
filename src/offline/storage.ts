/**
 * The browser's storage, asked before answers are written: persistence (Safari evicts a tab's
 * storage after seven days without use unless it is persistent), free room before a section that
 * records media (promise 9), and whether IndexedDB works at all (private modes and full disks
 * make it fail, and the app then answers online only).
 */
import { withinTime } from '../lib/within-time.ts';
import { setStorageTrouble, storageWorks } from './storage-trouble.ts';

export type PersistResult = 'granted' | 'denied' | 'unsupported';

export async function requestPersistentStorage(): Promise<PersistResult> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persist !== 'function') return 'unsupported';
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

export type QuotaCheck =
  | { status: 'enough' | 'short'; availableBytes: number }
  /** The browser does not say: the caller decides (the media work treats it as enough). */
  | { status: 'unknown' };

export async function checkQuota(bytesNeeded: number): Promise<QuotaCheck> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.estimate !== 'function') return { status: 'unknown' };
  try {
    const { quota, usage } = await storage.estimate();
    if (quota === undefined) return { status: 'unknown' };
    const availableBytes = Math.max(0, quota - (usage ?? 0));
    return { status: availableBytes >= bytesNeeded ? 'enough' : 'short', availableBytes };
  } catch {
    return { status: 'unknown' };
  }
}

const PROBE_DB = 'assay-probe';
/**
 * How long the probe waits before taking a silent IndexedDB for one that never answers (some
 * private modes). Not a speed limit: a cold IndexedDB on a cheap phone or a busy machine can take
 * several seconds to open, and a probe that gave up at 3 s told such a device it could not keep
 * answers (online only, never ready to go on offline) for the rest of the page's life.
 */
export const PROBE_TIMEOUT_MS = 20_000;

/** The probe under way for each factory: the screens and the readiness check asking at once share it. */
const probing = new WeakMap<IDBFactory, Promise<boolean>>();

/**
 * Opens a throwaway database, writes one row, and deletes it. Some private modes
 * throw on open, some never answer (hence the timeout), some fail only on the first write.
 * A write refused for want of room (a full disk) is told to the candidate as Dexie's middleware
 * tells the app's own refused writes (storage-trouble.ts, D195); the probe writes outside Dexie (D318).
 */
export async function isIndexedDbUsable(
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<boolean> {
  if (!factory) return false;
  let answer = probing.get(factory);
  if (!answer) {
    const probed = probe(factory).catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name === 'QuotaExceededError') setStorageTrouble({ refused: true });
      throw error;
    });
    answer = withinTime(probed, timeoutMs, false).finally(() => probing.delete(factory));
    probing.set(factory, answer);
  }
  return answer;
}

function probe(factory: IDBFactory): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = factory.open(PROBE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('probe');
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('blocked'));
    request.onsuccess = () => {
      const db = request.result;
      let tx: IDBTransaction;
      try {
        tx = db.transaction('probe', 'readwrite');
        // A browser may refuse the write here as well as at commit: the probe answers at once either way.
        tx.objectStore('probe').put(1, 'probe');
      } catch (error) {
        db.close();
        reject(error as Error);
        return;
      }
      tx.oncomplete = () => {
        db.close();
        factory.deleteDatabase(PROBE_DB);
        // The disk took a write: a notice the probe or a refused write raised with nothing held ends.
        storageWorks();
        resolve(true);
      };
      tx.onerror = () => {
        db.close();
        reject(tx.error);
      };
      tx.onabort = () => {
        db.close();
        reject(tx.error ?? new Error('aborted'));
      };
    };
  });
}

/** Dexie's and the browser's names for "this device's storage cannot be used" (private modes, a full disk). */
const STORAGE_FAILURES = new Set([
  'OpenFailedError',
  'DatabaseClosedError',
  'MissingAPIError',
  'InvalidStateError',
  'QuotaExceededError',
]);

/** Whether an error says the storage cannot be used (the probe passed, then a write failed), not that the code is wrong. */
export function isStorageFailure(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return STORAGE_FAILURES.has(e?.name ?? '') || STORAGE_FAILURES.has(e?.inner?.name ?? '');
}
