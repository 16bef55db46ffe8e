/**
 * A fresh offline database for one test: the app's own schema (OfflineDb) over the worker's
 * IndexedDB (fake-indexeddb, vitest.config.ts's setup files), under a name no other test uses, so
 * a test starts from an empty device whatever ran before it. It is closed and deleted once the test
 * has finished, after the file's afterEach hooks, which may still have work to stop that writes to
 * it (a sync loop, an upload runner). Call it in a beforeEach, or in the test that needs it.
 */
import { onTestFinished } from 'vitest';
import { Dexie } from 'dexie';
import { OfflineDb } from '../offline/db.ts';

export function freshOfflineDb(prefix: string): OfflineDb {
  const db = new OfflineDb(`${prefix}-${crypto.randomUUID()}`);
  onTestFinished(async () => {
    db.close();
    await Dexie.delete(db.name);
  });
  return db;
}
