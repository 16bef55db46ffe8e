import { afterEach, describe, expect, it } from 'vitest';
import { freshOfflineDb } from './offline-db.ts';

// The tests run in order: the second reads what the first left.
let first = '';
let openAfterEach = false;

afterEach(async () => {
  // A file's afterEach still has the test's database (work it stops may write to it).
  if (first && !openAfterEach) {
    openAfterEach = true;
    expect(await freshOfflineDbNames()).toContain(first);
  }
});

const freshOfflineDbNames = async () => (await indexedDB.databases()).map((d) => d.name);

describe('a fresh offline database per test', () => {
  it('given a test, then it gets an empty database of the app under a name of its own', async () => {
    const db = freshOfflineDb('kit');
    const other = freshOfflineDb('kit');
    expect(db.name).toMatch(/^kit-/);
    expect(other.name).not.toBe(db.name);
    expect(await db.formDrafts.count()).toBe(0);
    await db.formDrafts.put({ key: 'profile:7', values: { name: 'A' }, updatedAt: 'now' });
    expect(await db.formDrafts.count()).toBe(1);
    expect(await other.formDrafts.count()).toBe(0);
    first = db.name;
  });

  it('given the test before made one, then once it finished (after its afterEach) the database is gone', async () => {
    expect(openAfterEach).toBe(true);
    expect(await freshOfflineDbNames()).not.toContain(first);
  });
});
