/**
 * Recordings written to IndexedDB as they are recorded (promise 7, first clause).
 *
 * A recording is an `uploads` row in status 'recording' from its first second, and each piece
 * MediaRecorder hands over (every second, `RECORDER_TIMESLICE_MS`) is a `mediaChunks` row in the
 * same transaction that updates the row's size and duration. So a reload, a crash or a closed tab
 * mid-recording loses at most the last second:
 *
 *   beginRecording -> appendChunk x N -> (stop) -> keepRecording -> queued ... -> done -> chunks deleted
 *                                     \-> discardRecording (Retake)
 *
 * A 'recording' row whose `recorderPage` is not this page's was interrupted: the screen offers it
 * back (watch it, then use it or record again; D63). The file uploaded with tus is
 * the pieces joined in order (`assembleRecording`), the same bytes its SHA-256 was taken of; the
 * pieces are deleted once the server said the file is ready (upload-runner.ts) or when the row is
 * replaced or forgotten.
 */
import { getOfflineDb, type OfflineDb, type UploadRecord } from './db.ts';
import { nextUpload, sha256Hex, uploadAttemptId } from './upload-queue.ts';

/** MediaRecorder's timeslice: how much a crash can lose at most. */
export const RECORDER_TIMESLICE_MS = 1000;

/** This page load: a recording row of another page that is still 'recording' was interrupted. */
export const THIS_PAGE =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

export interface RecordingStart {
  refId: string;
  jobStepActivityId: number;
  questionId: number;
  mimeType: string;
  fileName: string;
  /** The screen's language while the question was read (D473). */
  language?: string | undefined;
  /** Defaults to this page load. */
  page?: string;
}

/** Deletes rows (never one that is uploading) and their pieces; call inside a transaction over uploads and mediaChunks. */
async function deleteRows(db: OfflineDb, rows: UploadRecord[]): Promise<void> {
  for (const row of rows) {
    if (row.id === undefined) continue;
    await db.mediaChunks.where('recordingId').equals(row.id).delete();
    await db.uploads.delete(row.id);
  }
}

/** Starts a recording's row; an earlier unfinished recording of the same question is replaced. */
export async function beginRecording(input: RecordingStart, db: OfflineDb = getOfflineDb()): Promise<number> {
  const attemptId = uploadAttemptId(input.refId, input.jobStepActivityId);
  const itemId = String(input.questionId);
  return db.transaction('rw', db.uploads, db.mediaChunks, async () => {
    await deleteRows(
      db,
      await db.uploads
        .where({ attemptId })
        .filter((u) => u.itemId === itemId && u.status === 'recording')
        .toArray(),
    );
    return (await db.uploads.add({
      status: 'recording',
      failures: 0,
      nextAttemptAt: 0,
      bytesSent: 0,
      size: 0,
      attemptId,
      itemId,
      refId: input.refId,
      jobStepActivityId: input.jobStepActivityId,
      questionId: input.questionId,
      fileName: input.fileName,
      mimeType: input.mimeType,
      ...(input.language ? { language: input.language } : {}),
      durationSeconds: 0,
      createdAt: new Date().toISOString(),
      recorderPage: input.page ?? THIS_PAGE,
    })) as number;
  });
}

/**
 * Stores one piece and the recording's size and duration so far, in one transaction. False when
 * the recording is gone (discarded meanwhile): nothing is written.
 */
export async function appendChunk(
  recordingId: number,
  seq: number,
  data: Blob,
  durationSeconds: number,
  db: OfflineDb = getOfflineDb(),
): Promise<boolean> {
  return db.transaction('rw', db.uploads, db.mediaChunks, async () => {
    const row = await db.uploads.get(recordingId);
    if (!row || row.status !== 'recording') return false;
    await db.mediaChunks.put({ recordingId, seq, data });
    await db.uploads.update(recordingId, {
      size: (row.size ?? 0) + data.size,
      durationSeconds: Math.max(row.durationSeconds ?? 0, durationSeconds),
    });
    return true;
  });
}

/** The recording's file: its pieces in order (empty when it has none). */
export async function assembleRecording(recordingId: number, db: OfflineDb = getOfflineDb()): Promise<Blob> {
  const row = await db.uploads.get(recordingId);
  const chunks = await db.mediaChunks.where('recordingId').equals(recordingId).sortBy('seq');
  return new Blob(
    chunks.map((c) => c.data),
    { type: row?.mimeType ?? '' },
  );
}

/** Recordings left 'recording' by another page load (reload, crash, closed tab): the candidate decides. */
export async function interruptedRecordings(
  refId: string,
  jobStepActivityId: number,
  db: OfflineDb = getOfflineDb(),
  page: string = THIS_PAGE,
): Promise<UploadRecord[]> {
  const rows = await db.uploads.where({ attemptId: uploadAttemptId(refId, jobStepActivityId) }).toArray();
  return rows.filter((r) => r.status === 'recording' && r.blob === undefined && r.recorderPage !== page);
}

export function isInterrupted(row: UploadRecord | undefined, page: string = THIS_PAGE): boolean {
  return row !== undefined && row.status === 'recording' && row.blob === undefined && row.recorderPage !== page;
}

/**
 * The candidate uses this recording: its SHA-256 is taken of the joined pieces and it joins the
 * upload queue, in place of any earlier answer to the question that is not uploading. Throws when
 * it has no piece (nothing was recorded).
 */
export async function keepRecording(
  recordingId: number,
  durationSeconds?: number,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  const file = await assembleRecording(recordingId, db);
  if (file.size === 0) throw new Error('empty recording');
  const sha256 = await sha256Hex(file);
  await db.transaction('rw', db.uploads, db.mediaChunks, async () => {
    const row = await db.uploads.get(recordingId);
    if (!row || row.status !== 'recording') return;
    const older = await db.uploads
      .where({ attemptId: row.attemptId })
      .filter((u) => u.itemId === row.itemId && u.id !== recordingId && u.status !== 'uploading')
      .toArray();
    await deleteRows(db, older);
    const state = nextUpload(
      { status: 'recording', failures: 0, nextAttemptAt: 0, bytesSent: 0, size: 0 },
      { type: 'recorded', size: file.size },
    );
    await db.uploads.update(recordingId, {
      ...state,
      sha256,
      durationSeconds: durationSeconds ?? row.durationSeconds ?? 0,
      recorderPage: undefined,
    });
  });
}

/** Retake: the recording and its pieces go. */
export async function discardRecording(recordingId: number, db: OfflineDb = getOfflineDb()): Promise<void> {
  await db.transaction('rw', db.uploads, db.mediaChunks, async () => {
    const row = await db.uploads.get(recordingId);
    if (row && row.status !== 'uploading') await deleteRows(db, [row]);
  });
}

/** After the server accepted the file: the pieces are no longer needed. */
export async function deleteChunks(recordingId: number, db: OfflineDb = getOfflineDb()): Promise<void> {
  await db.mediaChunks.where('recordingId').equals(recordingId).delete();
}
