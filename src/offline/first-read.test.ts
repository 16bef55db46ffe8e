import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { recordAnswer } from './answers.ts';
import { beginAttempt, findAttempt } from './attempts.ts';
import { OFFLINE_DB_NAME as DEXIE_DB_NAME, OfflineDb, SCHEMA_VERSIONS } from './db.ts';
import { firstAnswers, firstAttempt, OFFLINE_DB_NAME } from './first-read.ts';

const databases = () => indexedDB.databases().then((all) => all.map((d) => d.name));

describe("the question screen's first read, without Dexie", () => {
  afterEach(async () => {
    await Dexie.delete(OFFLINE_DB_NAME);
  });

  it('reads the database Dexie writes', () => {
    expect(OFFLINE_DB_NAME).toBe(DEXIE_DB_NAME);
  });

  it('given no database yet, answers nothing and does not create one (Dexie creates it with its schema)', async () => {
    expect(await firstAttempt('ref-1', 5)).toBeUndefined();
    expect(await firstAnswers('attempt-1')).toEqual([]);
    expect(await databases()).not.toContain(OFFLINE_DB_NAME);
    // Dexie then opens it at its current version with every store.
    const db = new OfflineDb();
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSIONS.at(-1)!.version);
    const stores = new Set(SCHEMA_VERSIONS.flatMap((v) => Object.keys(v.stores)));
    expect(db.tables.map((t) => t.name).sort()).toEqual([...stores].sort());
    db.close();
  });

  it('given attempts and answers Dexie wrote, returns the same attempt as findAttempt and only its answers', async () => {
    const db = new OfflineDb();
    await beginAttempt(
      { attemptId: 'old', refId: 'ref-1', jobStepActivityId: 5, startedAt: '2026-11-20T10:00:00.000Z' },
      db,
    );
    await beginAttempt(
      { attemptId: 'new', refId: 'ref-1', jobStepActivityId: 5, startedAt: '2026-11-21T10:00:00.000Z' },
      db,
    );
    await beginAttempt(
      { attemptId: 'other', refId: 'ref-2', jobStepActivityId: 5, startedAt: '2026-11-22T10:00:00.000Z' },
      db,
    );
    await recordAnswer({ attemptId: 'new', itemId: 'q1', value: 3 }, db);
    await recordAnswer({ attemptId: 'new', itemId: 'q1', value: 4 }, db);
    await recordAnswer({ attemptId: 'new', itemId: 'q2', value: 1 }, db);
    await recordAnswer({ attemptId: 'other', itemId: 'q1', value: 2 }, db);

    const attempt = await firstAttempt('ref-1', 5);
    expect(attempt).toEqual(await findAttempt('ref-1', 5, db));
    expect(attempt?.attemptId).toBe('new');
    expect(await firstAttempt('ref-1', 6)).toBeUndefined();
    const answers = await firstAnswers('new');
    expect(answers.map((a) => [a.itemId, a.value, a.revision]).sort()).toEqual([
      ['q1', 4, 2],
      ['q2', 1, 1],
    ]);
    db.close();
  });

  it('does not hold Dexie back when it opens the database meanwhile', async () => {
    const reading = firstAnswers('nothing');
    const db = new OfflineDb();
    await db.open();
    expect(await reading).toEqual([]);
    db.close();
  });
});
