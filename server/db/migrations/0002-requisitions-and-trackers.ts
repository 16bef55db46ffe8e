/**
 * Requisitions and pathways (jobs), their screening plans (steps holding activities), job teams,
 * and the candidates' progress trackers. Later issues add columns (descriptions, attribute
 * weights, questions) rather than new shapes.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('job_id', 'serial', (c) => c.primaryKey())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
    .addColumn('job_type_id', 'integer', (c) => c.notNull().check(sql`job_type_id in (2, 4)`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tracker_title', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('is_accepting_applications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('retake_interval_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('jobs_account_idx').on('jobs').columns(['account_id', 'job_type_id']).execute();

  await db.schema
    .createTable('job_steps')
    .addColumn('job_step_id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('job_steps_job_idx').on('job_steps').columns(['job_id', 'sort_order']).execute();

  await db.schema
    .createTable('job_step_activities')
    .addColumn('job_step_activity_id', 'serial', (c) => c.primaryKey())
    .addColumn('job_step_id', 'integer', (c) => c.notNull().references('job_steps.job_step_id').onDelete('cascade'))
    .addColumn('activity_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`activity_type in ('assessment', 'questions', 'typing_test', 'skills_test', 'speed_test', 'form', 'video', 'eeoc', 'resume', 'interview', 'offer')`,
        ),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('asmt_id', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retake_interval_days', 'integer')
    .execute();
  await db.schema
    .createIndex('job_step_activities_step_idx')
    .on('job_step_activities')
    .columns(['job_step_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('job_team_members')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('job_team_members_pk', ['job_id', 'user_id'])
    .execute();
  await db.schema.createIndex('job_team_members_user_idx').on('job_team_members').column('user_id').execute();

  await db.schema
    .createTable('user_trackers')
    .addColumn('ref_id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_step_tracker_id', 'serial', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.job_id').onDelete('cascade'))
    .addColumn('external_application_id', 'text')
    .addColumn('time_accommodation', 'numeric', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The list (a user's trackers, newest first) and the retake check (a user's newest for a job).
  await sql`create index user_trackers_user_created_idx on user_trackers (user_id, created_at desc)`.execute(db);
  await sql`create index user_trackers_user_job_created_idx on user_trackers (user_id, job_id, created_at desc)`.execute(
    db,
  );
  await db.schema.createIndex('user_trackers_job_idx').on('user_trackers').column('job_id').execute();

  await db.schema
    .createTable('user_step_activities')
    .addColumn('user_step_activity_id', 'serial', (c) => c.primaryKey())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('is_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_step_activities_ref_activity_key', ['ref_id', 'job_step_activity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_step_activities',
    'user_trackers',
    'job_team_members',
    'job_step_activities',
    'job_steps',
    'jobs',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
