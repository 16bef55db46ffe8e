/** The speed test's result on the scorecard (contracts/timed-results.ts): the connection as measured. */
import type { StaffResultReader } from '../activity/server-kind.ts';

export const speedStaffResult: StaffResultReader = async (db, refId, jobStepActivityId) => {
  const row = await db
    .selectFrom('speed_test_results')
    .select(['download_mbps', 'upload_mbps', 'latency_ms', 'completed_at'])
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    completed_at: new Date(row.completed_at).toISOString(),
    time_accommodation: null,
    figures: {
      download_mbps: Number(row.download_mbps),
      upload_mbps: Number(row.upload_mbps),
      latency_ms: Number(row.latency_ms),
    },
  };
};
