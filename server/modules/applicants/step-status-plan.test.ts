/**
 * A requisition's list filtered by step status walks its date index and stops at its page (D415).
 * The statement jobListPage sends carries the plan's activity count as a literal, so the planner
 * can weigh the step status's range; behind a subquery it took the range for a rare one, read every
 * match of the requisition through the step index and sorted them all (15,725 buffers for one page
 * at 20,000 applications). On bench/generate-data.ts's data at scale 0.01, in its largest
 * requisition, the page of each step status reads fewer rows of user_trackers than half its matches
 * (before: all 323 of "in progress"), and gives the same rows and count as the statement before.
 * @postgres: the plan is the server's as well as PGlite's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledQuery } from 'kysely';
import type { ApplicantOrdering, StepStatus } from '../../../contracts/applicants.ts';
import { largestGeneratedRequisition, listReads } from '../../test/plan-reads.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { listQuery, type ListFilters } from './applicant-list.store.ts';
import { jobListStatement } from './job-list-page.store.ts';

let t: TestApp;
let jobId: number;

beforeAll(async () => {
  t = await startTestApp();
  jobId = await largestGeneratedRequisition(t.db);
});
afterAll(async () => t.close());

const run = (query: CompiledQuery) => listReads(t.db, query);

const CASES: [string, ListFilters, ApplicantOrdering, number][] = [
  ['in progress, newest first', { stepStatus: 'in_progress' }, '-application_date', 0],
  ['active and in progress, newest first', { status: 'active', stepStatus: 'in_progress' }, '-application_date', 0],
  ['in progress, oldest first, page 2', { stepStatus: 'in_progress' }, 'application_date', 25],
];

describe('the list filtered by step status (D415)', () => {
  it.each(CASES)(
    'given %s, then the page reads fewer rows than half its matches, the same rows as before',
    async (_label, filters, ordering, offset) => {
      const page = { limit: 25, offset };
      const now = await run(await jobListStatement(t.db, 0, jobId, filters, ordering, page));
      // The statement before D415: the plan's size behind a subquery.
      const before = await run(
        listQuery({ kind: 'job', jobId }, filters, ordering, page.limit, page.offset, {
          withCount: true,
          withJob: { viewerId: 0 },
        }).compile(t.db),
      );
      expect(now.count).toBe(before.count);
      expect(now.count).toBeGreaterThan(100);
      expect(now.refs).toEqual(before.refs);
      expect(now.refs).toHaveLength(25);
      expect(now.read).toBeLessThan(now.count / 2);
    },
  );

  it.each(['not_started', 'completed'] as StepStatus[])(
    'given the step status %s, then the page and its count are the same as before',
    async (stepStatus) => {
      const filters: ListFilters = { stepStatus };
      const page = { limit: 25, offset: 0 };
      const now = await run(await jobListStatement(t.db, 0, jobId, filters, '-application_date', page));
      const before = await run(
        listQuery({ kind: 'job', jobId }, filters, '-application_date', 25, 0, {
          withCount: true,
          withJob: { viewerId: 0 },
        }).compile(t.db),
      );
      expect(now.refs).toEqual(before.refs);
      expect(now.count).toBe(before.count);
    },
  );
});
