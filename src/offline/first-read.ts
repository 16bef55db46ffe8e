/**
 * The question screen's first read of the offline store, without Dexie: plain IndexedDB reads of
 * the `attempts` and `answers` stores Dexie keeps (src/offline/db.ts), so the first question can
 * show before Dexie's chunk has loaded (bench/budget.json). Dexie's live queries take over as
 * soon as it has (use-live-value.ts); every write still goes through Dexie, so an answer shows as
 * saved only once its transaction has committed (promise 3).
 *
 * It never creates or upgrades the database: when `assay-offline` does not exist yet, the open is
 * aborted and the reads answer "nothing on this device", which is what Dexie would answer.
 */
import type { AttemptRecord, LocalAnswer } from './db.ts';
import { hasHeldNote } from './held-note-key.ts';

/** src/offline/db.ts OFFLINE_DB_NAME (first-read.test.ts checks they agree). */
export const OFFLINE_DB_NAME = 'assay-offline';

function openExisting(factory: IDBFactory | undefined): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    if (!factory) return resolve(undefined);
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(OFFLINE_DB_NAME);
    } catch {
      return resolve(undefined);
    }
    // No database yet: abort, so Dexie later creates it with its own schema and version.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      // Dexie may open a newer version while this connection lives: never stand in its way.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => resolve(undefined);
    request.onblocked = () => resolve(undefined);
  });
}

async function readStore<T>(
  store: 'attempts' | 'answers',
  query?: { index: string; key: IDBValidKey },
  factory = globalThis.indexedDB,
): Promise<T[]> {
  // The previous page of this tab held writes that Dexie's open puts back first (D364): only its read sees them.
  if (hasHeldNote(OFFLINE_DB_NAME)) throw new Error('held writes to restore first');
  const db = await openExisting(factory);
  if (!db) return [];
  try {
    if (!db.objectStoreNames.contains(store)) return [];
    return await new Promise<T[]>((resolve, reject) => {
      const objectStore = db.transaction(store, 'readonly').objectStore(store);
      const request = query ? objectStore.index(query.index).getAll(query.key) : objectStore.getAll();
      request.onsuccess = () => resolve(request.result as T[]);
      request.onerror = () => reject(request.error ?? new Error(`reading ${store} failed`));
    });
  } finally {
    db.close();
  }
}

/** The latest attempt this device began at one activity of one tracker (src/offline/attempts.ts findAttempt). */
export function latestAttempt(
  all: readonly AttemptRecord[],
  refId: string,
  jobStepActivityId: number,
): AttemptRecord | undefined {
  return all
    .filter((a) => a.refId === refId && a.jobStepActivityId === jobStepActivityId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
}

export async function firstAttempt(
  refId: string,
  jobStepActivityId: number,
  factory?: IDBFactory,
): Promise<AttemptRecord | undefined> {
  return latestAttempt(await readStore<AttemptRecord>('attempts', undefined, factory), refId, jobStepActivityId);
}

export function firstAnswers(attemptId: string, factory?: IDBFactory): Promise<LocalAnswer[]> {
  return readStore<LocalAnswer>('answers', { index: 'attemptId', key: attemptId }, factory);
}
