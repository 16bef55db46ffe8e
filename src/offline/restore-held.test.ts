/**
 * What the page held on a full disk survives a reload of the tab (D364): the note in the tab's
 * session is stored by the next page, or held again while the disk still refuses it, and what was
 * sent but not recorded is sent again with its key, so the server applies it once and the device
 * records it. A reload is the engine's modules loading anew (vi.resetModules: the page's memory
 * gone) over the same IndexedDB (fake-indexeddb, its writes refused while `disk.full`) and the
 * same tab's session; the server is the in-memory one, kept across reloads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFullDisk } from './testing/full-disk.ts';
import { FakeAnswerServer } from './testing/fake-answer-server.ts';

const REF = '5c7e9a1b-3d5f-4a7c-9e1b-3d5f7a9c1e3b';
let attemptId: string;
let disk: ReturnType<typeof installFullDisk>;
let server: FakeAnswerServer;

/** The engine of one page: its modules loaded anew, its database as the app opens it. */
async function page() {
  vi.resetModules();
  const { getOfflineDb } = await import('./db.ts');
  const { SyncLoop } = await import('./sync-loop.ts');
  const db = getOfflineDb();
  const loop = new SyncLoop({ db, send: server.send, random: () => 0.5 });
  return {
    db,
    answers: await import('./answers.ts'),
    attempts: await import('./attempts.ts'),
    failure: await import('./storage-failure.ts'),
    drain: async () => {
      await loop.drain({ force: true });
      loop.stop();
    },
    close: () => db.close(),
  };
}

beforeEach(() => {
  attemptId = crypto.randomUUID();
  disk = installFullDisk();
  server = new FakeAnswerServer();
});

afterEach(async () => {
  disk.full = false;
  const last = await page();
  await last.drain();
  last.close();
  disk.restore();
});

describe('writes held on a full disk, and a reload of the tab (D364)', () => {
  it('given answers and a submission held and not sent, when the page reloads once the disk takes writes, then they are on disk and the server finalises with each answer once', async () => {
    const first = await page();
    await first.attempts.beginAttempt({ attemptId, refId: REF, jobStepActivityId: 40 }, first.db);
    disk.full = true;
    await first.answers.recordAnswer({ attemptId, itemId: 'q1', value: 1 }, first.db);
    await first.answers.recordAnswer({ attemptId, itemId: 'q1', value: 2 }, first.db);
    await first.answers.recordAnswer({ attemptId, itemId: 'q2', value: 3 }, first.db);
    await first.attempts.submitAttempt(attemptId, first.db);
    expect(first.failure.isHolding(first.db)).toBe(true);
    first.close();

    disk.full = false;
    const second = await page();
    expect(await second.db.answers.where('attemptId').equals(attemptId).toArray()).toEqual([
      expect.objectContaining({ itemId: 'q1', value: 2, revision: 2, status: 'pending' }),
      expect.objectContaining({ itemId: 'q2', value: 3, status: 'pending' }),
    ]);
    expect(await second.db.attempts.get(attemptId)).toMatchObject({ status: 'submitting' });
    await second.drain();

    expect(server.submitted.get(attemptId)).toMatchObject({ answer_count: 2 });
    expect([...server.answers.get(attemptId)!.entries()]).toEqual([
      ['q1', { value: 2, revision: 2 }],
      ['q2', { value: 3, revision: 1 }],
    ]);
    expect(await second.db.attempts.get(attemptId)).toMatchObject({ status: 'submitted' });
    expect([...server.appliedByKey.values()].every((times) => times === 1)).toBe(true);
  });

  it('given a submission the server received while the disk refused to record it, when the page reloads (the disk still full, then freed), then the device records it as submitted and the server applied it once', async () => {
    const first = await page();
    await first.attempts.beginAttempt({ attemptId, refId: REF, jobStepActivityId: 41 }, first.db);
    await first.answers.recordAnswer({ attemptId, itemId: 'q1', value: 1 }, first.db);
    disk.full = true;
    await first.attempts.submitAttempt(attemptId, first.db);
    await first.drain();
    expect(server.submitted.has(attemptId)).toBe(true);
    first.close();

    // Still full: held again, nothing lost, nothing applied twice.
    const second = await page();
    await second.db.open();
    expect(second.failure.isHolding(second.db)).toBe(true);
    await second.drain();
    second.close();

    disk.full = false;
    const third = await page();
    await third.drain();
    expect(third.failure.isHolding(third.db)).toBe(false);
    expect(await third.db.attempts.get(attemptId)).toMatchObject({ status: 'submitted' });
    expect(await third.db.answers.get([attemptId, 'q1'])).toMatchObject({ status: 'synced' });
    expect(await third.db.outbox.count()).toBe(0);
    expect([...server.appliedByKey.values()].every((times) => times === 1)).toBe(true);
  });
});
