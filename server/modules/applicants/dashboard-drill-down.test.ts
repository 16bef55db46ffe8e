/**
 * A dashboard's drill-down (D314): the Candidate Overview's tiles and bars open the account's
 * applicant list with the dashboard's filter (day range, sources, locations, requisitions only) and
 * the tile's own facet (a status, a requisition, a day); the list then holds exactly the
 * applications the tile counts. Checked on the demo company's seeded applications, for every
 * status, every requisition bar, every day of the range and one source, and Source
 * Effectiveness's rows of a source. A requisition's own dashboard (D515) drills into the list with
 * its job and no job type: each status, each day and each source row hold what it counts, for the
 * owner and for a recruiter on its team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
let accountId: number;
const RANGE = { from_date: '2020-01-01', to_date: new Date().toISOString().slice(0, 10) };

interface Overview {
  applications: number;
  active: number;
  hired: number;
  rejected: number;
  by_day: { date: string; applications: number }[];
  by_requisition: { job_id: number; applications: number; hired: number }[];
}

const get = async (url: string, as = token) => {
  const response = await t.request({ method: 'GET', url: `/api${url}`, token: as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const overview = (filter: Record<string, string>): Promise<Overview> =>
  get(`/report/v1/account/${accountId}/applicant-overview/?${new URLSearchParams(filter)}`);
/** How many applications the list holds with the drill-down's query (requisitions only, the dashboard's range). */
const listed = async (filter: Record<string, string>, facet: Record<string, string> = {}): Promise<number> => {
  const query = new URLSearchParams({
    job_types: '2',
    applied_from: filter.from_date!,
    applied_to: filter.to_date!,
    ...(filter.source_ids ? { source_ids: filter.source_ids } : {}),
    ...facet,
    page_size: '1',
  });
  return (await get(`/smartreq/v1/applicants/account/${accountId}/?${query}`)).count;
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  const owner = await t.signIn('owner@demo-company.test');
  token = owner.token;
  // Maria's application (3) is the demo company's, as the owner's.
  accountId = (
    await t.db
      .selectFrom('user_trackers')
      .select('account_id')
      .where('user_step_tracker_id', '=', 3)
      .executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => {
  await t?.close();
});

describe('a dashboard’s drill-down', () => {
  it('given the Candidate Overview, then the list filtered by each tile holds exactly the applications it counts', async () => {
    const o = await overview(RANGE);
    expect(o.applications).toBeGreaterThan(0);
    expect(await listed(RANGE)).toBe(o.applications);
    for (const status of ['active', 'hired', 'rejected'] as const)
      expect(await listed(RANGE, { status }), status).toBe(o[status]);
    expect(o.by_requisition.length).toBeGreaterThan(0);
    for (const bar of o.by_requisition) {
      expect(await listed(RANGE, { job_ids: String(bar.job_id) })).toBe(bar.applications);
      expect(await listed(RANGE, { job_ids: String(bar.job_id), status: 'hired' })).toBe(bar.hired);
    }
    expect(o.by_day.length).toBeGreaterThan(1);
    for (const day of o.by_day) {
      const oneDay = { from_date: day.date, to_date: day.date };
      expect(await listed(oneDay), day.date).toBe(day.applications);
    }
  });

  it('given a source filter on the dashboard, then the list with the same filter holds what it counts', async () => {
    // The seed gives no application a source: a few of the company's get one here.
    const source = await t.db
      .insertInto('sources')
      .values({ account_id: accountId, name: 'Drill-down board' })
      .returning('source_id')
      .executeTakeFirstOrThrow();
    const some = await t.db
      .selectFrom('user_trackers')
      .select('ref_id')
      .where('account_id', '=', accountId)
      .orderBy('ref_id')
      .limit(7)
      .execute();
    await t.db
      .updateTable('user_trackers')
      .set({ source_id: source.source_id })
      .where(
        'ref_id',
        'in',
        some.map((r) => r.ref_id),
      )
      .execute();
    const filter = { ...RANGE, source_ids: String(source.source_id) };
    const o = await overview(filter);
    expect(o.applications).toBeGreaterThan(0);
    expect(o.applications).toBeLessThan((await overview(RANGE)).applications);
    expect(await listed(filter)).toBe(o.applications);
    expect(await listed(filter, { status: 'active' })).toBe(o.active);
    // Source Effectiveness: a source's row opens the list of its applications (and its hires).
    const sources: { source_id: number | null; applications: number; hired: number }[] = (
      await get(`/report/v1/account/${accountId}/source-effectiveness/?${new URLSearchParams(RANGE)}`)
    ).sources;
    const row = sources.find((s) => s.source_id === source.source_id);
    expect(row?.applications).toBe(o.applications);
    for (const s of sources.filter((x) => x.source_id !== null)) {
      const bySource = { ...RANGE, source_ids: String(s.source_id) };
      expect(await listed(bySource)).toBe(s.applications);
      expect(await listed(bySource, { status: 'hired' })).toBe(s.hired);
    }
  });
});

describe('a requisition’s own dashboard’s drill-down', () => {
  /** The list as a requisition's dashboard opens it: its job, its range, no job type. */
  const inRequisition = async (
    jobId: number,
    filter: Record<string, string>,
    facet: Record<string, string>,
    as: string,
  ): Promise<number> => {
    const query = new URLSearchParams({
      applied_from: filter.from_date!,
      applied_to: filter.to_date!,
      job_ids: String(jobId),
      ...facet,
      page_size: '1',
    });
    return (await get(`/smartreq/v1/applicants/account/${accountId}/?${query}`, as)).count;
  };

  it('given each requisition’s Candidate Overview and Source Effectiveness, then the list of its job holds what each tile, day and source counts, for the owner and a recruiter on its team', async () => {
    const recruiter = await t.signIn('recruiter@demo-company.test');
    const teams = await t.db
      .selectFrom('job_team_members')
      .select('job_id')
      .where('user_id', '=', recruiter.userId)
      .execute();
    const { by_requisition } = await overview(RANGE);
    const jobs = by_requisition.filter((r) => r.applications > 0).map((r) => r.job_id);
    expect(jobs.length).toBeGreaterThan(1);
    const onTeam = jobs.filter((job) => teams.some((m) => m.job_id === job));
    expect(onTeam.length).toBeGreaterThan(0);
    const viewers = [
      ...jobs.map((job) => ({ job, as: token })),
      ...onTeam.map((job) => ({ job, as: recruiter.token })),
    ];
    // The source the test above gave seven applications: some requisition has its row.
    let sourceRows = 0;
    for (const { job, as } of viewers) {
      const o: Overview = await get(`/report/v1/smartreq/${job}/overview/?${new URLSearchParams(RANGE)}`, as);
      expect(o.applications).toBeGreaterThan(0);
      expect(await inRequisition(job, RANGE, {}, as)).toBe(o.applications);
      for (const status of ['active', 'hired', 'rejected'] as const)
        expect(await inRequisition(job, RANGE, { status }, as), `${job} ${status}`).toBe(o[status]);
      for (const day of o.by_day) {
        const oneDay = { from_date: day.date, to_date: day.date };
        expect(await inRequisition(job, oneDay, {}, as), `${job} ${day.date}`).toBe(day.applications);
      }
      const { sources } = (await get(
        `/report/v1/smartreq/${job}/source-effectiveness/?${new URLSearchParams(RANGE)}`,
        as,
      )) as { sources: { source_id: number | null; applications: number; hired: number }[] };
      for (const s of sources.filter((x) => x.source_id !== null)) {
        const bySource = { source_ids: String(s.source_id) };
        expect(await inRequisition(job, RANGE, bySource, as)).toBe(s.applications);
        expect(await inRequisition(job, RANGE, { ...bySource, status: 'hired' }, as)).toBe(s.hired);
        sourceRows += 1;
      }
    }
    expect(sourceRows).toBeGreaterThan(0);
  });
});
