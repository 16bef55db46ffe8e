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
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test', 'admin@assay.test', 'candidate@assay.test'].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  hireUserId = (await t.db.selectFrom('user_trackers').select('user_id').where('ref_id', '=', demoHireRefId(0)).executeTakeFirstOrThrow()).user_id;
});
afterAll(async () => t.close());

const get = (who: S, userId: number) => t.request({ method: 'GET', url: `/api/user/v1/person/${userId}/`, token: who.token });

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
