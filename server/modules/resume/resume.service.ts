/** Resume rules: who may read a resume, and replacing or deleting one without leaving orphans. */
import type { Db } from '../../db/database.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { RESUME_MAX_BYTES } from '../../../contracts/resume.ts';
import { isOwnerOrProviderAdmin } from '../../http/account-access.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { mayWorkOnJob } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { cleanFileName, detectResumeKind, removeResumeFile, sha256Hex, storeResumeFile } from './resume-file.ts';
import * as store from './resume.store.ts';

export const unsupportedTypeMessage =
  'This file type is not supported. Upload a PDF, Word (.docx or .doc) or plain text (.txt) file.';
export const tooLargeMessage = `The file is larger than ${RESUME_MAX_BYTES / 1024 / 1024} MB. Upload a smaller file.`;
export const emptyFileMessage = 'The file is empty. Choose another file.';

export const tooLarge = () =>
  new HttpError(413, ErrorCode.payloadTooLarge, tooLargeMessage, [{ prop: 'file', message: tooLargeMessage }]);
const refused = (message: string) => new HttpError(400, ErrorCode.validation, message, [{ prop: 'file', message }]);

/**
 * Yourself, a provider admin, or staff who may work on a job the user applied to (the job-access
 * rule). Everyone else is told nothing (404).
 */
export async function mayReadResumeOf(db: Db, viewer: LoadedUser, userId: number): Promise<boolean> {
  if (isOwnerOrProviderAdmin(viewer, userId)) return true;
  if (viewer.roles.length === 0) return false;
  for (const job of await store.jobsAppliedTo(db, userId)) {
    if (await mayWorkOnJob(db, viewer, job)) return true;
  }
  return false;
}

export async function saveResume(
  db: Db,
  files: FileStorage,
  userId: number,
  upload: { fileName: string | undefined; bytes: Buffer },
): Promise<store.ResumeRow> {
  if (upload.bytes.length === 0) throw refused(emptyFileMessage);
  if (upload.bytes.length > RESUME_MAX_BYTES) throw tooLarge();
  const kind = await detectResumeKind(upload.bytes);
  if (!kind) throw refused(unsupportedTypeMessage);
  const storagePath = await storeResumeFile(files, userId, upload.bytes, kind.ext);
  let result;
  try {
    result = await store.replaceResume(db, {
      user_id: userId,
      file_name: cleanFileName(upload.fileName, kind.ext),
      content_type: kind.contentType,
      size_bytes: upload.bytes.length,
      sha256: sha256Hex(upload.bytes),
      storage_path: storagePath,
    });
  } catch (error) {
    // No row points at the new file: remove it so nothing is orphaned.
    await removeResumeFile(files, storagePath);
    throw error;
  }
  // The old row is gone with the transaction; its file goes after the commit.
  if (result.previousPath) await removeResumeFile(files, result.previousPath).catch(() => undefined);
  return result.resume;
}

export async function deleteResume(db: Db, files: FileStorage, userId: number): Promise<void> {
  const storagePath = await store.deleteResumeOfUser(db, userId);
  if (storagePath) await removeResumeFile(files, storagePath).catch(() => undefined);
}

/** The companies through whose jobs a viewer reads someone else's résumé: each one's log names the download (D264). */
export async function resumeReaderCompanies(db: Db, viewer: LoadedUser, userId: number): Promise<number[]> {
  if (viewer.user_id === userId) return [];
  const companies = new Set<number>();
  for (const job of await store.jobsAppliedTo(db, userId)) {
    if (await mayWorkOnJob(db, viewer, job)) companies.add(job.account_id);
  }
  return [...companies];
}

export async function readableResume(db: Db, viewer: LoadedUser, resumeId: number): Promise<store.ResumeRow> {
  const resume = await store.resumeById(db, resumeId);
  if (!resume || !(await mayReadResumeOf(db, viewer, resume.user_id))) throw notFound('Resume not found');
  return resume;
}
