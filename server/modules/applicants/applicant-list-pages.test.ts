/**
 * A requisition's list past its first page (D389): the rows skipped are picked as ref_ids alone
 * (an index-only scan of the ordering's index) and only the page's rows are read from the table,
 * and the pages still follow one another without a gap or a repeat in every ordering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantPage } from '../../../contracts/applicants.ts';
import { APPLICANT_ORDERINGS } from '../../../contracts/applicant-constants.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { listQuery } from './applicant-list.store.ts';

let t: TestApp;
let recruiter: Awaited<ReturnType<TestApp['signIn']>>;
let jobId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '10000' });
  recruiter = await t.signIn('recruiter@demo-company.test');
  jobId = (
    await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow()
  ).job_id;
});
afterAll(async () => t.close());

async function page(query: string): Promise<ApplicantPage> {
  const res = await t.request({
    method: 'GET',
    url: `/api/smartreq/v1/applicants/${jobId}/${query}`,
    token: recruiter.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ApplicantPage;
}

describe("a requisition's list past its first page", () => {
  it('given any ordering but by name, when a page past the first is read, then the skipped rows are picked by ref_id alone and the page joined back', () => {
    const scope = { kind: 'job' as const, jobId: 1 };
    const text = (ordering: (typeof APPLICANT_ORDERINGS)[number], offset: number) =>
      listQuery(scope, {}, ordering, 25, offset, { withCount: true }).compile(t.db).sql;
    for (const ordering of APPLICANT_ORDERINGS) {
      expect(text(ordering, 0), ordering).not.toContain('select t.ref_id from user_trackers');
      if (ordering === 'name' || ordering === '-name') {
        expect(text(ordering, 975), ordering).not.toContain('select t.ref_id from user_trackers');
      } else {
        expect(text(ordering, 975), ordering).toMatch(
          /select t\.ref_id from user_trackers t\s.*\) k join user_trackers t on t\.ref_id = k\.ref_id/s,
        );
      }
    }
  });

  it('given every ordering, and a status filter, when the first 100 are read in pages of 25, then the pages together are those 100 in order', async () => {
    const cases = [
      ...APPLICANT_ORDERINGS.map((ordering) => `?ordering=${ordering}`),
      '?ordering=-application_date&status=active',
      '?ordering=-fit_score&status=active',
    ];
    for (const query of cases) {
      const whole = await page(`${query}&page_size=100`);
      expect(whole.count, query).toBeGreaterThan(75);
      const paged: string[] = [];
      for (let n = 1; n <= 4; n++) {
        const p = await page(`${query}&page_size=25&page=${n}`);
        expect(p.count, query).toBe(whole.count);
        paged.push(...p.data.map((r) => r.ref_id));
      }
      expect(paged, query).toEqual(whole.data.map((r) => r.ref_id));
    }
  });
});
