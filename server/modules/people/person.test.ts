import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../../contracts/person.ts';
import { demoHireRefId } from '../../db/seed/demo-hires.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S, candidate: S;
let hireUserId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, otherOwner, admin, candidate] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'owner@other-company.test',
      'admin@assay.test',
      'candidate@assay.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  hireUserId = (
    await t.db
      .selectFrom('user_trackers')
      .select('user_id')
      .where('ref_id', '=', demoHireRefId(0))
      .executeTakeFirstOrThrow()
  ).user_id;
});
afterAll(async () => t.close());

const demoAccountId = async () =>
  (await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow())
    .account_id;

const get = (who: S, userId: number) =>
  t.request({ method: 'GET', url: `/api/user/v1/person/${userId}/`, token: who.token });

describe('GET /user/v1/person/{userId}/', () => {
  it('given a seeded hire, then the owner sees the employment with its profile, attributes and outcomes, and the hired application with its scores', async () => {
    const res = await get(owner, hireUserId);
    expect(res.statusCode, res.body).toBe(200);
    const person = res.json().data as Person;
    expect(person.employments).toHaveLength(1);
    const [employment] = person.employments;
    expect(employment).toMatchObject({ company_name: 'Demo Company', profile_title: 'Store Associate' });
    expect(employment!.attribute_scores.length).toBeGreaterThan(0);
    expect(employment!.outcome_values.some((o) => o.outcome === 'satisfaction')).toBe(true);
    const application = person.applications.find((a) => a.ref_id === demoHireRefId(0))!;
    expect(application).toMatchObject({ status: 'hired', job_title: 'Store Associate (past hiring)' });
    expect(application.scores.map((s) => s.activity)).toContain('Customer scenarios');
  });

  it('given a candidate who only applied, then their applications and no employment; the provider admin reads it too', async () => {
    const person = (await get(owner, candidate.userId)).json().data as Person;
    expect(person.employments).toEqual([]);
    expect(person.applications.length).toBeGreaterThan(0);
    expect(person.applications.every((a) => a.company_name === 'Demo Company')).toBe(true);
    expect((await get(admin, candidate.userId)).statusCode).toBe(200);
  });

  it('given another company, an unknown id, staff without all_employee_access or a candidate, then nothing is shown', async () => {
    expect((await get(otherOwner, hireUserId)).statusCode).toBe(404);
    expect((await get(otherOwner, candidate.userId)).statusCode).toBe(404);
    expect((await get(owner, 2_000_000_000)).statusCode).toBe(404);
    expect((await get(recruiter, hireUserId)).statusCode).toBe(403);
    expect((await get(candidate, hireUserId)).statusCode).toBe(403);
    expect((await get(owner, 0)).statusCode).toBe(400);
  });
});

describe('GET /user/v1/person/employee/{employeeId}/', () => {
  const getEmployee = (who: S, employeeId: number) =>
    t.request({ method: 'GET', url: `/api/user/v1/person/employee/${employeeId}/`, token: who.token });

  it('given an employee without a user, then their employment alone with its profile, scores and outcomes; the provider admin reads it too', async () => {
    const employee = await t.db
      .selectFrom('employees as e')
      .where('e.account_id', '=', await demoAccountId())
      .where('e.user_id', 'is', null)
      .where('e.job_profile_id', 'is not', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('employee_attribute_scores as s')
            .select('s.employee_id')
            .whereRef('s.employee_id', '=', 'e.employee_id'),
        ),
      )
      .select(['e.employee_id', 'e.first_name', 'e.last_name', 'e.email'])
      .orderBy('e.employee_id')
      .executeTakeFirstOrThrow();
    const res = await getEmployee(owner, employee.employee_id);
    expect(res.statusCode, res.body).toBe(200);
    const person = res.json().data as Person;
    expect(person).toMatchObject({
      user_id: null,
      first_name: employee.first_name,
      last_name: employee.last_name,
      email: employee.email,
      applications: [],
    });
    expect(person.employments.map((e) => e.employee_id)).toEqual([employee.employee_id]);
    expect(person.employments[0]!.attribute_scores.length).toBeGreaterThan(0);
    expect(person.employments[0]!.company_name).toBe('Demo Company');
    expect((await getEmployee(admin, employee.employee_id)).json().data).toEqual(person);
  });

  it('given an employee with a user, then the same page as the user’s', async () => {
    const { employee_id } = await t.db
      .selectFrom('employees')
      .select('employee_id')
      .where('user_id', '=', hireUserId)
      .executeTakeFirstOrThrow();
    const byEmployee = await getEmployee(owner, employee_id);
    expect(byEmployee.statusCode, byEmployee.body).toBe(200);
    expect(byEmployee.json().data).toEqual((await get(owner, hireUserId)).json().data);
  });

  it('given another company, an unknown id, staff without all_employee_access or a candidate, then nothing is shown', async () => {
    const { employee_id } = await t.db
      .selectFrom('employees')
      .select('employee_id')
      .where('account_id', '=', await demoAccountId())
      .where('user_id', 'is', null)
      .orderBy('employee_id')
      .executeTakeFirstOrThrow();
    expect((await getEmployee(otherOwner, employee_id)).statusCode).toBe(404);
    expect((await getEmployee(owner, 2_000_000_000)).statusCode).toBe(404);
    expect((await getEmployee(recruiter, employee_id)).statusCode).toBe(403);
    expect((await getEmployee(candidate, employee_id)).statusCode).toBe(403);
    expect((await getEmployee(owner, 0)).statusCode).toBe(400);
  });
});
