/**
 * The scorecard's timed tests (contracts/timed-results.ts): each activity of the application's
 * plan, in plan order, whose kind states a result for staff (`staffResult` in its server kind),
 * with that result once there is one. The kinds name their own figures; this file names no kind.
 */
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import type { StaffResultReader } from '../activity/server-kind.ts';
import { SERVER_KINDS } from '../activity-kinds.ts';

const READERS = new Map(
  SERVER_KINDS.flatMap((k): [string, StaffResultReader][] => (k.staffResult ? [[k.kind.type, k.staffResult]] : [])),
);

export async function staffTimedResults(
  db: Db,
  application: StaffApplication,
  language: Language,
): Promise<StaffTimedResult[]> {
  const activities = await db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .select(['jsa.job_step_activity_id', 'jsa.title', 'jsa.activity_type'])
    .where('js.job_id', '=', application.job.job_id)
    .where('jsa.activity_type', 'in', [...READERS.keys()])
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .orderBy('jsa.job_step_activity_id')
    .execute();
  const results: StaffTimedResult[] = [];
  for (const activity of activities) {
    const result = await READERS.get(activity.activity_type)!(
      db,
      application.ref_id,
      activity.job_step_activity_id,
      language,
    );
    results.push({
      job_step_activity_id: activity.job_step_activity_id,
      activity_type: activity.activity_type,
      title: activity.title,
      completed_at: result?.completed_at ?? null,
      time_accommodation: result?.time_accommodation ?? null,
      figures: result?.figures ?? {},
    });
  }
  return results;
}
