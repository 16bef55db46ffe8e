/**
 * Language tests: the vendors an account may use (vendor 1 is the language test, seed
 * 001 section 3), the vendor assessments ("parts") of a 'language_test' activity, each named by
 * external_vendor_asmt_id = 'type|language|instruction language', and the candidate's side: one
 * row per part of an application (status, the adapter's user id, the score once complete) and the
 * answers given to the built-in test (highest revision per item).
 */
import { sql, type Kysely } from 'kysely';

const BEFORE = `'assessment', 'questions', 'typing_test', 'skills_test', 'speed_test', 'form', 'video', 'eeoc', 'resume', 'interview', 'offer'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The activity kind list of migration 0002, with 0018's 'onboarding', gains 'language_test'.
  await sql`alter table job_step_activities drop constraint if exists job_step_activities_activity_type_check`.execute(
    db,
  );
  await sql`alter table job_step_activities add constraint job_step_activities_activity_type_check check (activity_type in (${sql.raw(BEFORE)}, 'onboarding', 'language_test'))`.execute(
    db,
  );

  await db.schema
    .createTable('vendors')
    .addColumn('vendor_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('vendors' as never)
    .values({ vendor_id: 1, name: 'Language test' } as never)
    .execute();

  await db.schema
    .createTable('account_vendors')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.account_id').onDelete('cascade'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.vendor_id'))
    /** Which adapter serves it: 'built-in' (our own in-app test) unless a provider adapter is configured. */
    .addColumn('adapter', 'text', (c) => c.notNull().defaultTo('built-in'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('account_vendors_pk', ['account_id', 'vendor_id'])
    .execute();

  await db.schema
    .createTable('vendor_assessments')
    .addColumn('vendor_assessment_id', 'serial', (c) => c.primaryKey())
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('vendor_id', 'integer', (c) => c.notNull().defaultTo(1).references('vendors.vendor_id'))
    .addColumn('external_vendor_asmt_id', 'text', (c) =>
      c.notNull().check(sql`external_vendor_asmt_id ~ '^[a-z][a-z_]{0,29}\\|[a-z]{2}\\|[a-z]{2}$'`),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('vendor_assessments_activity_key', ['job_step_activity_id', 'external_vendor_asmt_id'])
    .execute();

  await db.schema
    .createTable('user_vendor_assessments')
    .addColumn('user_vendor_assessment_id', 'serial', (c) => c.primaryKey())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('vendor_assessment_id', 'integer', (c) =>
      c.notNull().references('vendor_assessments.vendor_assessment_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    /** The candidate's id at the vendor (createUser); the built-in adapter's is 'assay-<user_id>'. */
    .addColumn('external_user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('in_progress')
        .check(sql`status in ('not_started', 'in_progress', 'completed')`),
    )
    .addColumn('correct', 'integer')
    .addColumn('total', 'integer')
    .addColumn('percent', 'integer', (c) => c.check(sql`percent between 0 and 100`))
    .addColumn('band', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('user_vendor_assessments_key', ['ref_id', 'vendor_assessment_id'])
    .execute();

  await db.schema
    .createTable('user_vendor_answers')
    .addColumn('user_vendor_assessment_id', 'integer', (c) =>
      c.notNull().references('user_vendor_assessments.user_vendor_assessment_id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('option_id', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_vendor_answers_pk', ['user_vendor_assessment_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_vendor_answers').ifExists().execute();
  await db.schema.dropTable('user_vendor_assessments').ifExists().execute();
  await db.schema.dropTable('vendor_assessments').ifExists().execute();
  await db.schema.dropTable('account_vendors').ifExists().execute();
  await db.schema.dropTable('vendors').ifExists().execute();
  await sql`delete from job_step_activities where activity_type = 'language_test'`.execute(db);
  await sql`alter table job_step_activities drop constraint if exists job_step_activities_activity_type_check`.execute(
    db,
  );
  await sql`alter table job_step_activities add constraint job_step_activities_activity_type_check check (activity_type in (${sql.raw(BEFORE)}, 'onboarding'))`.execute(
    db,
  );
}
