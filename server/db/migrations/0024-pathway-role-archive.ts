/**
 * Staff screens for pathway roles: a role can be archived rather than deleted
 * once employees have answered its interest question (D77 "Pathway roles: edits
 * after results"). Archived roles leave new questionnaires and stay in the reports of those who
 * answered about them.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pathway_jobs').addColumn('archived_at', 'timestamptz').execute();
  await db.schema
    .alterTable('pathway_jobs')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pathway_jobs').dropColumn('updated_at').execute();
  await db.schema.alterTable('pathway_jobs').dropColumn('archived_at').execute();
}
