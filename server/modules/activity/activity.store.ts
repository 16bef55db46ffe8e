/**
 * The only SQL that writes user_step_activities (a candidate's activity: started, completed,
 * reopened) and recounts a tracker's progress. Everything else reads; the guard in
 * activity-lifecycle.test.ts fails when another server module writes the table.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Marks the activity as started (its row's created_at) unless it has a row already. */
export async function insertStarted(db: Db, refId: string, jobStepActivityId: number): Promise<void> {
  await db
    .insertInto('user_step_activities')
    .values({ ref_id: refId, job_step_activity_id: jobStepActivityId })
    .onConflict((oc) => oc.columns(['ref_id', 'job_step_activity_id']).doNothing())
    .execute();
}

/**
 * Completes the activity at the database's now() unless it already is. The row lock of the upsert
 * makes concurrent repeats take turns: only the first returns a row, the others keep its time.
 */
export async function upsertCompleted(db: Db, refId: string, jobStepActivityId: number): Promise<Date | undefined> {
  const row = await db
    .insertInto('user_step_activities')
    .values({
      ref_id: refId,
      job_step_activity_id: jobStepActivityId,
      is_completed: true,
      completed_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['ref_id', 'job_step_activity_id'])
        .doUpdateSet({ is_completed: true, completed_at: sql<Date>`now()` })
        .where('user_step_activities.is_completed', '=', false),
    )
    .returning('completed_at')
    .executeTakeFirst();
  return row?.completed_at ? new Date(row.completed_at) : undefined;
}

/** The stored completion time, undefined when the activity is not completed. */
export async function completedAt(db: Db, refId: string, jobStepActivityId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('user_step_activities')
    .select('completed_at')
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .where('is_completed', '=', true)
    .executeTakeFirst();
  return row?.completed_at ? new Date(row.completed_at) : undefined;
}

/** Makes a completed activity open again; true when it was completed. */
export async function markOpen(db: Db, refId: string, jobStepActivityId: number): Promise<boolean> {
  const row = await db
    .updateTable('user_step_activities')
    .set({ is_completed: false, completed_at: null })
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .where('is_completed', '=', true)
    .returning('user_step_activity_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Recounts completed_activity_count and current_job_step_id against each tracker's current plan (migration 0026). */
export async function refreshProgressOf(db: Db, refIds: readonly string[]): Promise<void> {
  if (refIds.length === 0) return;
  await sql`select refresh_tracker_progress(array[${sql.join(refIds)}]::uuid[])`.execute(db);
}

/** The same recount for every tracker of a job (after its plan lost a step or an activity). */
export async function refreshProgressOfJob(db: Db, jobId: number): Promise<void> {
  await sql`select refresh_tracker_progress(array(select ref_id from user_trackers where job_id = ${jobId}))`.execute(
    db,
  );
}
