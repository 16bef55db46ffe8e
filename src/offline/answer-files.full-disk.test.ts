/**
 * Files attached to a screening question while the disk refuses writes (a full storage quota:
 * IndexedDB's put and add throw QuotaExceededError, as e2e/support/chaos/storage-full.ts makes it
 * in the browser). As with every other full-disk case (D195, D347): the file and its answer are
 * held in the page and announced, the uploader sends the file from memory, a submission waits for
 * it as for a file on disk, and once the disk takes writes again it is stored; a file already on
 * disk still goes up when the disk refuses to record its upload state.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OfflineDb, AnswerFileRecord } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import { AnswerFileUploader, attachFile, filesOf, hasFilesToUpload } from './answer-files.ts';
import { beginAttempt } from './attempts.ts';
import type { SendResult } from './outbox-results.ts';
import { dropHeld, heldEntries, isHolding, persistHeld } from './storage-failure.ts';
import { setStorageTrouble, storageTrouble } from './storage-trouble.ts';
import { installFullDisk } from './testing/full-disk.ts';

const ATTEMPT = '7b2e8d63-1c8f-4d4a-8b66-3c9e4f1e7b22';
const REF = '3e4d0b9f-6c3e-4f7a-9b8c-0d1e2f3a4b5c';
let db: OfflineDb;
let disk: ReturnType<typeof installFullDisk>;

beforeEach(async () => {
  db = freshOfflineDb('answer-files-full');
  await beginAttempt({ attemptId: ATTEMPT, refId: REF, jobStepActivityId: 5 }, db);
  disk = installFullDisk();
});

afterEach(async () => {
  disk.full = false;
  await persistHeld(db);
  disk.restore();
  setStorageTrouble({ refused: false, unsent: 0, kept: [], keptFiles: [] });
});

const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });

function uploader() {
  const sent: AnswerFileRecord[] = [];
  const instance = new AnswerFileUploader({
    attemptId: ATTEMPT,
    db,
    online: () => true,
    now: () => 1_000,
    random: () => 0,
    send: async (file): Promise<SendResult> => {
      sent.push(file);
      return { kind: 'ok', data: {} };
    },
  });
  return { instance, sent };
}

describe('a file attached on a full disk (D347)', () => {
  it('given the disk refuses writes, when a file is attached, then it and its answer are held and announced, it is uploaded once from the page, and stored once the disk takes writes', async () => {
    disk.full = true;
    const fileId = await attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'cover.pdf' }, db);

    // Nothing on disk; the page holds the file, its answer and the answer's entry.
    expect(await db.answerFiles.count()).toBe(0);
    expect(isHolding(db)).toBe(true);
    expect(await filesOf(ATTEMPT, db)).toMatchObject([{ fileId, fileName: 'cover.pdf', status: 'queued' }]);
    expect(storageTrouble().keptFiles).toMatchObject([{ fileId, attemptId: ATTEMPT, itemId: 'q9' }]);
    expect(storageTrouble().kept).toMatchObject([{ itemId: 'q9', value: fileId, status: 'pending' }]);
    expect(heldEntries(db).map((e) => [e.kind, e.itemId])).toEqual([['answer', 'q9']]);
    // A submission waits for it, as for a file on disk.
    expect(await hasFilesToUpload(ATTEMPT, db)).toBe(true);

    const { instance, sent } = uploader();
    await instance.tick();
    expect(sent.map((f) => f.fileId)).toEqual([fileId]);
    expect(await hasFilesToUpload(ATTEMPT, db)).toBe(false);
    expect(storageTrouble().keptFiles).toMatchObject([{ fileId, status: 'done' }]);
    await instance.tick();
    expect(sent).toHaveLength(1);

    disk.full = false;
    expect(await persistHeld(db)).toBe(true);
    expect(await db.answerFiles.get(fileId)).toMatchObject({ fileName: 'cover.pdf', status: 'done' });
    expect((await db.answers.get([ATTEMPT, 'q9']))?.value).toBe(fileId);
    expect(storageTrouble().keptFiles).toEqual([]);
  });

  it('given a file on disk, when the disk refuses to record its upload, then it is still uploaded once and its state held until stored', async () => {
    const fileId = await attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'cv.pdf' }, db);
    disk.full = true;

    const { instance, sent } = uploader();
    await instance.tick();
    await instance.tick();
    expect(sent.map((f) => f.fileId)).toEqual([fileId]);
    expect(await hasFilesToUpload(ATTEMPT, db)).toBe(false);
    expect((await db.answerFiles.get(fileId))?.status).toBe('queued');

    disk.full = false;
    expect(await persistHeld(db)).toBe(true);
    expect((await db.answerFiles.get(fileId))?.status).toBe('done');
  });

  it('given a held file whose answer reached the server first, then the notice counts the file as not sent until it is uploaded (D354)', async () => {
    disk.full = true;
    await attachFile({ attemptId: ATTEMPT, itemId: 'q9', file: pdf(), fileName: 'cover.pdf' }, db);
    expect(storageTrouble().unsent).toBe(2);

    // The sync loop sent the answer (its value the file's id); the file itself is still in the page.
    dropHeld(db, heldEntries(db)[0]!, { status: 'synced' });
    expect(storageTrouble().unsent).toBe(1);

    await uploader().instance.tick();
    expect(storageTrouble().unsent).toBe(0);
  });
});
