/**
 * Files attached to file-type screening questions: only the application's candidate attaches
 * one, to a file question of that activity, before submission; the bytes decide the type (the
 * resume module's checks plus PNG and JPEG) and the question's `accept` setting narrows it. The
 * file is written before its row, so a crash leaves at most a file the start-up sweep removes. A
 * new file for a question replaces the candidate's earlier one (row deleted in the same
 * transaction, bytes right after); a submitted answer's file never changes.
 * Reading follows the resume rule: the candidate, a provider admin, or staff who may work on the
 * job (server/http/team-access.ts); everyone else 404.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { AnswerFile, UploadAnswerFileQueryValue } from '../../../contracts/screening-files.ts';
import { ANSWER_FILE_MAX_BYTES, isFileId } from '../../../contracts/screening-files.ts';
import {
  questionIdOfItem,
  questionItemId,
  type AnswerProblem,
  type QuestionType,
} from '../../../contracts/screening-questions.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { isOwnerOrProviderAdmin } from '../../http/account-access.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { mayWorkOnJob } from '../../http/team-access.ts';
import {
  cleanFileName,
  detectResumeKind,
  removeStoredIn,
  sha256Hex,
  storeFileIn,
  sweepOrphanFiles,
} from '../resume/index.ts';
import { asStorage, keyIn, type FileStorage } from '../../storage/file-storage.ts';
import type { LoadedUser } from '../user/index.ts';
import * as questions from './screening-questions.store.ts';
import * as store from './screening-files.store.ts';

export const ANSWER_FILE_DIR = 'uploads/screening-files';

export const unsupportedAnswerFileMessage =
  'This file type is not supported. Upload a PDF, Word (.docx or .doc), plain text (.txt), PNG or JPEG file.';
export const answerFileTooLargeMessage = `The file is larger than ${ANSWER_FILE_MAX_BYTES / 1024 / 1024} MB. Upload a smaller file.`;
export const submittedMessage = 'These answers were already submitted, so the file can no longer change.';

export const answerFileTooLarge = () =>
  new HttpError(413, ErrorCode.payloadTooLarge, answerFileTooLargeMessage, [
    { prop: 'file', message: answerFileTooLargeMessage },
  ]);
const refusedFile = (message: string) => new HttpError(400, ErrorCode.validation, message, [{ prop: 'file', message }]);
const fileNotFound = () => notFound('File not found');

export interface AnswerFileKind {
  ext: 'pdf' | 'docx' | 'doc' | 'txt' | 'png' | 'jpg';
  contentType: string;
}

/** What an attached file is by its bytes: a resume kind, or a PNG or JPEG image; anything else undefined. */
export async function detectAnswerFileKind(bytes: Uint8Array): Promise<AnswerFileKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'png') return { ext: 'png', contentType: 'image/png' };
  if (detected?.ext === 'jpg') return { ext: 'jpg', contentType: 'image/jpeg' };
  return detectResumeKind(bytes);
}

/** Whether a question's `accept` list (extensions or types, as a file input takes them) lets this kind in; no list lets all in. */
export function isAccepted(kind: AnswerFileKind, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const extensions = kind.ext === 'jpg' ? ['.jpg', '.jpeg'] : [`.${kind.ext}`];
  const type = kind.contentType.split(';')[0]!;
  return tokens.some(
    (t) => extensions.includes(t) || t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))),
  );
}

export function publicFile(row: store.AnswerFileRow): AnswerFile {
  return {
    file_id: row.file_id,
    item_id: questionItemId(row.account_question_id),
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    sha256: row.sha256,
    created_at: row.created_at,
  };
}

/** The candidate's own file question of this activity, or 404 (activity) / 400 (question). */
async function ownFileQuestion(db: Db, userId: number, query: UploadAnswerFileQueryValue) {
  const found = await questions.findTrackerActivity(db, query.ref_id, query.job_step_activity_id);
  if (!found || found.user_id !== userId || found.job_step_activity_id === null || found.activity_type !== 'questions')
    throw notFound('Activity not found');
  const questionId = questionIdOfItem(query.item_id);
  const question = (await questions.questionsOfActivity(db, query.job_step_activity_id)).find(
    (q) => q.account_question_id === questionId,
  );
  if (!question || question.question_type !== 'file')
    throw invalid('item_id', 'This activity does not ask for a file here.');
  return question;
}

/** Checks everything that needs no bytes (who, which question, not submitted, the id's owner); answers a repeat at once. */
export async function prepareUpload(db: Db, userId: number, fileId: string, query: UploadAnswerFileQueryValue) {
  const question = await ownFileQuestion(db, userId, query);
  const existing = await store.fileById(db, fileId);
  if (existing) {
    const same =
      existing.user_id === userId &&
      existing.ref_id === query.ref_id &&
      existing.job_step_activity_id === query.job_step_activity_id &&
      existing.account_question_id === question.account_question_id;
    if (!same) throw new HttpError(409, ErrorCode.conflict, 'This file id is already used. Attach the file again.');
    return { question, existing };
  }
  if (await store.isActivitySubmitted(db, query.ref_id, query.job_step_activity_id)) {
    throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
  }
  return { question, existing: undefined };
}

export async function saveAnswerFile(
  db: Db,
  storage: FileStorage,
  userId: number,
  fileId: string,
  query: UploadAnswerFileQueryValue,
  question: questions.QuestionRow,
  upload: { fileName: string | undefined; bytes: Buffer },
): Promise<AnswerFile> {
  if (upload.bytes.length === 0) throw refusedFile('The file is empty. Choose another file.');
  if (upload.bytes.length > ANSWER_FILE_MAX_BYTES) throw answerFileTooLarge();
  const kind = await detectAnswerFileKind(upload.bytes);
  if (!kind) throw refusedFile(unsupportedAnswerFileMessage);
  const settings = question.settings as { accept?: unknown } | null;
  const accept = typeof settings?.accept === 'string' ? settings.accept : undefined;
  if (!isAccepted(kind, accept)) throw refusedFile(`This question accepts only these file types: ${accept}.`);
  const storagePath = await storeFileIn(storage, ANSWER_FILE_DIR, String(userId), upload.bytes, kind.ext);
  let row: store.AnswerFileRow | undefined;
  let replacedPaths: string[] = [];
  try {
    ({ row, replacedPaths } = await store.insertFileReplacing(db, {
      file_id: fileId,
      user_id: userId,
      ref_id: query.ref_id,
      job_step_activity_id: query.job_step_activity_id,
      account_question_id: question.account_question_id,
      file_name: cleanFileName(upload.fileName, kind.ext, 'answer'),
      content_type: kind.contentType,
      size_bytes: upload.bytes.length,
      sha256: sha256Hex(upload.bytes),
      storage_path: storagePath,
    }));
  } catch (error) {
    await removeAnswerFile(storage, storagePath);
    throw error;
  }
  // The replaced files' rows are gone with the commit; their bytes go now.
  for (const replaced of replacedPaths) await removeAnswerFile(storage, replaced);
  if (row) return publicFile(row);
  // A concurrent repeat of the same upload won: keep its file, not ours.
  await removeAnswerFile(storage, storagePath);
  const winner = await store.fileById(db, fileId);
  if (!winner || winner.user_id !== userId)
    throw new HttpError(409, ErrorCode.conflict, 'This file id is already used. Attach the file again.');
  return publicFile(winner);
}

/**
 * The start-up sweep: first the rows of files no answer can use (replaced, or not named by a
 * submitted answer) with their bytes, then any file under the folder that no row names.
 */
export async function sweepAnswerFiles(
  db: Db,
  dataDirOrStorage: FileStorage | string,
  now = Date.now(),
): Promise<{ rows: number; files: number }> {
  const unused = await store.deleteUnusedAnswerFiles(db);
  const storage = asStorage(dataDirOrStorage);
  for (const relative of unused) await removeAnswerFile(storage, relative);
  const files = await sweepOrphanFiles(storage, ANSWER_FILE_DIR, await store.allAnswerFilePaths(db), 60_000, now);
  return { rows: unused.length, files };
}

async function removeAnswerFile(storage: FileStorage, key: string): Promise<void> {
  await removeStoredIn(storage, ANSWER_FILE_DIR, key).catch(() => undefined);
}

/** The file, when the viewer is its candidate, a provider admin, or staff who may work on its job; else 404. */
export async function readableAnswerFile(db: Db, viewer: LoadedUser, fileId: string): Promise<store.AnswerFileRow> {
  const row = await store.fileById(db, fileId);
  if (!row) throw fileNotFound();
  if (isOwnerOrProviderAdmin(viewer, row.user_id)) return row;
  const job = viewer.roles.length > 0 ? await store.jobOfApplication(db, row.ref_id) : undefined;
  if (!job || !(await mayWorkOnJob(db, viewer, job))) throw fileNotFound();
  return row;
}

export function answerFileKey(row: store.AnswerFileRow): string {
  return keyIn(ANSWER_FILE_DIR, row.storage_path);
}

/**
 * File answers the server cannot back with a file it holds for this application, activity and
 * question: 'file_not_uploaded' (the answer's value is a file id the device has not sent yet).
 */
export async function unheldFileProblems(
  db: Db,
  refId: string,
  jobStepActivityId: number,
  asked: ReadonlyArray<{ account_question_id: number; question_type: QuestionType }>,
  answers: ReadonlyArray<{ item_id: string; value: AnswerValue }>,
): Promise<AnswerProblem[]> {
  const fileQuestions = new Set(
    asked.filter((q) => q.question_type === 'file').map((q) => questionItemId(q.account_question_id)),
  );
  const given = answers.filter((a) => fileQuestions.has(a.item_id) && isFileId(a.value));
  if (given.length === 0) return [];
  const held = new Map((await store.filesOfActivity(db, refId, jobStepActivityId)).map((f) => [f.file_id, f]));
  return given
    .filter((a) => {
      const file = held.get(String(a.value).toLowerCase()) ?? held.get(String(a.value));
      return !file || questionItemId(file.account_question_id) !== a.item_id;
    })
    .map((a) => ({ item_id: a.item_id, problem: 'file_not_uploaded' as const }));
}
