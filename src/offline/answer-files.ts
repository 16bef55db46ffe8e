/**
 * Files attached to file-type screening questions (contracts/screening-files.ts).
 *
 * Attaching is one Dexie transaction: the file's bytes in `answerFiles` and the answer (its value
 * is the file's id, made here) with its outbox entry, so "saved on this device" means both are on
 * disk, online or not. The upload follows on its own: `AnswerFileUploader` sends queued files one
 * at a time when online, to the file's own path, so a resend after a dropped response finds the
 * stored file instead of making a second one. Offline spells cost nothing; other failures retry
 * with backoff; a definite "no" from the server (type, size, submitted) is kept with its reason.
 * The server refuses a submission whose file it does not hold, so the screen submits only once
 * every attached file is uploaded.
 */
import { uploadAnswerFile, type AnswerFile } from '../../contracts/screening-files.ts';
import { fillPath } from '../../contracts/endpoint.ts';
import { uploadFile } from '../lib/file-transfer.ts';
import { recordAnswer } from './answers.ts';
import { getOfflineDb, type AnswerFileRecord, type OfflineDb, type Refusal } from './db.ts';
import { classifyFailure } from './send.ts';
import type { SendResult } from './outbox-results.ts';
import { backoffDelay } from './sync-loop.ts';

export interface AttachFileInput {
  attemptId: string;
  itemId: string;
  file: Blob;
  fileName: string;
}

/** Keeps the file and records it as the question's answer, in one transaction; resolves with the new file id once committed. */
export async function attachFile(input: AttachFileInput, db: OfflineDb = getOfflineDb()): Promise<string> {
  const fileId = crypto.randomUUID();
  await db.transaction('rw', [db.answerFiles, db.attempts, db.answers, db.outbox], async () => {
    const attempt = await db.attempts.get(input.attemptId);
    // recordAnswer below refuses an unknown or closed attempt and rolls this transaction back.
    // A replaced file that never reached the server is no longer needed on the device.
    await db.answerFiles
      .where('attemptId')
      .equals(input.attemptId)
      .filter((f) => f.itemId === input.itemId && f.status !== 'done' && f.status !== 'uploading')
      .delete();
    await db.answerFiles.add({
      fileId,
      attemptId: input.attemptId,
      itemId: input.itemId,
      refId: attempt?.refId ?? '',
      jobStepActivityId: attempt?.jobStepActivityId ?? 0,
      blob: input.file,
      fileName: input.fileName,
      size: input.file.size,
      status: 'queued',
      failures: 0,
      nextAttemptAt: 0,
      createdAt: new Date().toISOString(),
    });
    await recordAnswer({ attemptId: input.attemptId, itemId: input.itemId, value: fileId }, db);
  });
  return fileId;
}

export function filesOf(attemptId: string, db: OfflineDb = getOfflineDb()): Promise<AnswerFileRecord[]> {
  return db.answerFiles.where('attemptId').equals(attemptId).toArray();
}

/** Sends one file to the server; the real one is `sendAnswerFile`, tests pass their own. */
export type SendFile = (file: AnswerFileRecord) => Promise<SendResult>;

export const sendAnswerFile: SendFile = async (file) => {
  const path = fillPath(uploadAnswerFile.path, { fileId: file.fileId });
  const query = new URLSearchParams({ ref_id: file.refId, job_step_activity_id: String(file.jobStepActivityId), item_id: file.itemId });
  try {
    const data = await uploadFile<AnswerFile>({ path: `${path}?${query.toString()}`, file: file.blob, fileName: file.fileName });
    return { kind: 'ok', data };
  } catch (error) {
    return classifyFailure(error);
  }
};

export interface UploaderOptions {
  attemptId: string;
  send?: SendFile;
  db?: OfflineDb;
  now?: () => number;
  online?: () => boolean;
  random?: () => number;
}

/** Uploads one attempt's queued files while it runs (the screen that shows them starts and stops it). */
export class AnswerFileUploader {
  private readonly db: OfflineDb;
  private running: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly onOnline = () => void this.tick();

  constructor(private readonly options: UploaderOptions) {
    this.db = options.db ?? getOfflineDb();
  }

  start(): () => void {
    window.addEventListener('online', this.onOnline);
    this.timer = setInterval(() => void this.tick(), 2_000);
    // A file left 'uploading' by a reload is queued again; the server answers a repeat with the stored file.
    void this.db.answerFiles
      .where('attemptId')
      .equals(this.options.attemptId)
      .filter((f) => f.status === 'uploading')
      .modify({ status: 'queued' })
      .then(() => this.tick());
    return () => {
      window.removeEventListener('online', this.onOnline);
      clearInterval(this.timer);
    };
  }

  /** Uploads every due file, one at a time; resolves when none is due. */
  tick(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (!(this.options.online?.() ?? navigator.onLine)) return;
      const now = this.options.now?.() ?? Date.now();
      const due = (await filesOf(this.options.attemptId, this.db))
        .filter((f) => f.status === 'queued' && f.nextAttemptAt <= now)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
      if (!due) return;
      await this.db.answerFiles.update(due.fileId, { status: 'uploading' });
      const result = await (this.options.send ?? sendAnswerFile)(due);
      await this.db.answerFiles.update(due.fileId, this.outcome(due, result, now));
      if (result.kind === 'retry') return;
    }
  }

  private outcome(file: AnswerFileRecord, result: SendResult, now: number): Partial<AnswerFileRecord> {
    if (result.kind === 'ok') return { status: 'done', failures: 0, refusal: undefined };
    if (result.kind === 'refused') return { status: 'refused', refusal: result.refusal };
    // Offline is no failure: wait for the 'online' event without a penalty.
    if (!(this.options.online?.() ?? navigator.onLine)) return { status: 'queued', nextAttemptAt: 0 };
    const failures = file.failures + 1;
    const wait = result.retryAfterSeconds !== undefined ? result.retryAfterSeconds * 1000 : backoffDelay(failures, this.options.random);
    return { status: 'queued', failures, nextAttemptAt: now + wait };
  }
}

/** What the screens show about one attached file. */
export type FileState = { kind: 'waiting' } | { kind: 'uploading' } | { kind: 'uploaded' } | { kind: 'refused'; refusal: Refusal };

export function fileState(file: AnswerFileRecord): FileState {
  if (file.status === 'done') return { kind: 'uploaded' };
  if (file.status === 'refused') return { kind: 'refused', refusal: file.refusal ?? { status: 0, code: 'refused', message: '' } };
  return file.status === 'uploading' ? { kind: 'uploading' } : { kind: 'waiting' };
}
