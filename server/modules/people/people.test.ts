import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeePage, TurnoverReport } from '../../../contracts/people.ts';
import { RELIABLE_MIN_N, pointBiserial } from '../../scoring/correlation.ts';
import { EMPLOYEE_PROBLEMS } from '../../../contracts/people-rules.ts';
import { DEMO_EMPLOYEE_COUNT } from '../../db/seed/demo-people.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let demoAccountId: number, otherAccountId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, otherOwner, admin] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test', 'admin@assay.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  otherAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

const base = (accountId = demoAccountId) => `/api/account/v1/${accountId}/people/`;
const list = (who: S, query = '', accountId = demoAccountId) =>
  t.request({ method: 'GET', url: `${base(accountId)}${query}`, token: who.token });
const write = (who: S, method: 'POST' | 'PUT', url: string, body: unknown) =>
  t.request({ method, url, token: who.token, body, headers: { 'idempotency-key': randomUUID() } });
const snapshot = async () =>
  JSON.stringify(await t.db.selectFrom('employees').selectAll().orderBy('employee_id').execute());

const newcomer = (over: Record<string, unknown> = {}) => ({
  first_name: 'Nadia',
  last_name: 'Newcomer',
  email: 'Nadia.Newcomer@demo-company.test',
  job_title: 'Store Associate',
  location: 'Lisbon',
  start_date: '2026-03-02',
  supervisor_email: 'sofia.lead@demo-company.test',
  ...over,
});

describe('the employee list', () => {
  it('given the owner, then the 40 seeded employees page 25 at a time with the filter options', async () => {
    const first = await list(owner);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().data as EmployeePage;
    expect(page.count).toBeGreaterThanOrEqual(DEMO_EMPLOYEE_COUNT);
    expect(page.data).toHaveLength(25);
    expect(page.job_titles).toEqual(expect.arrayContaining(['Store Associate', 'Support Agent']));
    expect(page.locations).toEqual(['Austin', 'Lisbon']);
    const second = (await list(owner, '?page=2')).json().data as EmployeePage;
    const ids = new Set([...page.data, ...second.data].map((e) => e.employee_id));
    expect(ids.size).toBe(page.data.length + second.data.length);
  });

  it('given filters, then only matching employees come back', async () => {
    const former = (await list(owner, '?status=former&page_size=100')).json().data as EmployeePage;
    expect(former.count).toBe(12);
    expect(former.data.every((e) => e.end_date !== null && e.separation_type !== null && e.separation_reason)).toBe(
      true,
    );
    const lisbon = (await list(owner, '?location=Lisbon&job_title=Store%20Associate&page_size=100')).json()
      .data as EmployeePage;
    expect(lisbon.count).toBeGreaterThan(0);
    expect(lisbon.data.every((e) => e.location === 'Lisbon' && e.job_title === 'Store Associate')).toBe(true);
    const li = (await list(owner, '?search=li%20we')).json().data as EmployeePage;
    expect(li.data.map((e) => e.email)).toEqual(['li.wei@assay.test']);
    expect(li.data[0]!.user_id).not.toBeNull();
    const ordered = (await list(owner, '?ordering=-start_date&page_size=100')).json().data as EmployeePage;
    const starts = ordered.data.map((e) => e.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('given a search with like wildcards, then they match literally', async () => {
    const page = (await list(owner, '?search=%25')).json().data as EmployeePage;
    expect(page.count).toBe(0);
  });

  it('given staff without all_employee_access, then 403; another company, then 404 and none of its people', async () => {
    expect((await list(recruiter)).statusCode).toBe(403);
    expect((await list(otherOwner)).statusCode).toBe(404);
    const theirs = (await list(otherOwner, '', otherAccountId)).json().data as EmployeePage;
    expect(theirs.count).toBe(0);
    expect((await list(admin)).statusCode).toBe(200);
  });
});

describe('adding, editing and ending an employment', () => {
  let added: Employee;

  it('given valid details, then the employee is added with the email in lower case', async () => {
    const res = await write(owner, 'POST', base(), newcomer());
    expect(res.statusCode, res.body).toBe(200);
    added = res.json().data as Employee;
    expect(added).toMatchObject({
      first_name: 'Nadia',
      email: 'nadia.newcomer@demo-company.test',
      start_date: '2026-03-02',
      end_date: null,
      user_id: null,
    });
  });

  it('given every field wrong, then every problem comes back next to its field and nothing changes', async () => {
    const before = await snapshot();
    const res = await write(
      owner,
      'POST',
      base(),
      newcomer({
        first_name: ' ',
        last_name: '',
        email: 'not-an-email',
        job_title: '',
        start_date: '2026-02-30',
        supervisor_email: 'x@',
      }),
    );
    expect(res.statusCode).toBe(400);
    const props = (res.json().errors as { prop: string; message: string }[]).map((e) => [e.prop, e.message]);
    expect(props).toEqual([
      ['first_name', EMPLOYEE_PROBLEMS.first_name_missing],
      ['last_name', EMPLOYEE_PROBLEMS.last_name_missing],
      ['email', EMPLOYEE_PROBLEMS.email_invalid],
      ['job_title', EMPLOYEE_PROBLEMS.job_title_missing],
      ['start_date', EMPLOYEE_PROBLEMS.date_invalid],
      ['supervisor_email', EMPLOYEE_PROBLEMS.supervisor_email_invalid],
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('given an email another employee has, in any case, then it is refused', async () => {
    const res = await write(owner, 'POST', base(), newcomer({ email: 'NADIA.newcomer@demo-company.test' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ prop: 'email', message: EMPLOYEE_PROBLEMS.email_taken }]);
  });

  it('given an application to one of the company jobs, then the hired applicant becomes an employee linked to their user and application', async () => {
    const tracker = await t.db
      .selectFrom('user_trackers')
      .select('user_id')
      .where('ref_id', '=', DEMO_TRACKERS.candidateOpen)
      .executeTakeFirstOrThrow();
    const res = await write(
      owner,
      'POST',
      base(),
      newcomer({
        first_name: 'Camille',
        last_name: 'Candidate',
        email: null,
        hired_from_ref_id: DEMO_TRACKERS.candidateOpen,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ user_id: tracker.user_id, hired_from_ref_id: DEMO_TRACKERS.candidateOpen });
    // Their application, and the scores kept with it, stay where they were.
    expect(
      await t.db
        .selectFrom('user_trackers')
        .select('ref_id')
        .where('ref_id', '=', DEMO_TRACKERS.candidateOpen)
        .executeTakeFirst(),
    ).toBeDefined();
    const again = await write(
      owner,
      'POST',
      base(),
      newcomer({ email: null, hired_from_ref_id: DEMO_TRACKERS.candidateOpen }),
    );
    expect(again.json().errors).toEqual([
      { prop: 'hired_from_ref_id', message: EMPLOYEE_PROBLEMS.application_already_employee },
    ]);
  });

  it("given another company's application, then it is unknown to this company", async () => {
    const res = await write(
      otherOwner,
      'POST',
      base(otherAccountId),
      newcomer({ hired_from_ref_id: DEMO_TRACKERS.liOpen }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ prop: 'hired_from_ref_id', message: EMPLOYEE_PROBLEMS.application_unknown }]);
  });

  it('given an edit, then the details change', async () => {
    const res = await write(
      owner,
      'PUT',
      `${base()}${added.employee_id}/`,
      newcomer({ job_title: 'Shift Supervisor', location: 'Austin' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ job_title: 'Shift Supervisor', location: 'Austin' });
  });

  it('given an end before the start or no reason, then refused; given a good one, then the employment ends once', async () => {
    const url = `${base()}${added.employee_id}/end/`;
    const before = await snapshot();
    const bad = await write(owner, 'POST', url, {
      end_date: '2026-01-01',
      separation_type: 'fired',
      separation_reason: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as { prop: string }[]).map((e) => e.prop)).toEqual([
      'end_date',
      'separation_type',
      'separation_reason',
    ]);
    expect(await snapshot()).toBe(before);
    const ok = await write(owner, 'POST', url, {
      end_date: '2026-06-30',
      separation_type: 'voluntary',
      separation_reason: 'Moved away',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      end_date: '2026-06-30',
      separation_type: 'voluntary',
      separation_reason: 'Moved away',
    });
    expect(
      (
        await write(owner, 'POST', url, {
          end_date: '2026-07-01',
          separation_type: 'voluntary',
          separation_reason: 'Again',
        })
      ).statusCode,
    ).toBe(409);
  });

  it("given another company's owner, then the employee is not found and unchanged", async () => {
    const before = await snapshot();
    expect(
      (await write(otherOwner, 'PUT', `${base(otherAccountId)}${added.employee_id}/`, newcomer())).statusCode,
    ).toBe(404);
    expect((await write(otherOwner, 'PUT', `${base()}${added.employee_id}/`, newcomer())).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe('what predicts staying', () => {
  it('given the seeded employees, then conscientiousness relates to staying with its interval and n, and agrees with the correlation code', async () => {
    const res = await t.request({ method: 'GET', url: `${base()}turnover/?language=en`, token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as TurnoverReport;
    expect(report.reliable_min_n).toBe(RELIABLE_MIN_N);
    expect(report.left_count).toBeGreaterThanOrEqual(12);
    const first = report.attributes[0]!;
    expect(first.correlation.n).toBe(DEMO_EMPLOYEE_COUNT);
    expect(first.correlation.r!).toBeGreaterThan(0.3);
    expect(first.correlation.low!).toBeGreaterThan(0);
    expect(first.reading).toMatchObject({ direction: 'positive', excludes_zero: true, too_few: true });
    expect(first.points).toHaveLength(DEMO_EMPLOYEE_COUNT);
    expect(first.correlation).toEqual(pointBiserial(first.points.map((p) => ({ x: p.score, outcome: p.stayed }))));
    expect(report.attributes.map((a) => a.name)).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('given a job filter, then only that job counts; another company sees none of it', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${base()}turnover/?job_title=Store%20Associate`,
      token: owner.token,
    });
    const report = res.json().data as TurnoverReport;
    expect(report.attributes[0]!.correlation.n).toBe(DEMO_EMPLOYEE_COUNT / 2);
    expect((await t.request({ method: 'GET', url: `${base()}turnover/`, token: otherOwner.token })).statusCode).toBe(
      404,
    );
    const theirs = (
      await t.request({ method: 'GET', url: `${base(otherAccountId)}turnover/`, token: otherOwner.token })
    ).json().data as TurnoverReport;
    expect(theirs).toMatchObject({ employee_count: 0, attributes: [] });
    expect((await t.request({ method: 'GET', url: `${base()}turnover/`, token: recruiter.token })).statusCode).toBe(
      403,
    );
  });
});
