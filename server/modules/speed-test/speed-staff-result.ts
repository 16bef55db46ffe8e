/** The speed test's result on the scorecard (contracts/timed-results.ts): the connection as measured. */
import { sql } from 'kysely';
import { isoOf, type StaffResultReader } from '../activity/index.ts';

export const speedStaffResult: StaffResultReader = {
  select: (refId, activity) => sql`
    select json_build_object('completed_at', completed_at,
      'download_mbps', download_mbps, 'upload_mbps', upload_mbps, 'latency_ms', latency_ms)
    from speed_test_results where ref_id = ${refId} and job_step_activity_id = ${activity} limit 1`,
  read: (row) => ({
    completed_at: isoOf(row.completed_at),
    time_accommodation: null,
    figures: {
      download_mbps: Number(row.download_mbps),
      upload_mbps: Number(row.upload_mbps),
      latency_ms: Number(row.latency_ms),
    },
  }),
};
