/**
 * Next and Previous start next to the row the viewer saw (D444): walking a requisition's list with
 * `after` (and back with `before`) gives the pages `page` gives, in every ordering; an application
 * that arrives meanwhile neither repeats a row nor hides one; a row that is not on the list's scope
 * (another requisition's, or none) pages by `page`, and tells nothing about itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ApplicantOrdering, ApplicantPage } from '../../../contracts/applicants.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let recruiter: Awaited<ReturnType<TestApp['signIn']>>;
let jobId: number;
let foreignRef: string;
const SIZE = 10;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '5000' });
  recruiter = await t.signIn('recruiter@demo-company.test');
  const job = await t.db
    .selectFrom('jobs')
    .select('job_id')
    .where('uuid', '=', DEMO_JOBS.openRequisition)
    .executeTakeFirstOrThrow();
  jobId = job.job_id;
  const foreign = await t.db
    .selectFrom('user_trackers')
    .select('ref_id')
    .where('job_id', '<>', job.job_id)
    .executeTakeFirstOrThrow();
  foreignRef = foreign.ref_id;
  // Ties and nulls in every ordering's first key, so the tie-breaker and the nulls are walked too.
  await sql`update user_trackers set created_at = '2026-03-01T10:00:00.123456Z', fit_score = null
             where ref_id in (select ref_id from user_trackers where job_id = ${jobId} order by ref_id limit 14)`.execute(
    t.db,
  );
});
afterAll(async () => t.close());

async function list(query: string): Promise<ApplicantPage> {
  const res = await t.request({
    method: 'GET',
    url: `/api/smartreq/v1/applicants/${jobId}/?page_size=${SIZE}&${query}`,
    token: recruiter.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ApplicantPage }).data;
}

const refs = (page: ApplicantPage) => page.data.map((r) => r.ref_id);

const ORDERINGS: ApplicantOrdering[] = [
  '-application_date',
  'application_date',
  '-fit_score',
  'fit_score',
  'status',
  '-status',
  '-step',
  'name',
];

describe('a requisition list walked by Next and Previous (D444)', () => {
  it.each(ORDERINGS)(
    'given the ordering %s, then Next and Previous give the pages that page numbers give',
    async (o) => {
      const first = await list(`ordering=${o}`);
      const pages = Math.ceil(first.count / SIZE);
      expect(pages).toBeGreaterThan(3);
      const byNumber = [refs(first)];
      for (let page = 2; page <= pages; page += 1) byNumber.push(refs(await list(`ordering=${o}&page=${page}`)));
      expect(new Set(byNumber.flat()).size).toBe(first.count);

      let shown = first;
      for (let page = 2; page <= pages; page += 1) {
        shown = await list(`ordering=${o}&page=${page}&after=${shown.data.at(-1)!.ref_id}`);
        expect(shown.page).toBe(page);
        expect(shown.count).toBe(first.count);
        expect(refs(shown), `page ${page} by Next`).toEqual(byNumber[page - 1]);
      }
      for (let page = pages - 1; page >= 2; page -= 1) {
        shown = await list(`ordering=${o}&page=${page}&before=${shown.data[0]!.ref_id}`);
        expect(refs(shown), `page ${page} by Previous`).toEqual(byNumber[page - 1]);
      }
    },
  );

  it('given an application arrives while page 1 is shown, then Next neither repeats a row nor hides one', async () => {
    const first = await list('');
    const next = refs(await list('page=2'));
    // The oldest application comes back to the top, as a new one would.
    const moved = (await list(`page=${Math.ceil(first.count / SIZE)}`)).data.at(-1)!.ref_id;
    await sql`update user_trackers set created_at = now() where ref_id = ${moved}`.execute(t.db);
    const byNumber = refs(await list('page=2'));
    expect(byNumber[0]).toBe(first.data.at(-1)!.ref_id); // the offset repeats page 1's last row
    const byNext = refs(await list(`page=2&after=${first.data.at(-1)!.ref_id}`));
    expect(byNext).toEqual(next);
  });

  it('given a row off the list (another requisition’s, or none), then the page is the numbered one and says nothing of it', async () => {
    const byNumber = refs(await list('page=3'));
    expect(refs(await list(`page=3&after=${foreignRef}`))).toEqual(byNumber);
    expect(refs(await list(`page=3&before=${foreignRef}`))).toEqual(byNumber);
    expect(refs(await list('page=3&after=9a9a9a9a-0000-4000-8000-000000000000'))).toEqual(byNumber);
  });

  it('given page 1, then a cursor is not used; given both after and before, then 400', async () => {
    const first = await list('');
    expect(refs(await list(`after=${first.data.at(-1)!.ref_id}`))).toEqual(refs(first));
    const both = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/applicants/${jobId}/?page=2&after=${first.data[0]!.ref_id}&before=${first.data[1]!.ref_id}`,
      token: recruiter.token,
    });
    expect(both.statusCode).toBe(400);
    const malformed = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/applicants/${jobId}/?page=2&after=not-a-uuid`,
      token: recruiter.token,
    });
    expect(malformed.statusCode).toBe(400);
  });
});
