import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Blob as NodeBlob } from 'node:buffer';
import type { OfflineDb } from './db.ts';
import { freshOfflineDb } from '../testing/offline-db.ts';
import {
  appendChunk,
  assembleRecording,
  beginRecording,
  deleteChunks,
  discardRecording,
  interruptedRecordings,
  isInterrupted,
  keepRecording,
} from './recording-chunks.ts';
import { queueRecording, uploadsOf } from './upload-runner.ts';
import { sha256Hex } from './upload-queue.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
let db: OfflineDb;

// IndexedDB keeps Blobs (a browser stores them on disk). fake-indexeddb copies values with Node's
// structuredClone, which keeps Node's Blob but not happy-dom's: the test uses Node's, as a browser would its own.
const pageBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = pageBlob;
});

beforeEach(() => {
  db = freshOfflineDb('chunks');
});

const text = async (blob: Blob) => new TextDecoder().decode(await blob.arrayBuffer());
const start = (page: string, questionId = 5) =>
  beginRecording(
    { refId: REF, jobStepActivityId: 9, questionId, mimeType: 'video/webm', fileName: 'answer-5.webm', page },
    db,
  );

describe('promise 7: recordings are written to IndexedDB as they are recorded', () => {
  it('given a recording in progress, each second is on disk as it arrives, with its size and duration, before the recording stops', async () => {
    const id = await start('page-1');
    await appendChunk(id, 0, new Blob(['head-']), 1, db);
    await appendChunk(id, 1, new Blob(['second-']), 2, db);

    expect(await db.mediaChunks.where('recordingId').equals(id).count()).toBe(2);
    expect(await db.uploads.get(id)).toMatchObject({ status: 'recording', size: 12, durationSeconds: 2 });
    // Out-of-order writes still join in recording order.
    await appendChunk(id, 3, new Blob(['fourth']), 4, db);
    await appendChunk(id, 2, new Blob(['third-']), 3, db);
    expect(await text(await assembleRecording(id, db))).toBe('head-second-third-fourth');
    expect((await assembleRecording(id, db)).type).toBe('video/webm');
  });

  it('given a reload mid-recording, the next page finds the partial recording and can upload it: queued with the SHA-256 of the joined pieces', async () => {
    const id = await start('page-before-reload');
    await appendChunk(id, 0, new Blob(['one-']), 1, db);
    await appendChunk(id, 1, new Blob(['two']), 2, db);

    // The page that was recording is gone; a new page load looks.
    const found = await interruptedRecordings(REF, 9, db, 'page-after-reload');
    expect(found.map((r) => r.id)).toEqual([id]);
    expect(isInterrupted(found[0], 'page-after-reload')).toBe(true);
    // The page still recording it does not see its own recording as interrupted.
    expect(await interruptedRecordings(REF, 9, db, 'page-before-reload')).toEqual([]);

    await keepRecording(id, undefined, db);
    const row = (await db.uploads.get(id))!;
    expect(row).toMatchObject({
      status: 'queued',
      size: 7,
      durationSeconds: 2,
      sha256: await sha256Hex(new Blob(['one-two'])),
    });
    expect(row.blob).toBeUndefined();
    expect(await interruptedRecordings(REF, 9, db, 'page-after-reload')).toEqual([]);
  });

  it('given Retake, the recording and its pieces are deleted; a new recording of the same question replaces an unfinished one', async () => {
    const first = await start('p');
    await appendChunk(first, 0, new Blob(['x']), 1, db);
    await discardRecording(first, db);
    expect(await db.uploads.get(first)).toBeUndefined();
    expect(await db.mediaChunks.count()).toBe(0);
    // A piece arriving after the discard is not written.
    expect(await appendChunk(first, 1, new Blob(['late']), 2, db)).toBe(false);
    expect(await db.mediaChunks.count()).toBe(0);

    const abandoned = await start('old-page');
    await appendChunk(abandoned, 0, new Blob(['old']), 1, db);
    const next = await start('p');
    expect(await db.uploads.get(abandoned)).toBeUndefined();
    expect(await db.mediaChunks.where('recordingId').equals(abandoned).count()).toBe(0);
    expect((await uploadsOf(REF, 9, db)).map((r) => r.id)).toEqual([next]);
  });

  it('given a kept recording replacing an earlier answer, the earlier one and its pieces go; after the server accepts the file its pieces are deleted', async () => {
    const earlier = await start('p');
    await appendChunk(earlier, 0, new Blob(['earlier']), 1, db);
    await keepRecording(earlier, 1, db);
    const later = await start('p');
    await appendChunk(later, 0, new Blob(['later']), 1, db);
    await keepRecording(later, 1, db);
    expect((await uploadsOf(REF, 9, db)).map((r) => r.id)).toEqual([later]);
    expect(await db.mediaChunks.where('recordingId').equals(earlier).count()).toBe(0);

    // A picked file in place of the recording removes the recording's pieces too.
    await queueRecording(
      {
        refId: REF,
        jobStepActivityId: 9,
        questionId: 5,
        blob: new Blob(['file']),
        fileName: 'f.webm',
        mimeType: 'video/webm',
        durationSeconds: 3,
      },
      db,
    );
    expect(await db.mediaChunks.count()).toBe(0);

    const third = await start('p', 6);
    await appendChunk(third, 0, new Blob(['ok']), 1, db);
    await keepRecording(third, 1, db);
    await deleteChunks(third, db);
    expect(await db.mediaChunks.where('recordingId').equals(third).count()).toBe(0);
  });

  it('given a recording with no piece, it cannot be queued (nothing to upload)', async () => {
    const id = await start('p');
    await expect(keepRecording(id, 0, db)).rejects.toThrow('empty recording');
    expect((await db.uploads.get(id))!.status).toBe('recording');
  });
});
