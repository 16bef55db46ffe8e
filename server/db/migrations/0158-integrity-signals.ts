/**
 * How a timed test was taken (D402): the facts a candidate's device records while a timed
 * activity runs (the page hidden or its window unfocused and for how long, paste attempts, full-
 * screen exits, window size changes, offline spells), kept per application and activity. Each
 * signal's id is minted on the device, so a resend is kept once. Rows go with the application
 * (cascade) and are personal data (server/modules/data-rights). No signal is read by any score.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('integrity_signals')
    .addColumn('signal_id', 'uuid', (c) => c.primaryKey())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('page_hidden', 'focus_lost', 'paste', 'fullscreen_exit', 'resize', 'offline')`),
    )
    /** When it began, by the device's clock. */
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    /** How long it lasted (page_hidden, focus_lost, offline); null for a moment's signal. */
    .addColumn('duration_ms', 'integer', (c) => c.check(sql`duration_ms >= 0`))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('integrity_signals_ref_activity_idx')
    .on('integrity_signals')
    .columns(['ref_id', 'job_step_activity_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('integrity_signals').ifExists().execute();
}
