/**
 * An application's timed tests as staff read them on the scorecard (issue 43 item 6): each typing,
 * skills and speed test activity of the plan with its result once the candidate finished it. The
 * server's own figures (it recomputes typing from the keystroke log and scores skills tests from
 * the stored answers); docs/scoring.md gives the formulas.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { UserSmartreqIdParams } from './scorecard-common.ts';

const isoTime = z.iso.datetime({ offset: true });
const common = {
  job_step_activity_id: z.number(),
  title: z.string(),
  /** When the result was recorded; null: not finished yet. */
  completed_at: z.nullable(isoTime),
  /** The approved extra time the run had (1 without). */
  time_accommodation: z.nullable(z.number()),
};

export const StaffTimedResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('typing_test'),
    ...common,
    net_wpm: z.nullable(z.number()),
    raw_wpm: z.nullable(z.number()),
    accuracy: z.nullable(z.number()),
  }),
  z.object({
    kind: z.literal('skills_test'),
    ...common,
    correct: z.nullable(z.number()),
    total: z.nullable(z.number()),
    percent: z.nullable(z.number()),
  }),
  z.object({
    kind: z.literal('speed_test'),
    ...common,
    download_mbps: z.nullable(z.number()),
    upload_mbps: z.nullable(z.number()),
    latency_ms: z.nullable(z.number()),
  }),
]);
export type StaffTimedResult = z.infer<typeof StaffTimedResultSchema>;

export const listStaffTimedResults = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/timed-results/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "An application's typing, skills and speed tests with each result once finished, for staff who may work on its job",
  params: UserSmartreqIdParams,
  response: z.array(StaffTimedResultSchema),
});

export const timedResultsEndpoints = [listStaffTimedResults];
