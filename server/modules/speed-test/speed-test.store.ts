/** The only SQL of the speed test: the activity in its tracker, the result, completion. */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ownActivityQuery, type OwnActivityFilter } from '../progress/own-activity.store.ts';
import type { SpeedTestResultsTable } from '../../db/schema.ts';

/** The tracker's activity when it is the user's own and belongs to the tracker's job. */
export async function findActivity(db: Db, refId: string, jobStepActivityId: number, filter: OwnActivityFilter) {
  return ownActivityQuery(db, refId, jobStepActivityId, filter)
    .select(['t.ref_id', 't.user_id', 'jsa.job_step_activity_id', 'jsa.activity_type', 'usa.is_completed'])
    .executeTakeFirst();
}

/** Inserts the result; undefined when the activity already has one. */
export async function insertResult(db: Db, row: Insertable<SpeedTestResultsTable>) {
  return db
    .insertInto('speed_test_results')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning(['ref_id', 'job_step_activity_id', 'download_mbps', 'upload_mbps', 'latency_ms', 'jitter_ms', 'method_version', 'completed_at'])
    .executeTakeFirst();
}

/** Completes the activity; the tracker's progress columns follow by trigger (migration 0011). */
export async function completeActivity(db: Db, refId: string, jobStepActivityId: number): Promise<void> {
  await db
    .insertInto('user_step_activities')
    .values({ ref_id: refId, job_step_activity_id: jobStepActivityId, is_completed: true, completed_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .columns(['ref_id', 'job_step_activity_id'])
        .doUpdateSet({ is_completed: true, completed_at: sql<Date>`now()` })
        .where('user_step_activities.is_completed', '=', false),
    )
    .execute();
}
