/**
 * The speed test's result on the scorecard (contracts/timed-results.ts): the connection as
 * measured, read by the database function speed_staff_result (migration 0153, D387).
 */
import { sql } from 'kysely';
import { isoOf, type StaffResultReader } from '../activity/index.ts';

export const speedStaffResult: StaffResultReader = {
  select: (refId, activity) => sql`speed_staff_result(${refId}, ${activity})`,
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
