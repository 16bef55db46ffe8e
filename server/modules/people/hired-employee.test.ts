/** D169: hiring an applicant from a requisition makes (or links) their employee record, once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, candidate: S, li: S, maria: S;
let demoAccountId: number;
const id = {} as Record<keyof typeof DEMO_TRACKERS, number>;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = ['owner@demo-company.test', 'candidate@assay.test', 'li.wei@assay.test', 'maria.garcia@assay.test'];
  [owner, candidate, li, maria] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  for (const [key, refId] of Object.entries(DEMO_TRACKERS) as [keyof typeof DEMO_TRACKERS, string][]) {
    id[key] = (
      await t.db
        .selectFrom('user_trackers')
        .select('user_step_tracker_id')
        .where('ref_id', '=', refId)
        .executeTakeFirstOrThrow()
    ).user_step_tracker_id;
  }
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: owner.token, body });
const hire = async (userSmartreqId: number, startDate?: string) => {
  const res = await call('POST', '/user/v1/hire/', {
    user_smartreq_id: userSmartreqId,
    ...(startDate ? { start_date: startDate } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const employeesOf = (userId: number) =>
  t.db
    .selectFrom('employees')
    .select([
      'employee_id',
      'user_id',
      'hired_from_ref_id',
      'first_name',
      'last_name',
      'email',
      'job_title',
      'location',
      'supervisor_email',
      'job_profile_id',
    ])
    .select((eb) => eb.fn<string>('to_char', [eb.ref('start_date'), eb.val('YYYY-MM-DD')]).as('start_date'))
    .where('account_id', '=', demoAccountId)
    .where('user_id', '=', userId)
    .execute();
const employeeCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('employees')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const jobOf = (refId: string) =>
  t.db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select(['j.job_id', 'j.title', 'j.city', 'j.state', 'j.job_profile_id'])
    .where('t.ref_id', '=', refId)
    .executeTakeFirstOrThrow();

describe('hiring makes the employee (D169)', () => {
  it('given a pathway application, when it is hired, then nobody becomes an employee', async () => {
    const before = await employeeCount();
    await hire(id.candidatePathway);
    expect(await employeeCount()).toBe(before);
    expect(await employeesOf(candidate.userId)).toEqual([]);
  });

  it("given an applicant hired from a requisition, then they are an employee linked to their user and application, with the requisition's job and location, the start date given and no supervisor; /people and their person page show them", async () => {
    const job = await jobOf(DEMO_TRACKERS.candidateOpen);
    await hire(id.candidateOpen, '2027-01-04');
    const [employee, ...more] = await employeesOf(candidate.userId);
    expect(more).toEqual([]);
    const user = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('user_id', '=', candidate.userId)
      .executeTakeFirstOrThrow();
    expect(employee).toMatchObject({
      user_id: candidate.userId,
      hired_from_ref_id: DEMO_TRACKERS.candidateOpen,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email.toLowerCase(),
      job_title: job.title,
      location: [job.city, job.state].filter(Boolean).join(', '),
      start_date: '2027-01-04',
      supervisor_email: null,
      job_profile_id: job.job_profile_id,
    });

    const list = await call('GET', `/account/v1/${demoAccountId}/people/?search=${encodeURIComponent(user.email)}`);
    expect(list.json().data.data.map((e: { employee_id: number }) => e.employee_id)).toEqual([employee!.employee_id]);
    const page = await call('GET', `/user/v1/person/employee/${employee!.employee_id}/`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.employments.map((e: { employee_id: number }) => e.employee_id)).toEqual([
      employee!.employee_id,
    ]);
    expect(page.json().data.applications.map((a: { ref_id: string }) => a.ref_id)).toContain(
      DEMO_TRACKERS.candidateOpen,
    );
  });

  it('given the same hire again, or moved back to active and hired again, then nobody new is made', async () => {
    const before = await employeeCount();
    await hire(id.candidateOpen, '2027-02-01');
    expect(
      (await call('PATCH', `/smartreq/v1/user-smartreq/${id.candidateOpen}/status/`, { status: 'active' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/smartreq/v1/user-smartreq/${id.candidateOpen}/status/`, { status: 'hired' })).statusCode,
    ).toBe(200);
    expect(await employeeCount()).toBe(before);
    expect(await employeesOf(candidate.userId)).toHaveLength(1);
  });

  it('given an employee of that user already, when they are hired from a requisition, then that employee gets the link and nobody new is made', async () => {
    const [before] = await employeesOf(li.userId);
    expect(before?.hired_from_ref_id).toBeNull();
    const count = await employeeCount();
    await hire(id.liOpen);
    expect(await employeeCount()).toBe(count);
    expect(await employeesOf(li.userId)).toEqual([{ ...before, hired_from_ref_id: DEMO_TRACKERS.liOpen }]);
  });

  it("given an offer with a start date and no start date at the hire, then the employee starts on the offer's date; with neither, on the day of the hire", async () => {
    const { job_id } = await jobOf(DEMO_TRACKERS.mariaOpen);
    const activity = await t.db
      .selectFrom('job_step_activities as a')
      .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
      .select('a.job_step_activity_id')
      .where('s.job_id', '=', job_id)
      .executeTakeFirstOrThrow();
    const offer = {
      account_id: demoAccountId,
      ref_id: DEMO_TRACKERS.mariaOpen,
      job_step_activity_id: activity.job_step_activity_id,
      language: 'en' as const,
      letter_body: 'Welcome',
    };
    await t.db
      .insertInto('offers')
      .values({ ...offer, field_values: JSON.stringify({ start_date: '2027-03-15' }), status: 'signed' })
      .execute();
    await t.db
      .insertInto('offers')
      .values({ ...offer, field_values: JSON.stringify({ start_date: '2027-09-01' }), status: 'declined' })
      .execute();
    await t.db
      .updateTable('user_trackers')
      .set({ hire_start_date: null })
      .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
      .execute();
    await hire(id.mariaOpen);
    expect((await employeesOf(maria.userId)).map((e) => [e.hired_from_ref_id, e.start_date])).toEqual([
      [DEMO_TRACKERS.mariaOpen, '2027-03-15'],
    ]);

    await t.db.deleteFrom('employees').where('user_id', '=', maria.userId).execute();
    await t.db.deleteFrom('offers').where('ref_id', '=', DEMO_TRACKERS.mariaOpen).execute();
    await call('PATCH', `/smartreq/v1/user-smartreq/${id.mariaOpen}/status/`, { status: 'active' });
    await hire(id.mariaOpen);
    const today = new Date().toISOString().slice(0, 10);
    expect((await employeesOf(maria.userId)).map((e) => e.start_date)).toEqual([today]);
  });
});
