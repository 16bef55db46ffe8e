/** The only SQL of the speed test: the activity in its tracker, the result. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ownActivityQuery, type OwnActivityFilter } from '../../db/own-activity.store.ts';
import type { SpeedTestResultsTable } from '../../db/schema/speed-test.ts';

/** The tracker's activity when it is the user's own and belongs to the tracker's job. */
export async function findActivity(db: Db, refId: string, jobStepActivityId: number, filter: OwnActivityFilter) {
  return ownActivityQuery(db, refId, jobStepActivityId, filter)
    .select(['t.ref_id', 't.user_id', 'jsa.job_step_activity_id', 'jsa.activity_type', 'usa.is_completed'])
    .executeTakeFirst();
}

/** The activity's settings, where the plan keeps its minimum speeds. */
export async function activitySettings(db: Db, jobStepActivityId: number): Promise<unknown> {
  return (
    (
      await db
        .selectFrom('job_step_activities')
        .select('settings')
        .where('job_step_activity_id', '=', jobStepActivityId)
        .executeTakeFirst()
    )?.settings ?? null
  );
}

/** Inserts the result; undefined when the activity already has one. */
export async function insertResult(db: Db, row: Insertable<SpeedTestResultsTable>) {
  return db
    .insertInto('speed_test_results')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning([
      'ref_id',
      'job_step_activity_id',
      'download_mbps',
      'upload_mbps',
      'latency_ms',
      'jitter_ms',
      'method_version',
      'completed_at',
    ])
    .executeTakeFirst();
}
