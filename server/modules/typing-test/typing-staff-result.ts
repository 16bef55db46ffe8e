/** The typing test's result on the scorecard (contracts/timed-results.ts): as the server scored the run. */
import type { StaffResultReader } from '../activity/server-kind.ts';

export const typingStaffResult: StaffResultReader = async (db, refId, jobStepActivityId) => {
  const row = await db
    .selectFrom('typing_results')
    .select(['net_wpm', 'raw_wpm', 'accuracy', 'time_accommodation', 'completed_at'])
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    completed_at: new Date(row.completed_at).toISOString(),
    time_accommodation: Number(row.time_accommodation),
    figures: { net_wpm: Number(row.net_wpm), raw_wpm: Number(row.raw_wpm), accuracy: Number(row.accuracy) },
  };
};
