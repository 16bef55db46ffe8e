/**
 * The typing test's result on the scorecard (contracts/timed-results.ts): as the server scored the
 * run. The database function typing_staff_result (migration 0153, D387) reads it, so the
 * scorecard's statement sets nothing up for it until a typing test of the plan asks.
 */
import { sql } from 'kysely';
import { isoOf, type StaffResultReader } from '../activity/index.ts';

export const typingStaffResult: StaffResultReader = {
  select: (refId, activity) => sql`typing_staff_result(${refId}, ${activity})`,
  read: (row) => ({
    completed_at: isoOf(row.completed_at),
    time_accommodation: Number(row.time_accommodation),
    figures: { net_wpm: Number(row.net_wpm), raw_wpm: Number(row.raw_wpm), accuracy: Number(row.accuracy) },
  }),
};
