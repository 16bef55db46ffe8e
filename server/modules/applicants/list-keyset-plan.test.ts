/**
 * A deep page reached by Next reads from its boundary in the ordering's index (D444): on
 * bench/generate-data.ts's data at scale 0.01, in its largest requisition, page 8 of each indexed
 * ordering reads at most a page per key of the ordering (one range of its index each) where the
 * offset read every entry it skipped, and holds the same rows as the numbered page. Previous reads
 * as little, the index walked backwards.
 * @postgres: the plan is the server's as well as PGlite's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantOrdering } from '../../../contracts/applicants.ts';
import { largestGeneratedRequisition, listReads } from '../../test/plan-reads.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { readBoundary, type Keyset } from './applicant-list.store.ts';
import { jobListStatement } from './job-list-page.store.ts';

let t: TestApp;
let jobId: number;
const SIZE = 25;
const PAGE = 8;

beforeAll(async () => {
  t = await startTestApp();
  jobId = await largestGeneratedRequisition(t.db);
});
afterAll(async () => t.close());

const scope = () => ({ kind: 'job' as const, jobId });
const pageAt = async (ordering: ApplicantOrdering, page: number, keyset?: Keyset) =>
  listReads(
    t.db,
    await jobListStatement(t.db, 0, jobId, {}, ordering, {
      limit: SIZE,
      offset: keyset ? 0 : (page - 1) * SIZE,
      keyset,
    }),
  );

const ORDERINGS: ApplicantOrdering[] = ['-application_date', 'application_date', '-fit_score', 'fit_score', '-step'];

describe('a deep page by Next and Previous (D444)', () => {
  it.each(ORDERINGS)(
    'given the ordering %s, then page 8 by Next reads a page per key at most, the numbered page all it skips',
    async (ordering) => {
      const before = await pageAt(ordering, PAGE - 1);
      const numbered = await pageAt(ordering, PAGE);
      const boundary = await readBoundary(t.db, scope(), ordering, before.refs.at(-1)!);
      const byNext = await pageAt(ordering, PAGE, { direction: 'after', boundary: boundary! });
      expect(numbered.refs).toHaveLength(SIZE);
      expect(byNext.refs).toEqual(numbered.refs);
      expect(byNext.count).toBe(numbered.count);
      expect(numbered.read).toBeGreaterThanOrEqual((PAGE - 1) * SIZE);
      expect(byNext.read).toBeLessThanOrEqual(3 * SIZE);

      const after = await pageAt(ordering, PAGE + 1);
      const last = await readBoundary(t.db, scope(), ordering, after.refs[0]!);
      const byPrevious = await pageAt(ordering, PAGE, { direction: 'before', boundary: last! });
      expect(byPrevious.refs).toEqual(numbered.refs);
      expect(byPrevious.read).toBeLessThanOrEqual(3 * SIZE);
    },
  );
});
