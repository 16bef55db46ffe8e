import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanTiming } from '../../../contracts/job-profiles.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { upsertAttributeScores } from '../scoring/index.ts';
import { enrolDueParticipants } from './profile-plan.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let accountId: number, profileId: number, activityId: number;
const URL = 'https://assay.example';
const at = (day: string) => new Date(`${day}T08:00:00Z`);

const get = (who: S | null, url: string) =>
  t.request({ method: 'GET', url: `/api${url}`, ...(who ? { token: who.token } : {}) });
const put = (who: S | null, url: string, body: unknown) =>
  t.request({
    method: 'PUT',
    url: `/api${url}`,
    ...(who ? { token: who.token } : {}),
    body,
    headers: { 'idempotency-key': randomUUID() },
  });
const timingUrl = (jobId: number) => `/job/v1/profiles/${jobId}/plan-timing/`;

async function employee(values: {
  start_date: string;
  end_date?: string;
  withAccount?: boolean;
  language?: 'en' | 'fr';
}) {
  const email = `plan-${randomUUID()}@example.test`;
  const userId =
    values.withAccount === false
      ? null
      : (
          await t.db
            .insertInto('users')
            .values({
              uuid: randomUUID(),
              email,
              first_name: 'Pat',
              last_name: 'Plan',
              password_hash: null,
              preferred_language: values.language ?? 'en',
            })
            .returning('user_id')
            .executeTakeFirstOrThrow()
        ).user_id;
  return await t.db
    .insertInto('employees')
    .values({
      account_id: accountId,
      user_id: userId,
      first_name: 'Pat',
      last_name: 'Plan',
      email,
      job_title: 'Associate',
      start_date: values.start_date,
      end_date: values.end_date ?? null,
      separation_type: values.end_date ? 'voluntary' : null,
      job_profile_id: profileId,
    })
    .returning(['employee_id', 'user_id', 'email'])
    .executeTakeFirstOrThrow();
}

const enrolmentsOf = (employeeId: number) =>
  t.db.selectFrom('job_profile_enrolments').selectAll().where('employee_id', '=', employeeId).execute();
const planMailsTo = (email: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('reason', '=', 'profile_plan_invitation')
    .where('to_address', '=', email)
    .execute();

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, otherOwner, admin] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test', 'admin@assay.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  const created = await t.request({
    method: 'POST',
    url: `/api/job/v1/${accountId}/profiles/`,
    token: owner.token,
    body: { title: 'Plan Associate', outcomes: ['turnover'] },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(created.statusCode, created.body).toBe(200);
  profileId = created.json().data.job_id;
  const step = await t.db
    .insertInto('job_steps')
    .values({ job_id: profileId, name: 'Measure' })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  activityId = (
    await t.db
      .insertInto('job_step_activities')
      .values({
        job_step_id: step.job_step_id,
        activity_type: 'assessment',
        title: 'Work style',
        asmt_id: null,
        retake_interval_days: null,
        measurement_type_id: null,
      })
      .returning('job_step_activity_id')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
});
afterAll(async () => t.close());

describe("when a job profile's measurement plan is given", () => {
  it('given staff who may not work on the profile, another company or nobody signed in, then 403, 404 or 401 and nothing is set', async () => {
    expect((await get(recruiter, timingUrl(profileId))).statusCode).toBe(403);
    expect((await put(recruiter, timingUrl(profileId), { days_after_start: 30 })).statusCode).toBe(403);
    expect((await get(otherOwner, timingUrl(profileId))).statusCode).toBe(404);
    expect((await put(otherOwner, timingUrl(profileId), { days_after_start: 30 })).statusCode).toBe(404);
    expect((await put(null, timingUrl(profileId), { days_after_start: 30 })).statusCode).toBe(401);
    expect((await put(owner, timingUrl(profileId), { days_after_start: -1 })).statusCode).toBe(400);
    expect((await put(owner, timingUrl(profileId), { days_after_start: 3651 })).statusCode).toBe(400);
    expect((await get(admin, timingUrl(profileId))).json().data).toEqual({
      days_after_start: null,
      enrolled: 0,
    } satisfies PlanTiming);
  });

  it('given no timing, then nobody is enrolled whatever their start', async () => {
    const early = await employee({ start_date: '2029-01-01' });
    expect(await enrolDueParticipants(t.db, URL, at('2031-01-01'))).toBe(0);
    expect(await enrolmentsOf(early.employee_id)).toEqual([]);
    await t.db.deleteFrom('employees').where('employee_id', '=', early.employee_id).execute();
  });

  it('given 30 days after the start, then an employee is enrolled on the 30th day, once, with one invitation through the outbox, even when two runs race', async () => {
    const saved = await put(owner, timingUrl(profileId), { days_after_start: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ days_after_start: 30, enrolled: 0 });

    const due = await employee({ start_date: '2030-01-01', language: 'fr' });
    const later = await employee({ start_date: '2030-01-15' });
    const ended = await employee({ start_date: '2029-06-01', end_date: '2029-12-31' });
    const noAccount = await employee({ start_date: '2029-06-01', withAccount: false });

    expect(await enrolDueParticipants(t.db, URL, at('2030-01-30'))).toBe(0);
    expect(await enrolmentsOf(due.employee_id)).toEqual([]);

    const runs = await Promise.all([
      enrolDueParticipants(t.db, URL, at('2030-01-31')),
      enrolDueParticipants(t.db, URL, at('2030-01-31')),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await enrolDueParticipants(t.db, URL, at('2030-01-31'))).toBe(0);
    const [enrolment] = await enrolmentsOf(due.employee_id);
    expect(enrolment).toBeDefined();
    const trackers = await t.db
      .selectFrom('user_trackers')
      .select(['ref_id', 'job_id', 'user_id'])
      .where('user_id', '=', due.user_id!)
      .execute();
    expect(trackers).toEqual([{ ref_id: enrolment!.ref_id, job_id: profileId, user_id: due.user_id }]);
    for (const nobody of [later, ended, noAccount]) expect(await enrolmentsOf(nobody.employee_id)).toEqual([]);

    const mails = await planMailsTo(due.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Demo Company : quelques évaluations pour votre poste Plan Associate');
    expect(mails[0]!.text_body).toContain(`${URL}/user/progress-tracker?jobUuid=`);
    expect(mails[0]!.text_body).toContain(`refId=${enrolment!.ref_id}`);

    // Their own tracker list shows the plan (My Progress); the profile counts them.
    const mine = await get(admin, `/user/v1/progress-tracker/user/${due.user_id}/`);
    expect(mine.json().data.map((x: { ref_id: string }) => x.ref_id)).toContain(enrolment!.ref_id);
    expect((await get(owner, timingUrl(profileId))).json().data).toEqual({ days_after_start: 30, enrolled: 1 });

    expect(await enrolDueParticipants(t.db, URL, at('2030-02-14'))).toBe(1);
    expect(await enrolmentsOf(later.employee_id)).toHaveLength(1);
  });

  it('given a scored activity on an enrolled tracker, then the scores become the employee’s attribute scores the boards read', async () => {
    const person = await employee({ start_date: '2030-01-01' });
    expect(await enrolDueParticipants(t.db, URL, at('2030-03-01'))).toBe(1);
    const [enrolment] = await enrolmentsOf(person.employee_id);
    const attributes = await t.db
      .selectFrom('attribute_types')
      .select('attribute_type_id')
      .where('account_id', 'is', null)
      .orderBy('attribute_type_id')
      .limit(2)
      .execute();
    const scores = attributes.map((a, i) => ({ attribute_type_id: a.attribute_type_id, score: 40 + i * 25 }));
    await upsertAttributeScores(t.db, enrolment!.ref_id, activityId, scores);
    const stored = await t.db
      .selectFrom('employee_attribute_scores')
      .select(['attribute_type_id', 'score'])
      .where('employee_id', '=', person.employee_id)
      .orderBy('attribute_type_id')
      .execute();
    expect(stored.map((s) => ({ attribute_type_id: s.attribute_type_id, score: Number(s.score) }))).toEqual(scores);
  });

  it('given null, then nobody more is enrolled and those enrolled keep their tracker', async () => {
    expect((await put(owner, timingUrl(profileId), { days_after_start: null })).json().data).toMatchObject({
      days_after_start: null,
    });
    const person = await employee({ start_date: '2029-01-01' });
    expect(await enrolDueParticipants(t.db, URL, at('2031-01-01'))).toBe(0);
    expect(await enrolmentsOf(person.employee_id)).toEqual([]);
    expect((await get(owner, timingUrl(profileId))).json().data.enrolled).toBe(3);
  });
});
