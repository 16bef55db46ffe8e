/**
 * Equal-opportunity answers, kept apart from applications: a row holds the company, the
 * job, the answers and the day they were given, and nothing that names the candidate or the
 * application (no ref_id, no user_id, no exact time to match against the tracker's completion).
 * The candidate's tracker only learns that the activity is complete (user_step_activities).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('eeoc_answers')
    .addColumn('eeoc_answer_id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id').onDelete('cascade'))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    // The day only: an exact time could be matched against the tracker activity's completed_at.
    .addColumn('created_at', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .execute();
  await db.schema.createIndex('eeoc_answers_job_idx').on('eeoc_answers').columns(['account_id', 'job_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('eeoc_answers').ifExists().execute();
}
