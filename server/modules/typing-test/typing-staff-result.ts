/** The typing test's result on the scorecard (contracts/timed-results.ts): as the server scored the run. */
import { sql } from 'kysely';
import { isoOf, type StaffResultReader } from '../activity/index.ts';

export const typingStaffResult: StaffResultReader = {
  select: (refId, activity) => sql`
    select json_build_object('completed_at', completed_at, 'time_accommodation', time_accommodation,
      'net_wpm', net_wpm, 'raw_wpm', raw_wpm, 'accuracy', accuracy)
    from typing_results where ref_id = ${refId} and job_step_activity_id = ${activity} limit 1`,
  read: (row) => ({
    completed_at: isoOf(row.completed_at),
    time_accommodation: Number(row.time_accommodation),
    figures: { net_wpm: Number(row.net_wpm), raw_wpm: Number(row.raw_wpm), accuracy: Number(row.accuracy) },
  }),
};
