/**
 * Documents the hiring team keeps on an application: the bytes live under
 * DATA_DIR/uploads/documents; a row is written only after its file is in place, and the start-up
 * sweep removes files no row names (a crash between the two, or a deleted application).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applicant_documents')
    .addColumn('document_id', 'serial', (c) => c.primaryKey())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('other')
        .check(sql`document_type in ('offer_letter', 'id', 'reference', 'certificate', 'other')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    // Relative to DATA_DIR.
    .addColumn('storage_path', 'text', (c) => c.notNull().unique())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('applicant_documents_ref_idx')
    .on('applicant_documents')
    .columns(['ref_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applicant_documents').ifExists().execute();
}
