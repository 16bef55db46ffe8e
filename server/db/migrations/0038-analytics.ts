/**
 * What the dashboards need that no table held yet: a company's applicant sources (seed 002:
 * source_id, account, source_type, status) and the source of each application; and the link from
 * an equal-opportunity answer to its application, read only by the adverse-impact report, which
 * returns counts of at least 5 people and nothing about one person (decision D107).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sources')
    .addColumn('source_id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sources_account_idx').on('sources').columns(['account_id']).execute();
  await db.schema
    .alterTable('user_trackers')
    .addColumn('source_id', 'integer', (c) => c.references('sources.source_id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('eeoc_answer_applications')
    .addColumn('eeoc_answer_id', 'integer', (c) =>
      c.primaryKey().references('eeoc_answers.eeoc_answer_id').onDelete('cascade'),
    )
    .addColumn('ref_id', 'uuid', (c) => c.notNull().unique().references('user_trackers.ref_id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('eeoc_answer_applications').ifExists().execute();
  await db.schema.alterTable('user_trackers').dropColumn('source_id').execute();
  await db.schema.dropTable('sources').ifExists().execute();
}
