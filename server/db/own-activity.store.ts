/**
 * The candidate's own activity in one tracker, the lookup every candidate activity (forms, tests,
 * video, onboarding) starts from. A row comes back only when the activity belongs to the tracker's
 * job and the tracker passes the caller's filter, so "not yours", "not this kind" and "gone" all
 * read as no row. Callers add their joins and columns: t (user_trackers), j (jobs), js, jsa, and
 * usa (the candidate's user_step_activities row, left joined, so usa columns may be null). It
 * sits below the modules (it was progress's): the attempt lease and every kind read it, and progress
 * imports them, so reading it from progress closed a cycle of modules.
 */
import type { Db } from './database.ts';

export interface OwnActivityFilter {
  /** The tracker's owner. */
  userId: number;
  /** The activity kinds the caller serves. */
  activityTypes: readonly string[];
  /** Only a tracker the staff has not removed. */
  isTrackerLive: boolean;
  /** Only a job that is not deleted. */
  isJobLive?: boolean;
}

export function ownActivityQuery(db: Db, refId: string, jobStepActivityId: number, filter: OwnActivityFilter) {
  let query = db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('job_steps as js', 'js.job_id', 't.job_id')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_id', 'js.job_step_id')
    .leftJoin('user_step_activities as usa', (join) =>
      join.onRef('usa.ref_id', '=', 't.ref_id').onRef('usa.job_step_activity_id', '=', 'jsa.job_step_activity_id'),
    )
    .where('t.ref_id', '=', refId)
    .where('jsa.job_step_activity_id', '=', jobStepActivityId)
    .where('t.user_id', '=', filter.userId)
    .where('jsa.activity_type', 'in', [...filter.activityTypes]);
  if (filter.isTrackerLive) query = query.where('t.removed_at', 'is', null);
  if (filter.isJobLive) query = query.where('j.deleted_at', 'is', null);
  return query;
}

/** Whether the tracker's activity is already completed (seeded, or finished another way). */
export async function isActivityCompleted(db: Db, refId: string, jobStepActivityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_step_activities')
    .select('is_completed')
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
  return row?.is_completed === true;
}
