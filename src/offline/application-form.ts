/**
 * The application form (and the resume activity) on this device, so both can be finished offline
 * (D192). What the candidate types is a form draft (form-drafts.ts). A resume chosen on the
 * device is kept in `answerFiles` (target 'resume') and uploaded by the same uploader as the
 * screening files, oldest first, with its file id as the Idempotency-Key, so a resend after a lost
 * answer stores it once. Submitting writes, in one transaction, the attempt (status 'submitting')
 * and one outbox entry with the form's body; the sync loop holds that entry while the attempt
 * still has a resume to upload (the server refuses a submission without the resume it requires),
 * so the resume always reaches the server before the form, and the form exactly once.
 */
import type { SubmitApplicationForm } from '../../contracts/application-form.ts';
import { getOfflineDb, type AnswerFileRecord, type AttemptRecord, type OfflineDb } from './db.ts';
import { newEntry } from './outbox-entry.ts';
import { queueSubmissionOnce } from './queue-submission.ts';
import { isStorageFailure } from './storage.ts';
import { holdFile, withHeldFiles } from './storage-failure.ts';

export const applicationAttemptId = (refId: string, activityId: number) => `application:${refId}:${activityId}`;
/** The item a queued resume stands for in `answerFiles` (one per form: a newer choice replaces it). */
export const RESUME_ITEM = 'resume';

export interface QueueResumeInput {
  refId: string;
  activityId: number;
  file: Blob;
  fileName: string;
  /** The signed-in user (the background upload sends only their files). */
  ownerId?: number;
}

/**
 * Keeps the resume on the device for upload; a resume chosen earlier and not yet sent is dropped.
 * Resolves with its file id once committed, or once held in this page when the disk refuses it (a
 * full disk: held, uploaded and stored later as a screening question's file is, D347).
 */
export async function queueResume(input: QueueResumeInput, db: OfflineDb = getOfflineDb()): Promise<string> {
  const attemptId = applicationAttemptId(input.refId, input.activityId);
  const fileId = crypto.randomUUID();
  const record: AnswerFileRecord = {
    fileId,
    attemptId,
    itemId: RESUME_ITEM,
    target: 'resume',
    refId: input.refId,
    jobStepActivityId: input.activityId,
    blob: input.file,
    fileName: input.fileName,
    size: input.file.size,
    status: 'queued',
    failures: 0,
    nextAttemptAt: 0,
    createdAt: new Date().toISOString(),
    ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
  };
  try {
    await db.transaction('rw', db.answerFiles, async () => {
      await db.answerFiles
        .where('attemptId')
        .equals(attemptId)
        .filter((f) => f.itemId === RESUME_ITEM && f.status === 'queued')
        .delete();
      await db.answerFiles.add(record);
    });
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
    holdFile(db, record);
  }
  return fileId;
}

/** The newest resume this device holds for the form and has not seen refused, if any. */
export async function queuedResume(
  refId: string,
  activityId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<AnswerFileRecord | undefined> {
  const attemptId = applicationAttemptId(refId, activityId);
  const stored = await db.answerFiles.where('attemptId').equals(attemptId).toArray();
  // With a resume held in this page over the disk's (a full disk, D347).
  return withHeldFiles(db, stored)
    .filter((f) => f.attemptId === attemptId && f.itemId === RESUME_ITEM)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1);
}

export function readApplicationAttempt(
  refId: string,
  activityId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord | undefined> {
  return db.attempts.get(applicationAttemptId(refId, activityId));
}

/** Queues the submission once: while one is waiting, a second call changes nothing. */
export async function queueApplicationSubmission(
  body: SubmitApplicationForm,
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord> {
  const attemptId = applicationAttemptId(body.ref_id, body.job_step_activity_id);
  return queueSubmissionOnce(
    db,
    { attemptId, refId: body.ref_id, jobStepActivityId: body.job_step_activity_id },
    (now) => newEntry('application-form-submit', attemptId, body, now),
  );
}
