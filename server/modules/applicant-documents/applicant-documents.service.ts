/**
 * Applicant documents' rules. Access is the scorecard's (applicationForStaff): whoever may not work
 * on the application's job gets 404, and a document is found only through its own application.
 * The file is written before its row (a failed insert removes it again) and removed after its
 * row's deletion commits; what a crash leaves between the two the start-up sweep removes. Every
 * change writes its job event in the same transaction.
 */
import type { FastifyRequest } from 'fastify';
import { fillPath } from '../../../contracts/endpoint.ts';
import {
  applicantDocumentFile,
  DOCUMENT_MAX_BYTES,
  type ApplicantDocument,
  type DocumentType,
  type UpdateDocument,
} from '../../../contracts/applicant-documents.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { storeResponseInTransaction } from '../../http/idempotency.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { applicationForStaff, type StaffApplication } from '../../http/team-access.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import { cleanFileName, removeStoredIn, sha256Hex, storeFileIn } from '../resume/index.ts';
import { keyIn, type FileStorage } from '../../storage/file-storage.ts';
import type { LoadedUser } from '../user/index.ts';
import { detectDocumentKind, DOCUMENTS_DIR, nameMatchesKind } from './document-file.ts';
import * as store from './applicant-documents.store.ts';

export const unsupportedTypeMessage =
  'This file type is not supported. Upload a PDF, Word (.docx or .doc), plain text (.txt), PNG or JPEG file.';
export const mismatchMessage =
  "This file's contents do not match its name. Upload the file as it is, with its own extension.";
export const tooLargeMessage = `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB. Upload a smaller file.`;
export const emptyFileMessage = 'The file is empty. Choose another file.';

export const tooLarge = () =>
  new HttpError(413, ErrorCode.payloadTooLarge, tooLargeMessage, [{ prop: 'file', message: tooLargeMessage }]);
const unsupported = (message: string) =>
  new HttpError(400, ErrorCode.unsupportedFileType, message, [{ prop: 'file', message }]);
const refused = (message: string) => new HttpError(400, ErrorCode.validation, message, [{ prop: 'file', message }]);
const documentNotFound = () => notFound('Document not found');

export function toDocument(row: store.DocumentRow, userSmartreqId: number): ApplicantDocument {
  return {
    document_id: row.document_id,
    user_smartreq_id: userSmartreqId,
    title: row.title,
    document_type: row.document_type,
    note: row.note,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    uploaded_by:
      row.uploaded_by_user_id !== null && row.uploader_first_name !== null
        ? {
            user_id: row.uploaded_by_user_id,
            first_name: row.uploader_first_name,
            last_name: row.uploader_last_name ?? '',
          }
        : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    url: fillPath(applicantDocumentFile.path, { userSmartreqId, documentId: row.document_id }),
  };
}

const event = (app: StaffApplication, viewer: LoadedUser) => ({
  job_id: app.job.job_id,
  ref_id: app.ref_id,
  actor_user_id: viewer.user_id,
});

export async function listDocuments(db: Db, app: StaffApplication): Promise<ApplicantDocument[]> {
  return (await store.listDocuments(db, app.ref_id)).map((row) => toDocument(row, app.user_smartreq_id));
}

export interface DocumentUpload {
  fileName: string | undefined;
  bytes: Buffer;
  title: string | undefined;
  documentType: DocumentType | undefined;
  note: string | undefined;
}

/** Stores the file, then its row and event in one transaction (with the idempotent answer, so a retry after a crash gets it). */
export async function saveDocument(
  db: Db,
  files: FileStorage,
  viewer: LoadedUser,
  app: StaffApplication,
  upload: DocumentUpload,
  idempotency: FastifyRequest['idempotency'],
): Promise<ApplicantDocument> {
  if (upload.bytes.length === 0) throw refused(emptyFileMessage);
  if (upload.bytes.length > DOCUMENT_MAX_BYTES) throw tooLarge();
  const kind = await detectDocumentKind(upload.bytes);
  if (!kind) throw unsupported(unsupportedTypeMessage);
  if (!nameMatchesKind(upload.fileName, kind)) throw unsupported(mismatchMessage);
  const fileName = cleanFileName(upload.fileName, kind.ext, 'document');
  const storagePath = await storeFileIn(files, DOCUMENTS_DIR, app.ref_id, upload.bytes, kind.ext);
  try {
    return await db.transaction().execute(async (trx) => {
      const title = upload.title || fileName.slice(0, 200);
      const documentType = upload.documentType ?? 'other';
      const documentId = await store.insertDocument(trx, {
        ref_id: app.ref_id,
        title,
        document_type: documentType,
        note: upload.note ?? '',
        file_name: fileName,
        content_type: kind.contentType,
        size_bytes: upload.bytes.length,
        sha256: sha256Hex(upload.bytes),
        storage_path: storagePath,
        uploaded_by_user_id: viewer.user_id,
      });
      await recordJobEvent(trx, {
        ...event(app, viewer),
        kind: 'document_added',
        details: { document_id: documentId, title, document_type: documentType },
      });
      const saved = toDocument((await store.findDocument(trx, app.ref_id, documentId))!, app.user_smartreq_id);
      await storeResponseInTransaction(trx, idempotency, saved);
      return saved;
    });
  } catch (error) {
    // No row points at the new file: remove it so nothing is orphaned.
    await removeStored(files, storagePath);
    throw error;
  }
}

async function removeStored(files: FileStorage, key: string): Promise<void> {
  await removeStoredIn(files, DOCUMENTS_DIR, key).catch(() => undefined);
}

export async function updateDocument(
  db: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  documentId: number,
  change: UpdateDocument,
): Promise<ApplicantDocument> {
  return db.transaction().execute(async (trx) => {
    const before = await store.findDocument(trx, app.ref_id, documentId, true);
    if (!before) throw documentNotFound();
    const changed: UpdateDocument = {};
    if (change.title !== undefined && change.title !== before.title) changed.title = change.title;
    if (change.document_type !== undefined && change.document_type !== before.document_type)
      changed.document_type = change.document_type;
    if (change.note !== undefined && change.note !== before.note) changed.note = change.note;
    if (Object.keys(changed).length > 0) {
      await store.updateDocument(trx, documentId, changed);
      const from = Object.fromEntries(Object.keys(changed).map((key) => [key, before[key as keyof UpdateDocument]]));
      await recordJobEvent(trx, {
        ...event(app, viewer),
        kind: 'document_updated',
        details: { document_id: documentId, title: changed.title ?? before.title, from, to: changed },
      });
    }
    return toDocument((await store.findDocument(trx, app.ref_id, documentId))!, app.user_smartreq_id);
  });
}

export async function deleteDocument(
  db: Db,
  files: FileStorage,
  viewer: LoadedUser,
  app: StaffApplication,
  documentId: number,
): Promise<void> {
  const storagePath = await db.transaction().execute(async (trx) => {
    const doc = await store.findDocument(trx, app.ref_id, documentId, true);
    if (!doc) throw documentNotFound();
    const path = await store.deleteDocument(trx, documentId);
    await recordJobEvent(trx, {
      ...event(app, viewer),
      kind: 'document_deleted',
      details: { document_id: documentId, title: doc.title, document_type: doc.document_type },
    });
    return path;
  });
  // The row is gone with the commit; its file goes after it (the sweep catches a crash here).
  if (storagePath) await removeStored(files, storagePath);
}

/** The document and the storage key of its file, when the viewer may read it; else 404. */
export async function readableDocument(db: Db, viewer: LoadedUser, userSmartreqId: number, documentId: number) {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
  const row = await store.findDocument(db, app.ref_id, documentId);
  if (!row) throw documentNotFound();
  return { row, key: keyIn(DOCUMENTS_DIR, row.storage_path), application: app };
}
