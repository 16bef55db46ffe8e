/**
 * A reply's attachments, kept as the application's documents (D313) with the checks of a staff
 * upload: at most REPLY_FILES_MAX, none empty or over the documents' size, a kind judged by the
 * bytes (PDF, Word, plain text, PNG, JPEG) and a name that does not claim another kind. What fails
 * a check is not stored; the reply names it with the reason, the first REPLY_REFUSED_NAMED of them
 * (the rest are counted). Pictures a mail's HTML shows inline (a signature's logo) are part of the
 * message, not files, and are left out. The files are written before the reply's transaction; if it
 * fails they are removed again (the start-up sweep takes what a crash leaves between the two).
 */
import type { Attachment } from 'mailparser';
import { DOCUMENT_MAX_BYTES } from '../../../contracts/applicant-documents.ts';
import { REPLY_FILES_MAX } from '../../../contracts/replies.ts';
import type { Db } from '../../db/database.ts';
import type { RefusedFile } from '../../db/schema/replies.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { detectDocumentKind, DOCUMENTS_DIR, nameMatchesKind } from '../applicant-documents/index.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import { cleanFileName, removeStoredIn, sha256Hex, storeFileIn } from '../resume/index.ts';

export interface StoredReplyFile {
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  storage_path: string;
}

export interface ReplyFiles {
  stored: StoredReplyFile[];
  /** The first REPLY_REFUSED_NAMED attachments not kept, each with why. */
  refused: RefusedFile[];
  /** How many more were not kept: counted, not named (D468). */
  refusedMore: number;
}

/**
 * Attachments not kept that one reply names. A message of 10 MB can carry a thousand tiny parts:
 * past these only their number is kept and shown, so a reply's record and screen stay small (D468).
 */
export const REPLY_REFUSED_NAMED = 20;

const shownName = (attachment: Attachment) => (attachment.filename ?? '').replace(/[\r\n\t]+/g, ' ').slice(0, 200);

/** Checks and stores the attachments of one reply to the application `refId`. */
export async function storeReplyFiles(
  files: FileStorage,
  refId: string,
  attachments: Attachment[],
): Promise<ReplyFiles> {
  const result: ReplyFiles = { stored: [], refused: [], refusedMore: 0 };
  const refuse = (name: string, reason: RefusedFile['reason']) => {
    if (result.refused.length < REPLY_REFUSED_NAMED) result.refused.push({ name, reason });
    else result.refusedMore++;
  };
  for (const attachment of attachments) {
    if (attachment.related && attachment.contentDisposition === 'inline') continue;
    const name = shownName(attachment);
    const bytes = attachment.content;
    if (result.stored.length >= REPLY_FILES_MAX) {
      refuse(name, 'count');
      continue;
    }
    if (bytes.length === 0) {
      refuse(name, 'empty');
      continue;
    }
    if (bytes.length > DOCUMENT_MAX_BYTES) {
      refuse(name, 'size');
      continue;
    }
    const kind = await detectDocumentKind(bytes);
    if (!kind) {
      refuse(name, 'type');
      continue;
    }
    if (!nameMatchesKind(attachment.filename, kind)) {
      refuse(name, 'mismatch');
      continue;
    }
    try {
      result.stored.push({
        file_name: cleanFileName(attachment.filename, kind.ext, 'attachment'),
        content_type: kind.contentType,
        size_bytes: bytes.length,
        sha256: sha256Hex(bytes),
        storage_path: await storeFileIn(files, DOCUMENTS_DIR, refId, bytes, kind.ext),
      });
    } catch (error) {
      await removeReplyFiles(files, result.stored);
      throw error;
    }
  }
  return result;
}

export async function removeReplyFiles(files: FileStorage, stored: StoredReplyFile[]): Promise<void> {
  for (const file of stored) await removeStoredIn(files, DOCUMENTS_DIR, file.storage_path).catch(() => undefined);
}

/** The reply's files as the application's documents, each with its history entry. */
export async function insertReplyDocuments(
  db: Db,
  target: { ref_id: string; job_id: number },
  replyId: number,
  stored: StoredReplyFile[],
): Promise<void> {
  for (const file of stored) {
    const row = await db
      .insertInto('applicant_documents')
      .values({
        ref_id: target.ref_id,
        title: file.file_name,
        document_type: 'other',
        note: '',
        file_name: file.file_name,
        content_type: file.content_type,
        size_bytes: file.size_bytes,
        sha256: file.sha256,
        storage_path: file.storage_path,
        uploaded_by_user_id: null,
        reply_id: replyId,
      })
      .returning('document_id')
      .executeTakeFirstOrThrow();
    await recordJobEvent(db, {
      job_id: target.job_id,
      ref_id: target.ref_id,
      actor_user_id: null,
      kind: 'document_added',
      details: { document_id: row.document_id, title: file.file_name, document_type: 'other', reply_id: replyId },
    });
  }
}
