/** The candidate's job experiences ("My Experience", seed 000 section 3): one row per entry. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('experiences')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('is_current', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('location', 'text')
    .addColumn('state', 'text')
    .addColumn('country', 'text')
    .addColumn('position_type', 'text')
    .addColumn('field', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('experiences_dates_check', sql`end_date is null or end_date >= start_date`)
    .execute();
  await db.schema.createIndex('experiences_user_idx').on('experiences').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('experiences').execute();
}
