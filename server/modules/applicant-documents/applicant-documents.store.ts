/** The only SQL of the applicant documents. */
import type { DocumentType } from '../../../contracts/applicant-documents.ts';
import type { Db } from '../../db/database.ts';

export interface DocumentRow {
  document_id: number;
  ref_id: string;
  title: string;
  document_type: DocumentType;
  note: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_path: string;
  uploaded_by_user_id: number | null;
  uploader_first_name: string | null;
  uploader_last_name: string | null;
  created_at: string;
  updated_at: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function base(db: Db) {
  return db
    .selectFrom('applicant_documents as d')
    .leftJoin('users as u', 'u.user_id', 'd.uploaded_by_user_id')
    .select([
      'd.document_id',
      'd.ref_id',
      'd.title',
      'd.document_type',
      'd.note',
      'd.file_name',
      'd.content_type',
      'd.size_bytes',
      'd.storage_path',
      'd.uploaded_by_user_id',
      'u.first_name as uploader_first_name',
      'u.last_name as uploader_last_name',
      'd.created_at',
      'd.updated_at',
    ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
const toRow = (row: Raw): DocumentRow => ({
  ...row,
  size_bytes: Number(row.size_bytes),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listDocuments(db: Db, refId: string): Promise<DocumentRow[]> {
  const rows = await base(db)
    .where('d.ref_id', '=', refId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.document_id', 'desc')
    .execute();
  return rows.map(toRow);
}

/** The document when it belongs to this application (by its ref_id); undefined otherwise. */
export async function findDocument(
  db: Db,
  refId: string,
  documentId: number,
  forUpdate = false,
): Promise<DocumentRow | undefined> {
  let query = base(db).where('d.ref_id', '=', refId).where('d.document_id', '=', documentId);
  if (forUpdate) query = query.forUpdate('d');
  const row = await query.executeTakeFirst();
  return row && toRow(row);
}

export interface NewDocument {
  ref_id: string;
  title: string;
  document_type: DocumentType;
  note: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  storage_path: string;
  uploaded_by_user_id: number;
}

export async function insertDocument(db: Db, values: NewDocument): Promise<number> {
  const row = await db
    .insertInto('applicant_documents')
    .values(values)
    .returning('document_id')
    .executeTakeFirstOrThrow();
  return row.document_id;
}

export async function updateDocument(
  db: Db,
  documentId: number,
  change: { title?: string; document_type?: DocumentType; note?: string },
): Promise<void> {
  await db
    .updateTable('applicant_documents')
    .set({ ...change, updated_at: new Date() })
    .where('document_id', '=', documentId)
    .execute();
}

/** Deletes the row; answers its file's path (removed by the caller after the commit). */
export async function deleteDocument(db: Db, documentId: number): Promise<string | undefined> {
  const row = await db
    .deleteFrom('applicant_documents')
    .where('document_id', '=', documentId)
    .returning('storage_path')
    .executeTakeFirst();
  return row?.storage_path;
}

/** Every stored file path, for the start-up sweep of files no row names. */
export async function allDocumentPaths(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('applicant_documents').select('storage_path').execute();
  return new Set(rows.map((r) => r.storage_path));
}
