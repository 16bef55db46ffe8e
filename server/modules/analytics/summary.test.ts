/**
 * The summary tables (decisions D143, D157) answer what the live tables answer: on
 * bench/generate-data.ts's 1,000 applications, with sources given to some, the applicant overview,
 * funnel, time to hire, source, attributes, hiring-process fidelity and EEOC reports of the largest company through the API
 * (summarised, after the refresh job) equal the live computation, unfiltered and under every
 * filter the dashboards offer, and still do after the refresh recounted only the applications that
 * changed (status, hire, progress, move, removal, deletion, scores, a plan's change). A new
 * application and new progress show up once the queued refresh job has run, not before. A
 * requisition's dashboards read the same summaries scoped to it (D173) and equal its live
 * figures in the same ways. The attributes report, counted in the database, equals bins and
 * medians computed here from every score.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { generate } from '../../../bench/generate-data.ts';
import { drainJobs, enqueue } from '../../jobs/queue.ts';
import { recurringHandlers } from '../../jobs/recurring.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';
import * as service from './analytics.service.ts';
import { DASHBOARD_SUMMARIES_JOB, dashboardSummariesJob, refreshDashboardSummaries } from './summary.jobs.ts';
import { API_PATIENCE } from '../../test/patience.ts';

let t: TestApp;
let token: string;
let accountId: number;
let jobIds: number[];
let sourceIds: number[];
let location: string;
let days: string[];

const REPORTS = [
  ['applicant-overview', service.applicantOverview],
  ['funnel', service.funnel],
  ['source-effectiveness', service.sourceEffectiveness],
  ['time-to-hire', service.timeToHire],
  ['attributes', service.attributes],
  ['hiring-process-fidelity', service.fidelity],
  ['eeoc', service.adverseImpact],
] as const;

// A requisition's dashboards: the company reports scoped to it (decision D173).
const JOB_REPORTS = [
  ['overview', service.applicantOverview],
  ['funnel', service.funnel],
  ['time-to-hire', service.timeToHire],
  ['source-effectiveness', service.sourceEffectiveness],
  ['hiring-process-fidelity', service.fidelity],
] as const;

const query = (filter: ReportFilter) =>
  new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== undefined) as [string, string][]).toString();
const api = async (report: string, filter: ReportFilter) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/report/v1/account/${accountId}/${report}/?${query(filter)}`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as unknown;
};
const live = async (report: (typeof REPORTS)[number][1], filter: ReportFilter, jobId?: number) =>
  report(t.db, service.scopeOf(accountId, filter, jobId), true);
const jobApi = async (jobId: number, report: string, filter: ReportFilter) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/report/v1/smartreq/${jobId}/${report}/?${query(filter)}`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as unknown;
};
const all: ReportFilter = { from_date: '2000-01-01', to_date: '2100-12-31' };

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  token = (await t.signIn('admin@assay.test')).token;
  await generate(t.db, 0.01);
  const top = await sql<{
    account_id: number;
  }>`select account_id from user_trackers group by 1 order by count(*) desc limit 1`.execute(t.db);
  accountId = top.rows[0]!.account_id;
  const jobs = await sql<{
    job_id: number;
    city: string | null;
    state: string | null;
  }>`select job_id, city, state from jobs where account_id = ${accountId} order by job_id`.execute(t.db);
  jobIds = jobs.rows.map((j) => j.job_id);
  location = [jobs.rows[0]!.city, jobs.rows[0]!.state].filter((v) => v).join(', ');
  const made = await sql<{
    source_id: number;
  }>`insert into sources (account_id, name) values (${accountId}, 'Board'), (${accountId}, 'Referral') returning source_id`.execute(
    t.db,
  );
  sourceIds = made.rows.map((r) => r.source_id);
  // A third of the applications from each source, a third without one.
  await sql`update user_trackers set source_id = case when user_step_tracker_id % 3 = 0 then ${sourceIds[0]}::int when user_step_tracker_id % 3 = 1 then ${sourceIds[1]}::int end
    where account_id = ${accountId}`.execute(t.db);
  // Generated hires have no hire date: give most of them one, so time to hire has days to count.
  await sql`update user_trackers set hired_at = created_at + (user_step_tracker_id % 37) * interval '1 day' + (user_step_tracker_id % 5) * interval '1 hour'
    where account_id = ${accountId} and status = 'hired' and user_step_tracker_id % 4 <> 0`.execute(t.db);
  const spread = await sql<{
    day: string;
  }>`select distinct to_char(created_at, 'YYYY-MM-DD') as day from user_trackers where account_id = ${accountId} order by 1`.execute(
    t.db,
  );
  days = spread.rows.map((r) => r.day);
  // Equal-opportunity answers for two thirds of the applications, in groups of every size.
  await sql`insert into account_preferences (account_id, keyname, value) values (${accountId}, 'EEOC_DASHBOARD', '1')
    on conflict (account_id, keyname) do update set value = '1'`.execute(t.db);
  await sql`with answered as (
      insert into eeoc_answers (account_id, job_id, answers)
      select account_id, job_id, jsonb_build_object('gender', (array['female', 'male', 'non_binary', 'decline'])[1 + user_step_tracker_id % 4],
        'race_ethnicity', (array['white', 'asian', 'two_or_more'])[1 + user_step_tracker_id % 3]) || jsonb_build_object('tracker', ref_id)
      from user_trackers where account_id = ${accountId} and user_step_tracker_id % 3 <> 2
      returning eeoc_answer_id, answers
    )
    insert into eeoc_answer_applications (eeoc_answer_id, ref_id) select eeoc_answer_id, (answers ->> 'tracker')::uuid from answered`.execute(
    t.db,
  );
  await refreshDashboardSummaries(t.db);
});
afterAll(async () => t?.close());

describe('the dashboard summary tables', () => {
  it('given the generated data, then the company has figures as of the refresh and its overview counts every application', async () => {
    const res = await t.request({ method: 'GET', url: `/api/report/v1/account/${accountId}/figures-as-of/`, token });
    expect(Date.parse(res.json().data.figures_as_of)).toBeGreaterThan(Date.now() - 120_000);
    const overview = (await api('applicant-overview', all)) as { applications: number };
    expect(overview.applications).toBeGreaterThan(100);
  });

  const filters = (): ReportFilter[] => {
    const middle = days[Math.floor(days.length / 2)]!;
    return [
      all,
      { from_date: days[0], to_date: middle },
      { from_date: middle, to_date: middle },
      { ...all, job_ids: String(jobIds[0]) },
      { ...all, job_ids: jobIds.slice(0, 2).join(',') },
      { ...all, source_ids: String(sourceIds[0]) },
      { ...all, source_ids: sourceIds.join(',') },
      { ...all, locations: location },
      {
        from_date: middle,
        to_date: days.at(-1),
        job_ids: String(jobIds[0]),
        source_ids: String(sourceIds[1]),
        locations: location,
      },
      { from_date: '1990-01-01', to_date: '1990-12-31' },
    ];
  };
  const expectEqualToLive = async () => {
    for (const filter of filters()) {
      for (const [slug, report] of REPORTS) {
        expect(await api(slug, filter), `${slug} ${JSON.stringify(filter)}`).toEqual(await live(report, filter));
      }
      for (const jobId of jobIds.slice(0, 2)) {
        for (const [slug, report] of JOB_REPORTS) {
          expect(await jobApi(jobId, slug, filter), `requisition ${jobId} ${slug} ${JSON.stringify(filter)}`).toEqual(
            await live(report, filter, jobId),
          );
        }
      }
    }
  };

  it(
    'given every filter the dashboards offer, then the summarised answers equal the live ones',
    async () => {
      await expectEqualToLive();
      const hire = (await api('time-to-hire', all)) as { time_to_hire: { count: number }; steps: { count: number }[] };
      expect(hire.time_to_hire.count).toBeGreaterThan(0);
      expect(hire.steps.length).toBeGreaterThan(0);
      const funnel = (await api('funnel', all)) as { steps: { started: number }[] };
      expect(funnel.steps.some((s) => s.started > 0)).toBe(true);
    },
    API_PATIENCE.heavy,
  );

  it('given a new application and new progress, then the figures change once the queued refresh job has run', async () => {
    const before = (await api('applicant-overview', all)) as { applications: number };
    const beforeFunnel = (await api('funnel', all)) as { steps: { completed: number }[] };
    const made = await sql<{
      ref_id: string;
      job_id: number;
    }>`insert into user_trackers (ref_id, user_id, job_id, account_id, created_at, source_id)
      select gen_random_uuid(), user_id, job_id, account_id, now(), ${sourceIds[0]}::int from user_trackers where job_id = ${jobIds[0]} order by user_step_tracker_id limit 1
      returning ref_id, job_id`.execute(t.db);
    const { ref_id: refId } = made.rows[0]!;
    await sql`insert into user_step_activities (ref_id, job_step_activity_id, is_completed, completed_at)
      select ${refId}::uuid, a.job_step_activity_id, true, now() from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id
      where s.job_id = ${jobIds[0]} and s.job_step_id = (select job_step_id from job_steps where job_id = ${jobIds[0]} order by sort_order, job_step_id limit 1)`.execute(
      t.db,
    );
    // Not yet: the dashboards read the summaries as of the last run.
    expect(((await api('applicant-overview', all)) as { applications: number }).applications).toBe(before.applications);

    await enqueue(t.db, DASHBOARD_SUMMARIES_JOB, {});
    expect(await drainJobs(t.db, recurringHandlers([dashboardSummariesJob]), 1)).toBe(1);
    expect(((await api('applicant-overview', all)) as { applications: number }).applications).toBe(
      before.applications + 1,
    );
    const afterFunnel = (await api('funnel', all)) as { steps: { completed: number }[] };
    expect(afterFunnel.steps[0]!.completed).toBe(beforeFunnel.steps[0]!.completed + 1);
    for (const [slug, report] of REPORTS) expect(await api(slug, all), slug).toEqual(await live(report, all));
  });

  it(
    'given applications changed in every way that counts, then the refresh recounts only those and the answers still equal the live ones',
    async () => {
      const picked = await sql<{ ref_id: string; job_id: number }>`select ref_id, job_id from user_trackers
      where account_id = ${accountId} and removed_at is null and exists (select 1 from user_step_activities u where u.ref_id = user_trackers.ref_id)
        and exists (select 1 from application_attribute_scores s where s.ref_id = user_trackers.ref_id)
      order by user_step_tracker_id limit 8`.execute(t.db);
      expect(picked.rows).toHaveLength(8);
      const refs = picked.rows.map((r) => r.ref_id);
      await sql`update user_trackers set status = 'hired', hired_at = created_at + interval '9 days' where ref_id = ${refs[0]}::uuid`.execute(
        t.db,
      );
      await sql`update user_trackers set status = 'rejected', fit_score = 99 where ref_id = ${refs[1]}::uuid`.execute(
        t.db,
      );
      await sql`update user_trackers set removed_at = now() where ref_id = ${refs[2]}::uuid`.execute(t.db);
      await sql`delete from user_trackers where ref_id = ${refs[3]}::uuid`.execute(t.db);
      await sql`update user_trackers set job_id = ${jobIds.find((j) => j !== picked.rows[4]!.job_id)!}, source_id = ${sourceIds[1]}::int, created_at = created_at - interval '3 days'
      where ref_id = ${refs[4]}::uuid`.execute(t.db);
      await sql`update user_step_activities set is_completed = not is_completed, completed_at = now() where ref_id = ${refs[5]}::uuid`.execute(
        t.db,
      );
      await sql`delete from user_step_activities where ref_id = ${refs[6]}::uuid`.execute(t.db);
      await sql`update application_attribute_scores set score = 100 - score where ref_id = ${refs[7]}::uuid`.execute(
        t.db,
      );
      // Every application changed, and no other, is recounted (a progress write marks its application too).
      expect(await refreshDashboardSummaries(t.db)).toBe(8);
      await expectEqualToLive();

      // A plan's change recounts its requisition's applications.
      const applications = await sql<{
        n: number;
      }>`select count(*)::int as n from user_trackers where job_id = ${jobIds[0]}`.execute(t.db);
      await sql`delete from job_step_activities where job_step_activity_id = (select a.job_step_activity_id from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id
      where s.job_id = ${jobIds[0]} order by s.sort_order desc, a.sort_order desc limit 1)`.execute(t.db);
      expect(await refreshDashboardSummaries(t.db)).toBeGreaterThanOrEqual(applications.rows[0]!.n);
      await expectEqualToLive();
    },
    API_PATIENCE.heavy,
  );

  it("given a requisition dashboard, then it says the company's figures-as-of time and counts a new application once the refresh has run", async () => {
    const asOf = (
      await t.request({ method: 'GET', url: `/api/report/v1/smartreq/${jobIds[1]}/figures-as-of/`, token })
    ).json().data as { figures_as_of: string };
    const company = (
      await t.request({ method: 'GET', url: `/api/report/v1/account/${accountId}/figures-as-of/`, token })
    ).json().data as { figures_as_of: string };
    expect(asOf.figures_as_of).toBe(company.figures_as_of);
    const before = (await jobApi(jobIds[1]!, 'overview', all)) as { applications: number };
    await sql`insert into user_trackers (ref_id, user_id, job_id, account_id, created_at)
      select gen_random_uuid(), user_id, job_id, account_id, now() from user_trackers where job_id = ${jobIds[1]} order by user_step_tracker_id limit 1`.execute(
      t.db,
    );
    expect(((await jobApi(jobIds[1]!, 'overview', all)) as { applications: number }).applications).toBe(
      before.applications,
    );
    await refreshDashboardSummaries(t.db);
    expect(((await jobApi(jobIds[1]!, 'overview', all)) as { applications: number }).applications).toBe(
      before.applications + 1,
    );
    for (const [slug, report] of JOB_REPORTS)
      expect(await jobApi(jobIds[1]!, slug, all), slug).toEqual(await live(report, all, jobIds[1]));
  });
});

describe('the attributes report', () => {
  const medianOf = (values: number[]) => {
    if (values.length === 0) return null;
    const v = [...values].sort((a, b) => a - b);
    const mid = Math.floor(v.length / 2);
    return Math.round((v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2) * 10) / 10;
  };
  const binsOf = (values: number[]) => {
    const out = Array<number>(10).fill(0);
    for (const v of values) out[Math.min(9, Math.floor(v / 10))]! += 1;
    return out;
  };

  it('given every score of the scope, then its bins and medians for applicants and hires are those of the scores', async () => {
    for (const filter of [all, { ...all, job_ids: String(jobIds[0]) }]) {
      const scores = await sql<{ attribute_type_id: number; score: string; hired: boolean }>`
        select s.attribute_type_id, s.score, t.status = 'hired' as hired from user_trackers t join jobs j on j.job_id = t.job_id
        join application_attribute_scores s on s.ref_id = t.ref_id
        join attribute_types at on at.attribute_type_id = s.attribute_type_id
        where t.account_id = ${accountId} and t.removed_at is null and j.deleted_at is null and j.job_type_id = ${JOB_TYPE.requisition}
          -- The scales kept out of hiring are not reported (D263).
          and ${shownForHiring('at')}
          ${filter.job_ids ? sql`and t.job_id = ${Number(filter.job_ids)}` : sql``}`.execute(t.db);
      const ids = [...new Set(scores.rows.map((r) => r.attribute_type_id))];
      expect(ids.length).toBeGreaterThan(0);
      const report = (await api('attributes', filter)) as {
        attributes: {
          attribute_type_id: number;
          applicants: number[];
          hires: number[];
          median_applicants: number | null;
          median_hires: number | null;
        }[];
      };
      expect(report.attributes.map((a) => a.attribute_type_id).sort()).toEqual(ids.sort());
      for (const a of report.attributes) {
        const own = scores.rows.filter((r) => r.attribute_type_id === a.attribute_type_id);
        const every = own.map((r) => Number(r.score));
        const hires = own.filter((r) => r.hired).map((r) => Number(r.score));
        expect(a, JSON.stringify(filter)).toMatchObject({
          applicants: binsOf(every),
          hires: binsOf(hires),
          median_applicants: medianOf(every),
          median_hires: medianOf(hires),
        });
      }
    }
  });
});
