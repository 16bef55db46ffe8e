/**
 * The camera check by consent (D455): a company may ask for up to three still photos during a
 * timed test (`ask_camera_check` on the candidate notice's row, off by default, since the
 * candidate is told of it there and before each timed test). The candidate's answer is kept per
 * application and activity (`camera_consents`: given or declined, never a failure) and the photos
 * in their own table (`camera_stills`, the JPEG's bytes in the row, at most three per activity).
 * Both go with the application (cascade) and are personal data (server/modules/data-rights).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table candidate_notices add column ask_camera_check boolean not null default false').execute(db);
  await db.schema
    .createTable('camera_consents')
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('consent', 'text', (c) => c.notNull().check(sql`consent in ('given', 'declined')`))
    /** When the candidate answered, by the device's clock. */
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('camera_consents_pkey', ['ref_id', 'job_step_activity_id'])
    .execute();
  await db.schema
    .createTable('camera_stills')
    .addColumn('still_id', 'uuid', (c) => c.primaryKey())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('moment', 'text', (c) => c.notNull().check(sql`moment in ('start', 'middle', 'end')`))
    .addColumn('taken_at', 'timestamptz', (c) => c.notNull())
    .addColumn('image', 'bytea', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One photo per moment: three per timed test at most, whichever device took it first.
  await db.schema
    .createIndex('camera_stills_moment_key')
    .on('camera_stills')
    .columns(['ref_id', 'job_step_activity_id', 'moment'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('camera_stills').ifExists().execute();
  await db.schema.dropTable('camera_consents').ifExists().execute();
  await sql.raw('alter table candidate_notices drop column if exists ask_camera_check').execute(db);
}
