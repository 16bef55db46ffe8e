/**
 * Files attached to file-type screening questions (contracts/screening-files.ts), and the resume
 * the application form queues on the device (application-form.ts), uploaded by the same uploader.
 *
 * Attaching is one Dexie transaction: the file's bytes in `answerFiles` and the answer (its value
 * is the file's id, made here) with its outbox entry, so "saved on this device" means both are on
 * disk, online or not. The upload follows on its own: `AnswerFileUploader`, run by the app-wide
 * background sync, sends queued files one at a time when online, to the file's own path, so a resend after a dropped response finds the
 * stored file instead of making a second one. Offline spells cost nothing; other failures retry
 * with backoff; a definite "no" from the server (type, size, submitted) is kept with its reason.
 * The server refuses a submission whose file it does not hold, so the screen submits only once
 * every attached file is uploaded, and the sync loop holds a queued submission until then too.
 *
 * A full disk (D347): a file the disk refuses to keep is held in this page with its answer
 * (storage-failure.ts `holdFile`, D195), and so is an upload state the disk refuses to record; the
 * uploader and the submission's wait read them over the disk's, and they are stored once it takes
 * writes again. Until the file is uploaded its question says it is kept in this tab only.
 */
import { type AnswerFile } from '../../contracts/screening-files.ts';
import { fillPath } from '../../contracts/endpoint.ts';

import { uploadFile } from '../lib/file-transfer.ts';
import { recordAnswer } from './answers.ts';
import { getOfflineDb, type AnswerFileRecord, type OfflineDb, type Refusal } from './db.ts';
import { classifyFailure } from './send.ts';
import { isStorageFailure } from './storage.ts';
import { heldFiles, holdFile, withHeldFiles } from './storage-failure.ts';
import type { SendResult } from './outbox-results.ts';
import { backoffDelay } from './sync-loop.ts';
import { belongsTo } from './outbox-owner.ts';
import { lostFiles } from './lost-in-tab.ts';
import { kindOf, type OutboxEntry } from './kinds/index.ts';
import { uploadAnswerFile } from '../lib/api/screening-files.ts';
import { uploadResume } from '../lib/api/resume.ts';
import type { Resume } from '../../contracts/resume.ts';

export interface AttachFileInput {
  attemptId: string;
  itemId: string;
  file: Blob;
  fileName: string;
  /** The signed-in user (the background upload sends only their files); else the owner stamp's hook sets it. */
  ownerId?: number;
}

/** Keeps the file and records it as the question's answer, in one transaction; resolves with the new file id once committed. */
export async function attachFile(input: AttachFileInput, db: OfflineDb = getOfflineDb()): Promise<string> {
  const fileId = crypto.randomUUID();
  let record: AnswerFileRecord | undefined;
  try {
    await db.transaction('rw', [db.answerFiles, db.attempts, db.answers, db.outbox], async () => {
      const attempt = await db.attempts.get(input.attemptId);
      // recordAnswer below refuses an unknown or closed attempt and rolls this transaction back.
      // A replaced file that never reached the server is no longer needed on the device.
      await db.answerFiles
        .where('attemptId')
        .equals(input.attemptId)
        .filter((f) => f.itemId === input.itemId && f.status !== 'done' && f.status !== 'uploading')
        .delete();
      record = {
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
        ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
      };
      await db.answerFiles.add(record);
      await recordAnswer({ attemptId: input.attemptId, itemId: input.itemId, value: fileId }, db);
    });
  } catch (error) {
    if (!record || !isStorageFailure(error)) throw error;
    // The disk refused the file (D347): held in this page, its answer held behind it (answers.ts).
    holdFile(db, record);
    await recordAnswer({ attemptId: input.attemptId, itemId: input.itemId, value: fileId }, db);
  }
  return fileId;
}

/** The attempt's files as this page knows them: the disk's, with those held in memory over them (D347). */
export async function filesOf(attemptId: string, db: OfflineDb = getOfflineDb()): Promise<AnswerFileRecord[]> {
  const stored = await db.answerFiles.where('attemptId').equals(attemptId).toArray();
  return withHeldFiles(db, stored).filter((f) => f.attemptId === attemptId);
}

/**
 * Records a file's new upload state; when the disk refuses it, or the file lives in this page only,
 * the state is held in memory with the file (D347), so the upload goes on and nothing is sent twice.
 */
async function updateFile(db: OfflineDb, file: AnswerFileRecord, change: Partial<AnswerFileRecord>): Promise<void> {
  const held = heldFiles(db).find((f) => f.fileId === file.fileId);
  if (held) return holdFile(db, { ...held, ...change });
  try {
    await db.answerFiles.update(file.fileId, change);
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
    // Only a file still on disk (a sign-out or replacement may have removed it meanwhile).
    const stored = await db.answerFiles.get(file.fileId);
    if (stored) holdFile(db, { ...stored, ...change });
  }
}

/** Sends one file to the server; the real one is `sendAnswerFile`, tests pass their own. */
export type SendFile = (file: AnswerFileRecord) => Promise<SendResult>;

export const sendAnswerFile: SendFile = async (file) => {
  if (file.target === 'resume') return sendResumeFile(file);
  const path = fillPath(uploadAnswerFile.path, { fileId: file.fileId });
  const query = new URLSearchParams({
    ref_id: file.refId,
    job_step_activity_id: String(file.jobStepActivityId),
    item_id: file.itemId,
  });
  try {
    const data = await uploadFile<AnswerFile>({
      path: `${path}?${query.toString()}`,
      file: file.blob,
      fileName: file.fileName,
    });
    return { kind: 'ok', data };
  } catch (error) {
    return classifyFailure(error);
  }
};

/** A resume queued by the application form (application-form.ts): its file id is the Idempotency-Key, so a resend stores it once. */
async function sendResumeFile(file: AnswerFileRecord): Promise<SendResult> {
  try {
    const data = await uploadFile<Resume>({
      path: uploadResume.path,
      file: file.blob,
      fileName: file.fileName,
      idempotencyKey: file.fileId,
    });
    return { kind: 'ok', data };
  } catch (error) {
    return classifyFailure(error);
  }
}

export interface UploaderOptions {
  /** Only this attempt's files; without it, every file on the device that `mayTake` allows. */
  attemptId?: string;
  /** Which files this uploader may send (the signed-in user's: `fileBelongsTo`); all when absent. */
  mayTake?: (file: AnswerFileRecord) => boolean;
  /** Called after a file's upload settled (uploaded or refused), e.g. to let a waiting submission go. */
  onSettled?: (file: AnswerFileRecord) => void;
  send?: SendFile;
  db?: OfflineDb;
  now?: () => number;
  online?: () => boolean;
  random?: () => number;
}

/** One upload drain at a time per browser, like the outbox: a second tab leaves the files to the first. */
export const ANSWER_FILES_LOCK = 'assay-answer-files';

/**
 * Uploads queued files, oldest attached first, one at a time. The app-wide background sync runs
 * one for every file of the signed-in user (outbox-background.ts), so a file attached offline goes
 * up whichever candidate screen is open when the network returns, or after a reload elsewhere.
 * Strictly in order: when the oldest file must wait (backoff), newer ones wait behind it, so a
 * replacement never reaches the server before the file it replaces (the server keeps the newest).
 */
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
    void this.tick();
    return () => {
      window.removeEventListener('online', this.onOnline);
      clearInterval(this.timer);
    };
  }

  /** Uploads every due file, one at a time; resolves when none is due. */
  tick(): Promise<void> {
    this.running ??= this.locked(() => this.drain()).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Runs under the browser-wide lock when there is one; another tab holding it means it is uploading already. */
  private async locked(task: () => Promise<void>): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks || typeof locks.request !== 'function') return task();
    await locks.request(ANSWER_FILES_LOCK, { ifAvailable: true }, async (lock) => {
      if (lock) await task();
    });
  }

  /** The files this uploader looks after, not yet settled, oldest attached first. */
  private async pending(): Promise<AnswerFileRecord[]> {
    const scope =
      this.options.attemptId === undefined
        ? this.db.answerFiles.toCollection()
        : this.db.answerFiles.where('attemptId').equals(this.options.attemptId);
    const mayTake = this.options.mayTake;
    const attemptId = this.options.attemptId;
    // With the files held in this page (a full disk, D347) over their stored copies.
    const files = withHeldFiles(this.db, await scope.toArray()).filter(
      (f) =>
        (attemptId === undefined || f.attemptId === attemptId) &&
        (f.status === 'queued' || f.status === 'uploading') &&
        (!mayTake || mayTake(f)),
    );
    return files.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.fileId.localeCompare(b.fileId));
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (!(this.options.online?.() ?? navigator.onLine)) return;
      const now = this.options.now?.() ?? Date.now();
      // Holding the drain, a file marked 'uploading' is one a reload or a closed tab interrupted:
      // it is sent again (the server answers a repeat with the stored file).
      const head = (await this.pending())[0];
      if (!head || head.nextAttemptAt > now) return;
      await updateFile(this.db, head, { status: 'uploading' });
      const result = await (this.options.send ?? sendAnswerFile)(head);
      const outcome = this.outcome(head, result, now);
      // A file replaced or deleted (sign-out) while it was going up is not brought back.
      await updateFile(this.db, head, outcome);
      if (outcome.status === 'done' || outcome.status === 'refused') this.options.onSettled?.({ ...head, ...outcome });
      if (result.kind === 'retry') return;
    }
  }

  private outcome(file: AnswerFileRecord, result: SendResult, now: number): Partial<AnswerFileRecord> {
    if (result.kind === 'ok') return { status: 'done', failures: 0, refusal: undefined };
    if (result.kind === 'refused') return { status: 'refused', refusal: result.refusal };
    // Offline is no failure: wait for the 'online' event without a penalty.
    if (!(this.options.online?.() ?? navigator.onLine)) return { status: 'queued', nextAttemptAt: 0 };
    const failures = file.failures + 1;
    const wait =
      result.retryAfterSeconds !== undefined
        ? result.retryAfterSeconds * 1000
        : backoffDelay(failures, this.options.random);
    return { status: 'queued', failures, nextAttemptAt: now + wait };
  }
}

/**
 * Stamps every attached file with the signed-in user's id when it is kept (a Dexie `creating`
 * hook, like the outbox's owner stamp), so the background upload sends only that user's files.
 */
const stampedFiles = new WeakSet<OfflineDb>();
export function stampAnswerFileOwner(db: OfflineDb, currentUserId: () => number | undefined): void {
  if (stampedFiles.has(db)) return;
  stampedFiles.add(db);
  db.answerFiles.hook('creating', (_key, file: AnswerFileRecord) => {
    if (file.ownerId === undefined) {
      const userId = currentUserId();
      if (userId !== undefined) file.ownerId = userId;
    }
  });
}

/** May `userId` upload this file? The outbox's rule (outbox-owner.ts): stamped files only by their owner. */
export function fileBelongsTo(
  file: Pick<AnswerFileRecord, 'ownerId'>,
  userId: number,
  unstampedOwner?: number,
): boolean {
  return belongsTo(file, userId, unstampedOwner);
}

/**
 * Whether a queued submission must wait for attached files: its attempt still has a file that is
 * neither uploaded nor refused. The server refuses a submission whose file it does not hold, so
 * the sync loop sends the submission only after the files (sync-loop.ts `holdEntry`).
 */
export async function hasFilesToUpload(attemptId: string, db: OfflineDb = getOfflineDb()): Promise<boolean> {
  return (await filesOf(attemptId, db)).some((f) => f.status === 'queued' || f.status === 'uploading');
}

/**
 * The sync loop's `holdEntry`: an entry whose kind `awaitsFiles` (a submission) waits while its
 * attempt still has a file to upload (a screening file answer, the application form's resume).
 */
export function holdForFiles(db: OfflineDb = getOfflineDb()) {
  return async (entry: OutboxEntry): Promise<boolean> =>
    kindOf(entry).awaitsFiles === true && (isResumeLost(entry) || (await hasFilesToUpload(entry.attemptId, db)));
}

/**
 * A form submitted with a resume the page held (a full disk) and a reload lost before it was stored
 * or sent (D354): the form waits for the resume chosen again rather than going without it (D376).
 */
function isResumeLost(entry: OutboxEntry): boolean {
  if (entry.kind !== 'application-form-submit') return false;
  const { ref_id, job_step_activity_id } = entry.payload as { ref_id: string; job_step_activity_id: number };
  // The resume is the form's only file.
  return lostFiles({ refId: ref_id, activityId: job_step_activity_id }).size > 0;
}

/** What the screens show about one attached file. */
export type FileState =
  { kind: 'waiting' } | { kind: 'uploading' } | { kind: 'uploaded' } | { kind: 'refused'; refusal: Refusal };

export function fileState(file: AnswerFileRecord): FileState {
  if (file.status === 'done') return { kind: 'uploaded' };
  if (file.status === 'refused')
    return { kind: 'refused', refusal: file.refusal ?? { status: 0, code: 'refused', message: '' } };
  return file.status === 'uploading' ? { kind: 'uploading' } : { kind: 'waiting' };
}
