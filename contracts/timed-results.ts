/**
 * An application's timed tests as staff read them on the scorecard (D198): each activity
 * of the plan whose kind states a result for staff (server/modules/activity/server-kind.ts
 * `staffResult`: the timed tests today), with the server's figures once the
 * candidate finished it. Each kind names its own figures (its `*.kind.ts` on the server, its
 * `*.staff.tsx` in the browser); docs/scoring.md gives the formulas.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { UserSmartreqIdParams } from './scorecard-common.ts';
import { IntegrityTotalsSchema } from './integrity-signals.ts';

export const StaffTimedResultSchema = z.object({
  job_step_activity_id: z.number(),
  activity_type: z.string(),
  title: z.string(),
  /** When the result was recorded; null: not finished yet (and no figures). */
  completed_at: z.nullable(z.iso.datetime({ offset: true })),
  /** The approved extra time the run had, when the kind is timed by it (1 without). */
  time_accommodation: z.nullable(z.number()),
  /** The kind's own figures, by name (net_wpm, percent, download_mbps...). */
  figures: z.record(z.string(), z.number()),
  /**
   * How the test was taken, when the candidate's device reported anything (D402) or the test moved
   * to another device (D486): facts with
   * their totals, never read by a score. GET /smartreq/v1/integrity-signals/{id}/ has each one.
   */
  taken: z.optional(IntegrityTotalsSchema),
});
export type StaffTimedResult = z.infer<typeof StaffTimedResultSchema>;

/** What a kind states of one finished run (the server kind's `staffResult`). */
export interface KindStaffResult {
  completed_at: string;
  time_accommodation: number | null;
  figures: Record<string, number>;
}

export const listStaffTimedResults = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/timed-results/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "An application's timed tests (typing, skills, connection) with each result once finished, for staff who may work on its job",
  params: UserSmartreqIdParams,
  response: z.array(StaffTimedResultSchema),
});

export const timedResultsEndpoints = [listStaffTimedResults];
