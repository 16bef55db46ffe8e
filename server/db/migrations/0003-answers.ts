/**
 * Answers synced from the offline engine (contracts/user-response.ts): one attempt per activity
 * of a tracker (a retake is a new tracker, so a new ref_id), and the highest revision of each
 * item's answer.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_attempts')
    .addColumn('attempt_id', 'uuid', (c) => c.primaryKey())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('client_started_at', 'timestamptz')
    // Null until set-start-time arrives (an answer may be delivered first).
    .addColumn('server_started_at', 'timestamptz')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('answer_count', 'integer')
    .addColumn('answers_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_attempts_ref_activity_key', ['ref_id', 'job_step_activity_id'])
    .execute();
  await db.schema.createIndex('user_attempts_user_idx').on('user_attempts').column('user_id').execute();

  await db.schema
    .createTable('user_answers')
    .addColumn('attempt_id', 'uuid', (c) => c.notNull().references('user_attempts.attempt_id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb')
    .addColumn('revision', 'integer', (c) => c.notNull().check(sql`revision >= 1`))
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('synced_late', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('user_answers_pk', ['attempt_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_answers').ifExists().execute();
  await db.schema.dropTable('user_attempts').ifExists().execute();
}
