/**
 * The requisition dashboards' funnel, hiring-process fidelity and source effectiveness, and the
 * provider's Company Overview, recomputed by hand from a small data set in March 2019 (before any
 * demo data).
 *
 * Demo Company, requisition "Fidelity Clerk": step Apply (F1), step Interview (I1, I2).
 *   P1 Job board  F1 I1 I2 done     hired 03-20
 *   P2 Job board  F1 I1 I2 done     hired 03-21
 *   P3 Job board  F1 done, I1 begun hired 03-22   (I1 and I2 not completed)
 *   P4 Job board  F1 done           rejected
 *   P5 Referral   F1 I1 I2 done     active
 *   P6 Referral   F1 begun          rejected
 *   P7 no source  F1 I1 I2 done     hired 03-23
 *   P8 Referral   F1 I1 done        hired 03-25   (I2 not completed)
 *   not counted: P9 (Job board, hired, whole plan) removed from the requisition; P10 (the same)
 *   applied on April 2nd.
 * Demo Company, requisition "Neighbour Clerk": step Only (O1); three Job board applicants in March,
 * one hired with nothing done: they count in neither of the Fidelity Clerk's reports.
 *
 * A company of its own, "Overview Test Company": requisition Open with, in March, one hire, one
 * rejection and one applicant on the 31st, plus one removed and one from February; a deleted
 * requisition with one hire in March; a pathway with one tracker in March. "Quiet Test Company"
 * has nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicantOverview,
  CompanyOverview,
  Fidelity,
  Funnel,
  SourceEffectiveness,
} from '../../../contracts/analytics.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { insertApplication } from '../../test/application-kit.ts';
import { accountIdByName } from '../../test/plan-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let demoId: number;
let clerk: number;
let neighbour: number;
let overviewCompany: number;
let quietCompany: number;
let demoRequisitionsBefore: number;
const source: Record<'board' | 'referral', number> = { board: 0, referral: 0 };
const MARCH = 'from_date=2019-03-01&to_date=2019-03-31';

const get = async <T>(url: string, token = tokens.owner) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

async function job(
  accountId: number,
  title: string,
  type: number = JOB_TYPE.requisition,
  deleted = false,
): Promise<number> {
  const row = await t.db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: accountId,
      job_type_id: type,
      title,
      tracker_title: 'Job Application',
      city: 'Lyon',
      state: 'ARA',
      deleted_at: deleted ? '2019-03-30T00:00:00Z' : null,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  return row.job_id;
}

/** The plan's steps in order, each with its activities' titles in order: the activities' ids by title. */
async function plan(jobId: number, steps: [name: string, activities: string[]][]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [i, [name, titles]] of steps.entries()) {
    const step = await t.db
      .insertInto('job_steps')
      .values({ job_id: jobId, name, sort_order: i + 1 })
      .returning('job_step_id')
      .executeTakeFirstOrThrow();
    for (const [j, title] of titles.entries()) {
      const row = await t.db
        .insertInto('job_step_activities')
        .values({ job_step_id: step.job_step_id, activity_type: 'form', title, sort_order: j + 1 })
        .returning('job_step_activity_id')
        .executeTakeFirstOrThrow();
      ids[title] = row.job_step_activity_id;
    }
  }
  return ids;
}

interface Applicant {
  name: string;
  created: string;
  status?: 'active' | 'hired' | 'rejected';
  hired?: string;
  source?: number;
  removed?: boolean;
  /** Activities completed, and activities begun but not completed. */
  done?: number[];
  begun?: number[];
}

let people = 0;
async function apply(accountId: number, jobId: number, a: Applicant): Promise<void> {
  const [firstName, lastName] = a.name.split(' ');
  const refId = await insertApplication(t.db, {
    email: `requisition-report-${++people}@assay.test`,
    firstName: firstName!,
    lastName: lastName ?? '',
    jobId,
    accountId,
    createdAt: a.created,
    status: a.status,
    hiredAt: a.hired,
    sourceId: a.source,
    removedAt: a.removed ? '2019-03-29T00:00:00Z' : null,
  });
  const rows = [
    ...(a.done ?? []).map((id) => ({
      ref_id: refId,
      job_step_activity_id: id,
      is_completed: true,
      completed_at: a.created,
    })),
    ...(a.begun ?? []).map((id) => ({
      ref_id: refId,
      job_step_activity_id: id,
      is_completed: false,
      completed_at: null,
    })),
  ];
  if (rows.length) await t.db.insertInto('user_step_activities').values(rows).execute();
}

const companyRow = (overview: CompanyOverview, accountId: number) =>
  overview.companies.find((c) => c.account_id === accountId);

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  tokens.owner = (await t.signIn('owner@demo-company.test')).token;
  tokens.recruiter = (await t.signIn('recruiter@demo-company.test')).token;
  tokens.admin = (await t.signIn('admin@assay.test')).token;
  demoId = await accountIdByName(t, 'Demo Company');
  demoRequisitionsBefore = companyRow(
    await get<CompanyOverview>(`/api/report/v1/company-overview/?${MARCH}`, tokens.admin),
    demoId,
  )!.requisitions;

  for (const [key, name] of [
    ['board', 'Job board'],
    ['referral', 'Referral'],
  ] as const) {
    source[key] = (
      await t.db
        .insertInto('sources')
        .values({ account_id: demoId, name })
        .returning('source_id')
        .executeTakeFirstOrThrow()
    ).source_id;
  }
  const { board, referral } = source;

  clerk = await job(demoId, 'Fidelity Clerk');
  const { F1, I1, I2 } = (await plan(clerk, [
    ['Apply', ['F1']],
    ['Interview', ['I1', 'I2']],
  ])) as Record<'F1' | 'I1' | 'I2', number>;
  const everything = [F1, I1, I2];
  for (const a of [
    {
      name: 'Ana Abbott',
      created: '2019-03-04T09:00:00Z',
      status: 'hired',
      hired: '2019-03-20T10:00:00Z',
      source: board,
      done: everything,
    },
    {
      name: 'Ben Baker',
      created: '2019-03-05T09:00:00Z',
      status: 'hired',
      hired: '2019-03-21T10:00:00Z',
      source: board,
      done: everything,
    },
    {
      name: 'Cleo Cole',
      created: '2019-03-06T09:00:00Z',
      status: 'hired',
      hired: '2019-03-22T10:00:00Z',
      source: board,
      done: [F1],
      begun: [I1],
    },
    { name: 'Dan Dale', created: '2019-03-07T09:00:00Z', status: 'rejected', source: board, done: [F1] },
    { name: 'Eve Eaton', created: '2019-03-08T09:00:00Z', source: referral, done: everything },
    { name: 'Fay Fox', created: '2019-03-09T09:00:00Z', status: 'rejected', source: referral, begun: [F1] },
    {
      name: 'Gus Grey',
      created: '2019-03-10T09:00:00Z',
      status: 'hired',
      hired: '2019-03-23T10:00:00Z',
      done: everything,
    },
    {
      name: 'Hal Hughes',
      created: '2019-03-11T09:00:00Z',
      status: 'hired',
      hired: '2019-03-25T10:00:00Z',
      source: referral,
      done: [F1, I1],
    },
    {
      name: 'Ida Irwin',
      created: '2019-03-12T09:00:00Z',
      status: 'hired',
      hired: '2019-03-26T10:00:00Z',
      source: board,
      done: everything,
      removed: true,
    },
    {
      name: 'Joe Jones',
      created: '2019-04-02T09:00:00Z',
      status: 'hired',
      hired: '2019-04-10T10:00:00Z',
      source: board,
      done: everything,
    },
  ] satisfies Applicant[]) {
    await apply(demoId, clerk, a);
  }

  neighbour = await job(demoId, 'Neighbour Clerk');
  const { O1 } = (await plan(neighbour, [['Only', ['O1']]])) as Record<'O1', number>;
  for (const a of [
    {
      name: 'Kim Kerr',
      created: '2019-03-13T09:00:00Z',
      status: 'hired',
      hired: '2019-03-14T10:00:00Z',
      source: board,
    },
    { name: 'Lou Lake', created: '2019-03-14T09:00:00Z', source: board },
    { name: 'Max Moss', created: '2019-03-15T09:00:00Z', source: board, done: [O1] },
  ] satisfies Applicant[]) {
    await apply(demoId, neighbour, a);
  }

  const account = (name: string) =>
    t.db.insertInto('accounts').values({ uuid: randomUUID(), name }).returning('account_id').executeTakeFirstOrThrow();
  overviewCompany = (await account('Overview Test Company')).account_id;
  quietCompany = (await account('Quiet Test Company')).account_id;
  const open = await job(overviewCompany, 'Open');
  const deleted = await job(overviewCompany, 'Deleted', JOB_TYPE.requisition, true);
  const pathway = await job(overviewCompany, 'Pathway', JOB_TYPE.pathway);
  for (const [jobId, a] of [
    [open, { name: 'Nia North', created: '2019-03-02T09:00:00Z', status: 'hired', hired: '2019-03-09T10:00:00Z' }],
    [open, { name: 'Oli Olsen', created: '2019-03-03T09:00:00Z', status: 'rejected' }],
    [open, { name: 'Pia Price', created: '2019-03-31T12:00:00Z' }],
    [
      open,
      {
        name: 'Quin Quay',
        created: '2019-03-04T09:00:00Z',
        status: 'hired',
        hired: '2019-03-09T10:00:00Z',
        removed: true,
      },
    ],
    [open, { name: 'Ray Reed', created: '2019-02-27T09:00:00Z', status: 'hired', hired: '2019-03-09T10:00:00Z' }],
    [deleted, { name: 'Sam Stone', created: '2019-03-05T09:00:00Z', status: 'hired', hired: '2019-03-09T10:00:00Z' }],
    [pathway, { name: 'Tia Todd', created: '2019-03-06T09:00:00Z' }],
  ] satisfies [number, Applicant][]) {
    await apply(overviewCompany, jobId, a);
  }
});
afterAll(async () => t.close());

describe("a requisition's dashboards count that requisition's applications only", () => {
  it('funnel: 8 applications; Apply started by 8 and completed by 7 (7/8); Interview started by 6 and completed by 4 (4/7)', async () => {
    const f = await get<Funnel>(`/api/report/v1/smartreq/${clerk}/funnel/?${MARCH}`);
    expect(f.range).toEqual({ from_date: '2019-03-01', to_date: '2019-03-31' });
    expect(f.applications).toBe(8);
    expect(f.steps).toEqual([
      {
        position: 1,
        name: 'Apply',
        started: 8,
        completed: 7,
        conversion: 0.875,
        activities: [{ title: 'F1', activity_type: 'form', started: 8, completed: 7 }],
      },
      {
        position: 2,
        name: 'Interview',
        started: 6,
        completed: 4,
        // 4 / 7 = 0.571428...
        conversion: 0.5714,
        activities: [
          { title: 'I1', activity_type: 'form', started: 6, completed: 5 },
          { title: 'I2', activity_type: 'form', started: 4, completed: 4 },
        ],
      },
    ]);
  });

  it('hiring-process fidelity: 5 hires, 2 without the whole plan (latest hire first), with the activities they had not completed', async () => {
    const r = await get<Fidelity>(`/api/report/v1/smartreq/${clerk}/hiring-process-fidelity/?${MARCH}`);
    expect(r.hired).toBe(5);
    expect(r.hired_without_plan).toBe(2);
    expect(r.applicants).toEqual([
      {
        user_smartreq_id: expect.any(Number),
        job_id: clerk,
        name: 'Hal Hughes',
        job_title: 'Fidelity Clerk',
        hired_at: expect.stringMatching(/^2019-03-25T10:00:00/),
        missing: ['I2'],
      },
      {
        user_smartreq_id: expect.any(Number),
        job_id: clerk,
        name: 'Cleo Cole',
        job_title: 'Fidelity Clerk',
        hired_at: expect.stringMatching(/^2019-03-22T10:00:00/),
        missing: ['I1', 'I2'],
      },
    ]);
    // The neighbour's hire who completed nothing is that requisition's, not this one's.
    const other = await get<Fidelity>(`/api/report/v1/smartreq/${neighbour}/hiring-process-fidelity/?${MARCH}`);
    expect(other).toMatchObject({
      hired: 1,
      hired_without_plan: 1,
      applicants: [expect.objectContaining({ name: 'Kim Kerr', job_id: neighbour, missing: ['O1'] })],
    });
  });

  it('source effectiveness: Job board 4 (2 whole plans, 3 hired), Referral 3 (1, 1), no source 1 (1, 1); a source filter keeps its row', async () => {
    const r = await get<SourceEffectiveness>(
      `/api/report/v1/smartreq/${clerk}/source-effectiveness/?${MARCH}`,
      tokens.recruiter,
    );
    expect(r.sources).toEqual([
      { source_id: source.board, name: 'Job board', applications: 4, completed_plan: 2, hired: 3, hire_rate: 0.75 },
      // 1 / 3 = 0.3333...
      { source_id: source.referral, name: 'Referral', applications: 3, completed_plan: 1, hired: 1, hire_rate: 0.3333 },
      { source_id: null, name: null, applications: 1, completed_plan: 1, hired: 1, hire_rate: 1 },
    ]);
    const referral = await get<SourceEffectiveness>(
      `/api/report/v1/smartreq/${clerk}/source-effectiveness/?${MARCH}&source_ids=${source.referral}`,
    );
    expect(referral.sources.map((s) => [s.name, s.applications, s.hired])).toEqual([['Referral', 3, 1]]);
  });
});

describe('company overview (provider admins)', () => {
  it("each company's requisitions, and the applications and hires its own dashboards count in the range", async () => {
    const r = await get<CompanyOverview>(`/api/report/v1/company-overview/?${MARCH}`, tokens.admin);
    expect(r.range).toEqual({ from_date: '2019-03-01', to_date: '2019-03-31' });
    // Open only: not the deleted requisition, not the pathway. In March: Nia (hired), Oli, Pia (on the 31st); not Quin (removed),
    // Ray (February), Sam (the deleted requisition's) or Tia (the pathway's).
    expect(companyRow(r, overviewCompany)).toEqual({
      account_id: overviewCompany,
      name: 'Overview Test Company',
      requisitions: 1,
      applications: 3,
      hired: 1,
    });
    expect(companyRow(r, quietCompany)).toEqual({
      account_id: quietCompany,
      name: 'Quiet Test Company',
      requisitions: 0,
      applications: 0,
      hired: 0,
    });
    // Demo Company: the two requisitions added; Fidelity Clerk's 8 applications (5 hired) and Neighbour Clerk's 3 (1 hired).
    expect(companyRow(r, demoId)).toEqual({
      account_id: demoId,
      name: 'Demo Company',
      requisitions: demoRequisitionsBefore + 2,
      applications: 11,
      hired: 6,
    });
  });

  it("agrees with the company's own Candidate Overview", async () => {
    const own = await get<ApplicantOverview>(
      `/api/report/v1/account/${overviewCompany}/applicant-overview/?${MARCH}`,
      tokens.admin,
    );
    expect({ applications: own.applications, hired: own.hired }).toEqual({ applications: 3, hired: 1 });
    const demo = await get<ApplicantOverview>(
      `/api/report/v1/account/${demoId}/applicant-overview/?${MARCH}`,
      tokens.admin,
    );
    expect({ applications: demo.applications, hired: demo.hired }).toEqual({ applications: 11, hired: 6 });
  });

  it("is refused to a company's staff, owners included", async () => {
    for (const token of [tokens.owner, tokens.recruiter]) {
      expect(
        (await t.request({ method: 'GET', url: `/api/report/v1/company-overview/?${MARCH}`, token })).statusCode,
      ).toBe(403);
    }
  });
});
