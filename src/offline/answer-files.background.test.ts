/**
 * Attached files go up from the app-wide background sync (outbox-background.ts), not only while
 * the screening screen is open: every file of the signed-in user, oldest first, and a queued
 * submission waits behind its attempt's files (the server refuses a submission whose file it does
 * not hold). fake-indexeddb, a fake server.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb, AnswerFileRecord } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import {
  AnswerFileUploader,
  attachFile,
  fileBelongsTo,
  filesOf,
  hasFilesToUpload,
  stampAnswerFileOwner,
} from './answer-files.ts';
import { beginAttempt, submitAttempt } from './attempts.ts';
import { SyncLoop } from './sync-loop.ts';
import type { SendResult } from './outbox-results.ts';
import { FakeAnswerServer } from './testing/fake-answer-server.ts';

const ATTEMPT = '6a1f7c52-0b7e-4c39-9a55-2b8f3f0e6a11';
const OTHER_ATTEMPT = '0b2d4f6a-8c1e-4a3b-9d5f-7e9a1c3b5d7f';
const REF = '2f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ME = 7;
const SOMEONE_ELSE = 8;
let db: OfflineDb;
let signedIn: number | undefined;

beforeEach(async () => {
  db = freshOfflineDb('answer-files-bg');
  signedIn = ME;
  stampAnswerFileOwner(db, () => signedIn);
  await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 5 }, db);
  await beginAttempt({ attemptId: OTHER_ATTEMPT, refId: REF, jobStepActivityId: 6 }, db);
});

const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
/**
 * Attached one after another as a person does, each at a later millisecond: the upload order is the
 * time attached (to the millisecond), and two attached in the same one would go in random order.
 */
const attach = async (attemptId: string, itemId: string, fileName: string) => {
  const previous = Date.now();
  while (Date.now() === previous) await new Promise((resolve) => setTimeout(resolve, 1));
  return attachFile({ attemptId, itemId, file: pdf(), fileName }, db);
};

/** The background uploader as outbox-background.ts starts it: no attempt, only the signed-in user's files. */
function background(results: SendResult[] = [], clock = { value: 1_000 }) {
  const sent: AnswerFileRecord[] = [];
  const settled: string[] = [];
  const instance = new AnswerFileUploader({
    db,
    mayTake: (file) => fileBelongsTo(file, ME),
    onSettled: (file) => settled.push(file.fileName),
    online: () => true,
    now: () => clock.value,
    random: () => 0,
    send: async (file) => {
      sent.push(file);
      return results.shift() ?? { kind: 'ok', data: {} };
    },
  });
  return { instance, sent, settled };
}

describe('the background upload of attached files', () => {
  it("given files attached offline to two activities (the screen since left), when the background sync runs, then each is uploaded in the order attached and marked uploaded; another user's file on the device is left alone", async () => {
    await attach(ATTEMPT, 'q9', 'first.pdf');
    await attach(OTHER_ATTEMPT, 'q3', 'second.pdf');
    signedIn = SOMEONE_ELSE;
    await attach(OTHER_ATTEMPT, 'q4', 'not-mine.pdf');
    signedIn = ME;

    const { instance, sent, settled } = background();
    await instance.tick();

    expect(sent.map((f) => f.fileName)).toEqual(['first.pdf', 'second.pdf']);
    expect(settled).toEqual(['first.pdf', 'second.pdf']);
    const all = [...(await filesOf(ATTEMPT, db)), ...(await filesOf(OTHER_ATTEMPT, db))];
    expect(Object.fromEntries(all.map((f) => [f.fileName, [f.status, f.ownerId]]))).toEqual({
      'first.pdf': ['done', ME],
      'second.pdf': ['done', ME],
      'not-mine.pdf': ['queued', SOMEONE_ELSE],
    });
  });

  it('given the screen names the signed-in user when attaching, then the file carries that owner (the hook only fills a missing one)', async () => {
    const fileId = await attachFile(
      { attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'named.pdf', ownerId: SOMEONE_ELSE },
      db,
    );
    expect((await db.answerFiles.get(fileId))?.ownerId).toBe(SOMEONE_ELSE);
    const { instance, sent } = background();
    await instance.tick();
    expect(sent).toEqual([]);
  });

  it('given a file left "uploading" by a reload, when the background sync runs, then it is sent again', async () => {
    const fileId = await attach(ATTEMPT, 'q9', 'cover.pdf');
    await db.answerFiles.update(fileId, { status: 'uploading' });
    const { instance, sent } = background();
    await instance.tick();
    expect(sent.map((f) => f.fileId)).toEqual([fileId]);
    expect((await db.answerFiles.get(fileId))?.status).toBe('done');
  });

  it('given the oldest file waits after a failure, then newer files wait behind it and go after it, in order', async () => {
    await attach(ATTEMPT, 'q9', 'older.pdf');
    await attach(OTHER_ATTEMPT, 'q3', 'newer.pdf');
    const clock = { value: 1_000 };
    const { instance, sent } = background([{ kind: 'retry', error: 'HTTP 503' }], clock);
    await instance.tick();
    await instance.tick();
    expect(sent.map((f) => f.fileName)).toEqual(['older.pdf']);
    clock.value = 1_500;
    await instance.tick();
    expect(sent.map((f) => f.fileName)).toEqual(['older.pdf', 'older.pdf', 'newer.pdf']);
  });
});

describe('a submission waits for its files', () => {
  it('given a file still queued when the attempt is submitted offline, when the outbox drains, then the answers go but the submission waits; once the file is uploaded, the submission goes', async () => {
    await attach(ATTEMPT, 'q9', 'cover.pdf');
    await submitAttempt(ATTEMPT, db);
    const server = new FakeAnswerServer();
    const loop = new SyncLoop({
      db,
      send: server.send,
      holdEntry: async (entry) => entry.kind === 'submit' && (await hasFilesToUpload(entry.attemptId, db)),
    });
    try {
      expect(await loop.drain()).toBe('waiting');
      // Both attempts' starts (the other attempt was begun too) and the file's answer.
      expect(server.deliveries.map((d) => d.kind)).toEqual(['start', 'start', 'answer']);
      expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['submit']);

      const { instance } = background();
      await instance.tick();
      expect(await hasFilesToUpload(ATTEMPT, db)).toBe(false);
      expect(await loop.drain()).toBe('empty');
      expect(server.deliveries.map((d) => d.kind)).toEqual(['start', 'start', 'answer', 'submit']);
    } finally {
      loop.stop();
    }
  });

  it('given a file the server refused, then it no longer holds the submission back (the server names the problem)', async () => {
    const fileId = await attach(ATTEMPT, 'q9', 'cover.pdf');
    await db.answerFiles.update(fileId, { status: 'refused' });
    expect(await hasFilesToUpload(ATTEMPT, db)).toBe(false);
  });
});
