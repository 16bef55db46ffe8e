/**
 * The dashboards' numbers recomputed by hand from a small data set: one requisition of Demo
 * Company in January 2020 (before any demo data), two steps (Screen: one form; Assess: two
 * activities), 23 applicants: 10 women (source Job board, fit 70), 10 men (Referral, fit 45) and
 * 3 non-binary applicants (no source, fit 90).
 *   Step 1: everyone started; all 10 women completed it, 5 men, the 3 non-binary applicants (18).
 *   Step 2: started by 8 women, 5 men and 3 non-binary applicants (16); completed by 6 women, 5 men
 *   and 1 non-binary applicant (12).
 *   Hired: 3 women and 2 men who completed everything, and 1 non-binary applicant who had not (6);
 *   rejected: the 5 men who did not complete step 1; the other 12 are active.
 *   Days from application to hire: 10, 12, 14, 20, 30, 40. Step 1 took 2 days for everyone;
 *   step 2 took 3 days for the women, 7 for the men and 5 for the non-binary applicant.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdverseImpact,
  ApplicantOverview,
  Fidelity,
  FiguresAsOf,
  Funnel,
  SourceEffectiveness,
  TimeToHire,
} from '../../../contracts/analytics.ts';
import { insertApplication } from '../../test/application-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { fisherExact } from '../../scoring/fisher.ts';
import { refreshDashboardSummaries } from './summary.jobs.ts';
import { API_PATIENCE } from '../../test/patience.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let accountId: number;
let jobId: number;
const DAY = 86_400_000;
const start = Date.parse('2020-01-05T09:00:00Z');
const at = (days: number) => new Date(start + days * DAY).toISOString();

interface Person {
  gender: 'female' | 'male' | 'non_binary';
  race: string;
  step1: 'done' | 'started';
  step2: 'done' | 'started' | 'none';
  status: 'active' | 'hired' | 'rejected';
  hireDays?: number;
  step2Days: number;
  fit: number;
  source: 'board' | 'referral' | null;
}

function people(): Person[] {
  const out: Person[] = [];
  const hireDays = [10, 12, 14, 20, 30, 40];
  for (let i = 0; i < 10; i++) {
    const step1 = 'done';
    const step2 = i < 6 ? 'done' : i < 8 ? 'started' : 'none';
    out.push({
      gender: 'female',
      race: 'white',
      step1,
      step2,
      status: i < 3 ? 'hired' : 'active',
      hireDays: i < 3 ? hireDays[i] : undefined,
      step2Days: 3,
      fit: 70,
      source: 'board',
    });
  }
  for (let i = 0; i < 10; i++) {
    const done = i < 5;
    out.push({
      gender: 'male',
      race: 'black_african_american',
      step1: done ? 'done' : 'started',
      step2: done ? 'done' : 'none',
      status: i < 2 ? 'hired' : done ? 'active' : 'rejected',
      hireDays: i < 2 ? hireDays[3 + i] : undefined,
      step2Days: 7,
      fit: 45,
      source: 'referral',
    });
  }
  for (let i = 0; i < 3; i++) {
    out.push({
      gender: 'non_binary',
      race: 'asian',
      step1: 'done',
      step2: i === 0 ? 'done' : 'started',
      status: i === 1 ? 'hired' : 'active',
      hireDays: i === 1 ? 40 : undefined,
      step2Days: 5,
      fit: 90,
      source: null,
    });
  }
  return out;
}

const get = async <T>(url: string, token = tokens.owner) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const RANGE = () => `from_date=2020-01-01&to_date=2020-01-31&job_ids=${jobId}`;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['interviewer', 'interviewer@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
    ['admin', 'admin@assay.test'],
  ] as const) {
    tokens[name] = (await t.signIn(email)).token;
  }
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  const job = await t.db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: accountId,
      job_type_id: 2,
      title: 'Analytics Clerk',
      tracker_title: 'Job Application',
      city: 'Lyon',
      state: 'ARA',
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  jobId = job.job_id;
  const step = async (name: string, sort: number) =>
    (
      await t.db
        .insertInto('job_steps')
        .values({ job_id: jobId, name, sort_order: sort })
        .returning('job_step_id')
        .executeTakeFirstOrThrow()
    ).job_step_id;
  const activity = async (jobStepId: number, title: string, sort: number) =>
    (
      await t.db
        .insertInto('job_step_activities')
        .values({ job_step_id: jobStepId, activity_type: 'form', title, sort_order: sort })
        .returning('job_step_activity_id')
        .executeTakeFirstOrThrow()
    ).job_step_activity_id;
  const screen = await step('Screen', 1);
  const assess = await step('Assess', 2);
  const s1 = await activity(screen, 'S1', 1);
  const a1 = await activity(assess, 'A1', 1);
  const a2 = await activity(assess, 'A2', 2);
  const board = (
    await t.db
      .insertInto('sources')
      .values({ account_id: accountId, name: 'Job board' })
      .returning('source_id')
      .executeTakeFirstOrThrow()
  ).source_id;
  const referral = (
    await t.db
      .insertInto('sources')
      .values({ account_id: accountId, name: 'Referral' })
      .returning('source_id')
      .executeTakeFirstOrThrow()
  ).source_id;

  let n = 0;
  for (const p of people()) {
    n++;
    const created = at(n % 20);
    const createdMs = Date.parse(created);
    const refId = await insertApplication(t.db, {
      email: `analytics-${n}@assay.test`,
      firstName: `Person${n}`,
      lastName: p.gender,
      jobId,
      accountId,
      createdAt: created,
      status: p.status,
      hiredAt: p.hireDays === undefined ? null : new Date(createdMs + p.hireDays * DAY).toISOString(),
      fitScore: p.fit,
      sourceId: p.source === 'board' ? board : p.source === 'referral' ? referral : null,
    });
    const row = (id: number, completedAfterDays: number | null) => ({
      ref_id: refId,
      job_step_activity_id: id,
      is_completed: completedAfterDays !== null,
      completed_at: completedAfterDays === null ? null : new Date(createdMs + completedAfterDays * DAY).toISOString(),
    });
    const rows = [row(s1, p.step1 === 'done' ? 2 : null)];
    if (p.step2 !== 'none') rows.push(row(a1, 3));
    if (p.step2 === 'done') rows.push(row(a2, 2 + p.step2Days));
    await t.db.insertInto('user_step_activities').values(rows).execute();
    const answer = await t.db
      .insertInto('eeoc_answers')
      .values({
        account_id: accountId,
        job_id: jobId,
        answers: JSON.stringify({ gender: p.gender, race_ethnicity: p.race }),
      })
      .returning('eeoc_answer_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('eeoc_answer_applications')
      .values({ eeoc_answer_id: answer.eeoc_answer_id, ref_id: refId })
      .execute();
  }
});
afterAll(async () => t.close());

// Every figure below is checked twice: read live, and read from the summary tables once the refresh job has run (decisions D143, D157, D163).
describe.each([
  { figures: 'live', summarised: false },
  { figures: 'summarised', summarised: true },
])('with $figures figures', ({ summarised }) => {
  beforeAll(async () => {
    if (summarised) await refreshDashboardSummaries(t.db);
    else await sql`delete from dashboard_summary_state where account_id = ${accountId}`.execute(t.db);
    const asOf = await get<FiguresAsOf>(`/api/report/v1/account/${accountId}/figures-as-of/`);
    expect(asOf.figures_as_of !== null).toBe(summarised);
  }, API_PATIENCE.heavy);

  describe('account reports', () => {
    it('applicant overview: counts by status and by requisition', async () => {
      const o = await get<ApplicantOverview>(`/api/report/v1/account/${accountId}/applicant-overview/?${RANGE()}`);
      expect(o).toMatchObject({
        applications: 23,
        hired: 6,
        rejected: 5,
        active: 12,
        range: { from_date: '2020-01-01', to_date: '2020-01-31' },
      });
      expect(o.by_requisition).toEqual([{ job_id: jobId, title: 'Analytics Clerk', applications: 23, hired: 6 }]);
      expect(o.by_day.reduce((s, d) => s + d.applications, 0)).toBe(23);
      // The location and source filters narrow the same data.
      const lyon = await get<ApplicantOverview>(
        `/api/report/v1/account/${accountId}/applicant-overview/?from_date=2020-01-01&to_date=2020-01-31&locations=Lyon%2C%20ARA`,
      );
      expect(lyon.applications).toBe(23);
      const nowhere = await get<ApplicantOverview>(
        `/api/report/v1/account/${accountId}/applicant-overview/?${RANGE()}&locations=Paris`,
      );
      expect(nowhere.applications).toBe(0);
    });

    it('funnel: started and completed per step, conversion from the previous step', async () => {
      const f = await get<Funnel>(`/api/report/v1/account/${accountId}/funnel/?${RANGE()}`);
      expect(f.applications).toBe(23);
      expect(f.steps.map(({ activities: _a, ...s }) => s)).toEqual([
        { position: 1, name: 'Screen', started: 23, completed: 18, conversion: 0.7826 },
        { position: 2, name: 'Assess', started: 16, completed: 12, conversion: 0.6667 },
      ]);
      expect(f.steps[1]!.activities).toEqual([
        { title: 'A1', activity_type: 'form', started: 16, completed: 16 },
        { title: 'A2', activity_type: 'form', started: 12, completed: 12 },
      ]);
    });

    it('time to hire and time in step: median and 90th percentile', async () => {
      const r = await get<TimeToHire>(`/api/report/v1/account/${accountId}/time-to-hire/?${RANGE()}`);
      // 10, 12, 14, 20, 30, 40: median (14 + 20) / 2; p90 at rank 4.5 between 30 and 40.
      expect(r.time_to_hire).toEqual({ count: 6, median_days: 17, p90_days: 35 });
      // Step 2: six 3s, one 5, five 7s: median (3 + 5) / 2; p90 at rank 9.9, both 7.
      expect(r.steps).toEqual([
        { position: 1, name: 'Screen', count: 18, median_days: 2, p90_days: 2 },
        { position: 2, name: 'Assess', count: 12, median_days: 4, p90_days: 7 },
      ]);
    });

    it('source effectiveness: applications, completed plans and hires by source', async () => {
      const r = await get<SourceEffectiveness>(`/api/report/v1/account/${accountId}/source-effectiveness/?${RANGE()}`);
      expect(r.sources).toEqual([
        {
          source_id: expect.any(Number),
          name: 'Job board',
          applications: 10,
          completed_plan: 6,
          hired: 3,
          hire_rate: 0.3,
        },
        {
          source_id: expect.any(Number),
          name: 'Referral',
          applications: 10,
          completed_plan: 5,
          hired: 2,
          hire_rate: 0.2,
        },
        { source_id: null, name: null, applications: 3, completed_plan: 1, hired: 1, hire_rate: 0.3333 },
      ]);
      const referral = r.sources[1]!.source_id!;
      const only = await get<SourceEffectiveness>(
        `/api/report/v1/account/${accountId}/source-effectiveness/?${RANGE()}&source_ids=${referral}`,
      );
      expect(only.sources.map((s) => s.applications)).toEqual([10]);
    });

    it('hiring-process fidelity: the hire made without the whole plan, with what was missing', async () => {
      const r = await get<Fidelity>(`/api/report/v1/account/${accountId}/hiring-process-fidelity/?${RANGE()}`);
      expect(r.hired).toBe(6);
      expect(r.hired_without_plan).toBe(1);
      expect(r.applicants).toEqual([
        expect.objectContaining({
          job_id: jobId,
          job_title: 'Analytics Clerk',
          name: 'Person22 non_binary',
          missing: ['A2'],
        }),
      ]);
    });

    it('bad filters are refused naming the field', async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/report/v1/account/${accountId}/funnel/?from_date=2020-02-01&to_date=2020-01-01`,
        token: tokens.owner,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].prop).toBe('from_date');
      const bad = await t.request({
        method: 'GET',
        url: `/api/report/v1/account/${accountId}/funnel/?job_ids=abc`,
        token: tokens.owner,
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().errors)).toContain('job_ids');
    });
  });

  describe('adverse impact', () => {
    const report = () => get<AdverseImpact>(`/api/report/v1/account/${accountId}/eeoc/?${RANGE()}`);

    it('step 1 by gender: rates, the four-fifths ratio against the highest group, Fisher exact beside it, the small group hidden', async () => {
      const gender = (await report()).questions.find((q) => q.question === 'gender')!;
      const step1 = gender.tables.find((x) => x.kind === 'step' && x.label === 'Screen')!;
      expect(step1.reference_group).toBe('female');
      expect(step1.groups).toEqual([
        {
          group: 'female',
          considered: 10,
          selected: 10,
          rate: 1,
          impact_ratio: 1,
          p_value: null,
          adverse: false,
          suppressed: false,
        },
        // 0.5 / 1 = 0.5, under four fifths; R: fisher.test(matrix(c(10, 5, 0, 5), 2))$p.value = 0.0325.
        {
          group: 'male',
          considered: 10,
          selected: 5,
          rate: 0.5,
          impact_ratio: 0.5,
          p_value: 0.0325,
          adverse: true,
          suppressed: false,
        },
        {
          group: 'non_binary',
          considered: null,
          selected: null,
          rate: null,
          impact_ratio: null,
          p_value: null,
          adverse: false,
          suppressed: true,
        },
      ]);
      // 23 answered and 18 passed; the totals count only the groups shown (20 and 15), or 23 - 10 - 10
      // would give away the 3 non-binary applicants.
      expect(step1).toMatchObject({ total_considered: 20, total_selected: 15 });
    });

    it('a group with a small not-selected cell is hidden too, and one group left has nothing to compare with', async () => {
      const gender = (await report()).questions.find((q) => q.question === 'gender')!;
      const step2 = gender.tables.find((x) => x.kind === 'step' && x.label === 'Assess')!;
      // Women: 8 considered, 6 selected, 2 not: hidden. Men: 5 of 5. Non-binary: 3 considered.
      expect(step2.groups.map((g) => [g.group, g.suppressed, g.considered, g.selected])).toEqual([
        ['female', true, null, null],
        ['male', false, 5, 5],
        ['non_binary', true, null, null],
      ]);
      expect(step2).toMatchObject({ reference_group: null, total_considered: 5, total_selected: 5 });
      expect(step2.groups[1]).toMatchObject({ impact_ratio: null, adverse: false });
    });

    it('cut scores: every woman (fit 70) passes 50, no man (fit 45) does', async () => {
      const gender = (await report()).questions.find((q) => q.question === 'gender')!;
      const cut50 = gender.tables.find((x) => x.kind === 'cut_score' && x.label === '50')!;
      expect(cut50.reference_group).toBe('female');
      expect(cut50.groups.find((g) => g.group === 'male')).toMatchObject({
        considered: 10,
        selected: 0,
        rate: 0,
        impact_ratio: 0,
        adverse: true,
        p_value: 0,
      });
      const cut80 = gender.tables.find((x) => x.kind === 'cut_score' && x.label === '80')!;
      // No one shown passes 80 (only the hidden non-binary group does): no reference rate above 0.
      expect(cut80.groups.filter((g) => !g.suppressed).map((g) => g.rate)).toEqual([0, 0]);
      expect(cut80.groups.every((g) => !g.adverse)).toBe(true);
    });

    it('answers nothing when the company has not turned the EEOC dashboard on', async () => {
      await t.db
        .updateTable('account_preferences')
        .set({ value: '0' })
        .where('account_id', '=', accountId)
        .where('keyname', '=', 'EEOC_DASHBOARD')
        .execute();
      const res = await t.request({
        method: 'GET',
        url: `/api/report/v1/account/${accountId}/eeoc/?${RANGE()}`,
        token: tokens.owner,
      });
      await t.db
        .updateTable('account_preferences')
        .set({ value: '1' })
        .where('account_id', '=', accountId)
        .where('keyname', '=', 'EEOC_DASHBOARD')
        .execute();
      expect(res.statusCode).toBe(404);
    });

    it("Fisher's exact test agrees with a direct sum over the hypergeometric tables", () => {
      const choose = (n: number, k: number): number =>
        k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k;
      const direct = (a: number, b: number, c: number, d: number) => {
        const p = (x: number) => (choose(a + b, x) * choose(c + d, a + c - x)) / choose(a + b + c + d, a + c);
        let sum = 0;
        for (let x = 0; x <= a + b; x++) if (p(x) <= p(a) * (1 + 1e-7)) sum += p(x);
        return sum;
      };
      for (const [a, b, c, d] of [
        [5, 5, 8, 2],
        [0, 10, 10, 0],
        [3, 1, 1, 3],
        [12, 30, 25, 17],
      ] as const) {
        expect(fisherExact(a, b, c, d)).toBeCloseTo(direct(a, b, c, d), 10);
      }
      // R: fisher.test(matrix(c(3, 1, 1, 3), 2))$p.value
      expect(fisherExact(3, 1, 1, 3)).toBeCloseTo(0.4857, 4);
    });
  });
});

describe('who may read', () => {
  it('account reports: dashboard access only, and never another company', async () => {
    const url = `/api/report/v1/account/${accountId}/funnel/?${RANGE()}`;
    expect((await t.request({ method: 'GET', url, token: tokens.recruiter })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url, token: tokens.otherOwner })).statusCode).toBe(404);
    expect((await get<Funnel>(url, tokens.admin)).applications).toBe(23);
  });

  it('requisition reports follow the requisition-access rule and count only that requisition', async () => {
    const o = await get<ApplicantOverview>(
      `/api/report/v1/smartreq/${jobId}/overview/?from_date=2020-01-01&to_date=2020-01-31`,
      tokens.recruiter,
    );
    expect(o.applications).toBe(23);
    expect(
      (await t.request({ method: 'GET', url: `/api/report/v1/smartreq/${jobId}/funnel/`, token: tokens.interviewer }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/report/v1/smartreq/${jobId}/funnel/`, token: tokens.otherOwner }))
        .statusCode,
    ).toBe(404);
  });

  it("another company's owner sees none of these applications in their own dashboards", async () => {
    const other = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('name', '=', 'Other Company')
        .executeTakeFirstOrThrow()
    ).account_id;
    const o = await get<ApplicantOverview>(
      `/api/report/v1/account/${other}/applicant-overview/?from_date=2020-01-01&to_date=2020-01-31&job_ids=${jobId}`,
      tokens.otherOwner,
    );
    expect(o.applications).toBe(0);
  });
});

// A requisition's dashboards are the company reports scoped to it (decision D173): the same hand-computed figures, live and after the refresh.
describe.each([
  { figures: 'live', summarised: false },
  { figures: 'summarised', summarised: true },
])("the requisition's dashboards with $figures figures", ({ summarised }) => {
  const job = <T>(report: string) =>
    get<T>(`/api/report/v1/smartreq/${jobId}/${report}/?from_date=2020-01-01&to_date=2020-01-31`, tokens.recruiter);

  beforeAll(async () => {
    if (summarised) await refreshDashboardSummaries(t.db);
    else await sql`delete from dashboard_summary_state where account_id = ${accountId}`.execute(t.db);
    expect((await job<FiguresAsOf>('figures-as-of')).figures_as_of !== null).toBe(summarised);
  }, API_PATIENCE.heavy);

  it('overview, funnel, time to hire, sources and fidelity count the 23 applicants by hand', async () => {
    const overview = await job<ApplicantOverview>('overview');
    expect([overview.applications, overview.active, overview.hired, overview.rejected]).toEqual([23, 12, 6, 5]);
    const funnel = await job<Funnel>('funnel');
    expect(
      funnel.steps.map((s) => [
        s.name,
        s.started,
        s.completed,
        s.conversion,
        ...s.activities.map((a) => `${a.title} ${a.started}/${a.completed}`),
      ]),
    ).toEqual([
      ['Screen', 23, 18, 0.7826, 'S1 23/18'],
      ['Assess', 16, 12, 0.6667, 'A1 16/16', 'A2 12/12'],
    ]);
    const hire = await job<TimeToHire>('time-to-hire');
    expect([hire.time_to_hire, ...hire.steps.map((s) => [s.count, s.median_days, s.p90_days])]).toEqual([
      { count: 6, median_days: 17, p90_days: 35 },
      [18, 2, 2],
      [12, 4, 7],
    ]);
    const sources = await job<SourceEffectiveness>('source-effectiveness');
    expect(sources.sources.map((s) => [s.name, s.applications, s.completed_plan, s.hired])).toEqual([
      ['Job board', 10, 6, 3],
      ['Referral', 10, 5, 2],
      [null, 3, 1, 1],
    ]);
    const fidelity = await job<Fidelity>('hiring-process-fidelity');
    expect([
      fidelity.hired,
      fidelity.hired_without_plan,
      fidelity.applicants.map((a) => `${a.name}: ${a.missing.join(', ')}`),
    ]).toEqual([6, 1, ['Person22 non_binary: A2']]);
  });
});
