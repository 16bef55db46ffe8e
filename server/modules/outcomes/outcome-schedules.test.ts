import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomePeriod, OutcomeSchedule } from '../../../contracts/outcome-questions.ts';
import { DEMO_PROFILES } from '../../db/seed/demo-job-profiles.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { recurringHandlers, scheduleRecurring } from '../../jobs/recurring.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { addMonths, dueAndNext, jobProfileSchedulesJob, openDuePeriods, utcDay } from './outcome-schedules.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let demoAccountId: number, storeId: number;
const URL = 'https://assay.example';

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
  storeId = (
    await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', DEMO_PROFILES[0].uuid).executeTakeFirstOrThrow()
  ).job_id;
});
afterAll(async () => t.close());

const get = (who: S | null, url: string) =>
  t.request({ method: 'GET', url: `/api${url}`, ...(who ? { token: who.token } : {}) });
const send = (who: S | null, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    ...(who ? { token: who.token } : {}),
    ...(body !== undefined ? { body } : {}),
    headers: { 'idempotency-key': randomUUID() },
  });
const scheduleUrl = (jobId: number) => `/job/v1/profiles/${jobId}/outcome-schedule/`;
const scheduleOf = async (jobId: number) =>
  (await get(owner, scheduleUrl(jobId))).json().data.schedule as OutcomeSchedule | null;
const periodsOf = async (jobId: number) =>
  (await get(owner, `/job/v1/profiles/${jobId}/outcome-periods/`)).json().data.results as OutcomePeriod[];
const invitationMails = async () =>
  (await t.db.selectFrom('mail_outbox').select('mail_id').where('reason', '=', 'outcome_invitation').execute()).length;
const today = utcDay(new Date());
const at = (day: string) => new Date(`${day}T08:00:00Z`);

describe('schedule days', () => {
  it('given a first day and a number of months, then the same day of the month, or its last day, without drifting', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(dueAndNext('2027-01-31', 1, '2027-03-30')).toEqual({ due: '2027-02-28', next: '2027-03-31' });
    expect(dueAndNext('2027-01-01', 3, '2027-01-01')).toEqual({ due: '2027-01-01', next: '2027-04-01' });
    expect(dueAndNext('2027-01-01', 3, '2027-12-31')).toEqual({ due: '2027-10-01', next: '2028-01-01' });
  });
});

describe('an outcome-period schedule', () => {
  it('given staff who may not work on the profile, another company or nobody signed in, then 403, 404 or 401 and nothing is set', async () => {
    const body = { name: 'Quarterly review', every_months: 3, starts_on: today };
    expect((await get(recruiter, scheduleUrl(storeId))).statusCode).toBe(403);
    expect((await send(recruiter, 'PUT', scheduleUrl(storeId), body)).statusCode).toBe(403);
    expect((await send(recruiter, 'DELETE', scheduleUrl(storeId))).statusCode).toBe(403);
    expect((await get(otherOwner, scheduleUrl(storeId))).statusCode).toBe(404);
    expect((await send(otherOwner, 'PUT', scheduleUrl(storeId), body)).statusCode).toBe(404);
    expect((await send(null, 'PUT', scheduleUrl(storeId), body)).statusCode).toBe(401);
    expect((await get(admin, scheduleUrl(storeId))).statusCode).toBe(200);
    expect(await scheduleOf(storeId)).toBeNull();
  });

  it('given an empty name, a past or impossible day or 13 months, then 400 naming the field', async () => {
    const bad = await send(owner, 'PUT', scheduleUrl(storeId), { name: ' ', every_months: 3, starts_on: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['name', 'starts_on']);
    expect(
      (
        await send(owner, 'PUT', scheduleUrl(storeId), { name: 'Review', every_months: 3, starts_on: '2031-02-30' })
      ).json().errors[0].prop,
    ).toBe('starts_on');
    expect(
      (await send(owner, 'PUT', scheduleUrl(storeId), { name: 'Review', every_months: 13, starts_on: today }))
        .statusCode,
    ).toBe(400);
    expect(await scheduleOf(storeId)).toBeNull();
  });

  it('given company questions and a schedule, then a due run opens one period and mails the supervisors as staff opening it would; a second run opens nothing', async () => {
    await send(owner, 'POST', '/user-response/v1/outcome-questions/', {
      account_id: demoAccountId,
      question: 'How well does this person meet the role’s targets?',
    });
    const saved = await send(owner, 'PUT', scheduleUrl(storeId), {
      name: ' Quarterly review ',
      every_months: 3,
      starts_on: '2030-01-31',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      job_id: storeId,
      name: 'Quarterly review',
      every_months: 3,
      starts_on: '2030-01-31',
      next_on: '2030-01-31',
      last_due_on: null,
      last_skipped: null,
    });
    expect(await scheduleOf(storeId)).toEqual(saved.json().data);

    const mailsBefore = await invitationMails();
    expect(await openDuePeriods(t.db, URL, at('2030-01-30'))).toBe(0);
    expect(await periodsOf(storeId)).toEqual([]);

    const supervised = await t.db
      .selectFrom('employees')
      .select('supervisor_email')
      .where('job_profile_id', '=', storeId)
      .where('end_date', 'is', null)
      .execute();
    const supervisors = {
      n: new Set(supervised.map((e) => e.supervisor_email?.trim().toLowerCase()).filter((e) => e)).size,
    };
    expect(await openDuePeriods(t.db, URL, at('2030-01-31'))).toBe(1);
    const [period, ...others] = await periodsOf(storeId);
    expect(others).toEqual([]);
    expect(period).toMatchObject({
      name: 'Quarterly review 2030-01-31',
      measured_on: '2030-01-31',
      scheduled_on: '2030-01-31',
      supervisors: Number(supervisors.n),
      answered: 0,
    });
    expect(await invitationMails()).toBe(mailsBefore + Number(supervisors.n));
    const link = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('reason', '=', 'outcome_invitation')
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(link.text_body).toContain(`${URL}/outcome-review/`);
    expect(await scheduleOf(storeId)).toMatchObject({
      next_on: '2030-04-30',
      last_due_on: '2030-01-31',
      last_outcome_period_id: period!.outcome_period_id,
      last_skipped: null,
    });

    expect(await openDuePeriods(t.db, URL, at('2030-01-31'))).toBe(0);
    expect(await openDuePeriods(t.db, URL, at('2030-04-29'))).toBe(0);
    expect(await periodsOf(storeId)).toHaveLength(1);
    expect(await invitationMails()).toBe(mailsBefore + Number(supervisors.n));
  });

  it('given two runs at once on a due day, then one period; given a server asleep for months, then only the latest due day is opened', async () => {
    const results = await Promise.all([
      openDuePeriods(t.db, URL, at('2030-04-30')),
      openDuePeriods(t.db, URL, at('2030-04-30')),
    ]);
    expect(results.sort()).toEqual([0, 1]);
    expect((await periodsOf(storeId)).map((p) => p.scheduled_on)).toEqual(['2030-04-30', '2030-01-31']);

    expect(await openDuePeriods(t.db, URL, at('2031-03-01'))).toBe(1);
    expect((await periodsOf(storeId)).map((p) => p.scheduled_on)).toEqual(['2031-01-31', '2030-04-30', '2030-01-31']);
    expect(await scheduleOf(storeId)).toMatchObject({ next_on: '2031-04-30', last_due_on: '2031-01-31' });
  });

  it('given a profile with nobody to ask, then the due day is recorded as skipped and the schedule moves on', async () => {
    const empty = (
      await send(owner, 'POST', `/job/v1/${demoAccountId}/profiles/`, {
        title: 'Nobody yet',
        outcomes: ['performance_rating'],
      })
    ).json().data.job_id as number;
    await send(owner, 'PUT', scheduleUrl(empty), { name: 'Monthly check', every_months: 1, starts_on: '2030-05-15' });
    expect(await openDuePeriods(t.db, URL, at('2030-05-15'))).toBe(0);
    expect(await scheduleOf(empty)).toMatchObject({
      next_on: '2030-06-15',
      last_due_on: '2030-05-15',
      last_outcome_period_id: null,
      last_skipped: 'no_supervisors',
    });
    expect(await periodsOf(empty)).toEqual([]);
    // A deleted profile's schedule opens nothing.
    await send(owner, 'DELETE', `/job/v1/profiles/${empty}/`);
    expect(await openDuePeriods(t.db, URL, at('2030-06-15'))).toBe(0);
  });

  it('given the schedule is saved again or stopped, then it starts over or is gone and the periods stay', async () => {
    const again = await send(owner, 'PUT', scheduleUrl(storeId), {
      name: 'Half-yearly review',
      every_months: 6,
      starts_on: today,
    });
    expect(again.json().data).toMatchObject({
      every_months: 6,
      next_on: today,
      last_due_on: null,
      last_outcome_period_id: null,
    });
    expect((await send(owner, 'DELETE', scheduleUrl(storeId))).json().data).toEqual({ ok: true });
    expect(await scheduleOf(storeId)).toBeNull();
    expect(await periodsOf(storeId)).toHaveLength(3);
  });

  it('given the recurring job on the queue and a schedule due today, then its run opens today’s period and queues the next run', async () => {
    await send(owner, 'PUT', scheduleUrl(storeId), { name: 'Review', every_months: 12, starts_on: today });
    const job = jobProfileSchedulesJob(URL);
    await scheduleRecurring(t.db, [job]);
    expect(await drainJobs(t.db, recurringHandlers([job]), 1)).toBe(1);
    expect((await periodsOf(storeId))[0]).toMatchObject({ scheduled_on: today, name: `Review ${today}` });
    const pending = await t.db
      .selectFrom('background_jobs')
      .select('run_after')
      .where('kind', '=', job.kind)
      .where('finished_at', 'is', null)
      .execute();
    expect(pending).toHaveLength(1);
    expect(pending[0]!.run_after.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });
});
