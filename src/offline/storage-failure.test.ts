import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DBCore } from 'dexie';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { recordAnswer } from './answers.ts';
import { beginAttempt, submitAttempt } from './attempts.ts';
import { isHolding } from './storage-failure.ts';
import { onStorageTrouble, setStorageTrouble, storageTrouble } from './storage-trouble.ts';
import { SyncLoop } from './sync-loop.ts';
import { FakeAnswerServer } from './testing/fake-answer-server.ts';

const ATTEMPT = '7d0a1c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';

let db: OfflineDb;
let server: FakeAnswerServer;
let loop: SyncLoop;
let clock: number;
/** While true, every write to the database is refused as a full disk refuses it. */
let diskFull: boolean;
let announcements: boolean[];
let stopListening: () => void;

/** A Dexie middleware that refuses every write with the browser's QuotaExceededError. */
function refuseWritesWhileFull(down: DBCore): DBCore {
  return {
    ...down,
    table(name) {
      const table = down.table(name);
      return {
        ...table,
        mutate: (request) =>
          diskFull
            ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
            : table.mutate(request),
      };
    },
  };
}

beforeEach(async () => {
  diskFull = false;
  db = freshOfflineDb('storage-failure');
  // Below the app's own middleware (level 10), as the browser's refusal is.
  db.use({ stack: 'dbcore', name: 'full-disk', level: 1, create: refuseWritesWhileFull });
  server = new FakeAnswerServer();
  clock = Date.parse('2026-11-25T10:00:00.000Z');
  loop = new SyncLoop({ db, send: server.send, now: () => clock, random: () => 0.5 });
  // A new page: no trouble yet.
  setStorageTrouble({ refused: false, unsent: 0, kept: [] });
  announcements = [];
  // Each change of "writes are refused" as the candidate layout sees it.
  stopListening = onStorageTrouble(() => {
    if (storageTrouble().refused !== announcements.at(-1)) announcements.push(storageTrouble().refused);
  });
  await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 12 }, db);
});

afterEach(async () => {
  stopListening();
  diskFull = false;
  // Ends the page's trouble for the next test, as storing again does.
  await loop.drain();
  loop.stop();
  // The page's trouble is module state: the next file's screens start without it.
  setStorageTrouble({ refused: false, unsent: 0, kept: [] });
});

const answer = (itemId: string, value: number) => recordAnswer({ attemptId: ATTEMPT, itemId, value }, db);
const answerDeliveries = () => server.deliveries.filter((d) => d.kind === 'answer');

describe('storage trouble (D195)', () => {
  it('given the disk refuses writes, when answers are recorded, then the candidate is told once and each answer is kept, not thrown away', async () => {
    diskFull = true;

    await expect(answer('q1', 1)).resolves.toMatchObject({ revision: 1, status: 'pending' });
    await answer('q2', 2);

    expect(announcements).toEqual([true]);
    expect(storageTrouble().unsent).toBe(2);
    expect(isHolding(db)).toBe(true);
    expect(await db.answers.count()).toBe(0);

    await loop.drain();
    expect(storageTrouble()).toMatchObject({ refused: true, unsent: 0 });
  });

  it('given answers refused by the disk, when the loop drains, then the server gets each of them once, in the order given, after what was on disk', async () => {
    await answer('q1', 1);
    diskFull = true;
    await answer('q3', 3);
    await answer('q2', 2);
    await answer('q4', 4);

    expect(await loop.drain()).toBe('empty');

    expect(server.deliveries.map((d) => d.kind)).toEqual(['start', 'answer', 'answer', 'answer', 'answer']);
    expect(answerDeliveries().map((d) => d.itemId)).toEqual(['q1', 'q3', 'q2', 'q4']);
    expect([...server.appliedByKey.values()].every((n) => n === 1)).toBe(true);
    expect([...server.itemsOf(ATTEMPT)].map(([item, a]) => [item, a.value])).toEqual([
      ['q1', 1],
      ['q3', 3],
      ['q2', 2],
      ['q4', 4],
    ]);

    await loop.drain();
    expect(answerDeliveries()).toHaveLength(4);
  });

  it('given an item changed while the disk refuses writes, when the loop drains, then the server holds the last change', async () => {
    diskFull = true;
    await answer('q1', 1);
    await answer('q1', 2);
    await answer('q1', 3);

    await loop.drain();

    expect(answerDeliveries()).toEqual([expect.objectContaining({ itemId: 'q1', revision: 3 })]);
    expect(server.itemsOf(ATTEMPT).get('q1')).toEqual({ value: 3, revision: 3 });
  });

  it('given the answers and the submission were refused by the disk, when the loop drains, then the server finalises with every answer counted', async () => {
    await answer('q1', 1);
    diskFull = true;
    await answer('q2', 2);
    await expect(submitAttempt(ATTEMPT, db)).resolves.toMatchObject({ status: 'submitting' });
    await expect(answer('q3', 3)).rejects.toThrow(/submitted/);

    await loop.drain();

    expect(server.deliveries.map((d) => d.kind)).toEqual(['start', 'answer', 'answer', 'submit']);
    expect(server.submitted.get(ATTEMPT)).toMatchObject({ answer_count: 2 });
  });

  it('given a submission the server received while the disk refused writes, when the disk takes writes again, then the device records it as submitted (D302)', async () => {
    await answer('q1', 1);
    diskFull = true;
    await submitAttempt(ATTEMPT, db);
    await loop.drain();
    expect(server.submitted.get(ATTEMPT)).toMatchObject({ answer_count: 1 });

    diskFull = false;
    await loop.drain();

    expect(isHolding(db)).toBe(false);
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitted' });
    expect(server.deliveries.filter((d) => d.kind === 'submit')).toHaveLength(1);
  });

  it('given a submission held in the page, when the disk frees while the server receives it, then the device records it as submitted, not "submitting" for good (D335)', async () => {
    await answer('q1', 1);
    diskFull = true;
    await submitAttempt(ATTEMPT, db);
    // The disk frees while the submission is on its way: the server's answer is stored at once.
    const send = server.send;
    const freeingLoop = new SyncLoop({
      db,
      send: async (entry) => {
        if (entry.kind === 'submit') diskFull = false;
        return send(entry);
      },
      now: () => clock,
      random: () => 0.5,
    });
    await freeingLoop.drain();
    // The next pass stores what the page held (the attempt's 'submitting' among it).
    await freeingLoop.drain();
    freeingLoop.stop();

    expect(isHolding(db)).toBe(false);
    // Before: the held 'submitting' was stored after 'submitted' and undid it, with no notice left.
    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitted' });
    expect(server.deliveries.filter((d) => d.kind === 'submit')).toHaveLength(1);
  });

  it('given a submission on disk whose answer the disk refused to record, when the disk takes writes again, then the device records it as submitted (D302)', async () => {
    await answer('q1', 1);
    await submitAttempt(ATTEMPT, db);
    diskFull = true;
    await loop.drain();
    expect(server.submitted.get(ATTEMPT)).toMatchObject({ answer_count: 1 });

    diskFull = false;
    await loop.drain();

    expect(await db.attempts.get(ATTEMPT)).toMatchObject({ status: 'submitted' });
    expect(server.deliveries.filter((d) => d.kind === 'submit')).toHaveLength(1);
  });

  it('given held answers and no network, when the drain fails, then they stay held and go once the network returns', async () => {
    diskFull = true;
    await answer('q1', 1);
    await answer('q2', 2);
    server.isOnline = false;

    expect(await loop.drain()).toBe('waiting');
    expect(isHolding(db)).toBe(true);

    server.isOnline = true;
    expect(await loop.drain({ force: true })).toBe('empty');
    expect(answerDeliveries().map((d) => d.itemId)).toEqual(['q1', 'q2']);
  });

  it('given held answers, when the disk takes writes again, then the next drain stores them in order, the trouble ends, and each is sent once', async () => {
    diskFull = true;
    await answer('q1', 1);
    await answer('q2', 2);
    server.isOnline = false;
    diskFull = false;

    await loop.drain();

    expect(isHolding(db)).toBe(false);
    expect(announcements).toEqual([true, false]);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.itemId ?? e.kind)).toEqual(['start', 'q1', 'q2']);
    expect((await db.answers.toArray()).map((a) => [a.itemId, a.status])).toEqual([
      ['q1', 'pending'],
      ['q2', 'pending'],
    ]);

    server.isOnline = true;
    await loop.drain({ force: true });
    expect(answerDeliveries().map((d) => d.itemId)).toEqual(['q1', 'q2']);
    expect([...server.appliedByKey.values()].every((n) => n === 1)).toBe(true);
    expect((await db.answers.toArray()).map((a) => a.status)).toEqual(['synced', 'synced']);
  });

  it('given the disk refuses a write outside the answers (a form draft), then the candidate is told too', async () => {
    diskFull = true;

    await expect(db.formDrafts.put({ key: 'application-form:x:1', values: {}, updatedAt: '' })).rejects.toThrow();

    expect(announcements).toEqual([true]);
  });

  it('given a refused write with nothing held (a form draft), when a later write is stored, then the trouble ends', async () => {
    diskFull = true;
    await expect(db.formDrafts.put({ key: 'application-form:x:1', values: {}, updatedAt: '' })).rejects.toThrow();
    diskFull = false;

    // A delete is taken by a full disk too: it says nothing of the room.
    await db.formDrafts.delete('application-form:x:1');
    expect(announcements).toEqual([true]);
    await db.formDrafts.put({ key: 'application-form:x:1', values: {}, updatedAt: '' });

    expect(announcements).toEqual([true, false]);
  });

  it('given answers held in the page, when another write is stored, then the trouble stays until the held answers are stored', async () => {
    diskFull = true;
    await answer('q1', 1);
    diskFull = false;

    await db.formDrafts.put({ key: 'application-form:x:1', values: {}, updatedAt: '' });
    expect(announcements).toEqual([true]);
    expect(storageTrouble().refused).toBe(true);

    await loop.drain();
    expect(announcements).toEqual([true, false]);
    expect(await db.answers.get([ATTEMPT, 'q1'])).toMatchObject({ status: 'synced' });
  });

  it('given a batch partly settled while the disk refuses to record it, when the loop drains again, then only the unsettled answer is sent again', async () => {
    loop = new SyncLoop({ db, send: server.send, sendBatch: server.sendBatch, now: () => clock, random: () => 0.5 });
    await loop.drain();
    await answer('q1', 1);
    await answer('q2', 2);
    await answer('q3', 3);
    diskFull = true;
    await answer('q4', 4);
    server.faults.push('item-busy');

    expect(await loop.drain()).toBe('waiting');
    expect(await loop.drain({ force: true })).toBe('empty');

    expect(server.batches).toEqual([3]);
    expect(answerDeliveries().map((d) => d.itemId)).toEqual(['q1', 'q3', 'q2', 'q4']);
    diskFull = false;
    await loop.drain();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.answers.toArray()).map((a) => [a.itemId, a.status])).toEqual([
      ['q1', 'synced'],
      ['q2', 'synced'],
      ['q3', 'synced'],
      ['q4', 'synced'],
    ]);
    expect(answerDeliveries()).toHaveLength(4);
  });

  it('given held answers already sent, when the disk takes writes again, then they are stored as sent and not sent again', async () => {
    diskFull = true;
    await answer('q1', 1);
    await loop.drain();
    diskFull = false;

    await loop.drain();

    expect(await db.answers.get([ATTEMPT, 'q1'])).toMatchObject({ status: 'synced', revision: 1 });
    expect(await db.outbox.count()).toBe(0);
    expect(answerDeliveries()).toHaveLength(1);
  });
});
