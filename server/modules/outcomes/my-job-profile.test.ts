import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyRole } from '../../../contracts/my-job-profile.ts';
import type { OutcomePeriod } from '../../../contracts/outcome-questions.ts';
import type { ProfileBoardReport } from '../../../contracts/job-profile-dashboards.ts';
import { DEMO_PROFILES } from '../../db/seed/demo-job-profiles.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, li: S, candidate: S;
let demoAccountId: number, supportId: number, liEmployeeId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, li, candidate] = (await Promise.all(
    ['owner@demo-company.test', 'li.wei@assay.test', 'candidate@assay.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  supportId = (
    await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', DEMO_PROFILES[1].uuid).executeTakeFirstOrThrow()
  ).job_id;
  liEmployeeId = (
    await t.db
      .selectFrom('employees')
      .innerJoin('users', 'users.user_id', 'employees.user_id')
      .select('employee_id')
      .where('users.email', '=', 'li.wei@assay.test')
      .executeTakeFirstOrThrow()
  ).employee_id;
});
afterAll(async () => t.close());

const get = (who: S | null, url: string) =>
  t.request({ method: 'GET', url: `/api${url}`, ...(who ? { token: who.token } : {}) });
const send = (who: S | null, method: 'POST', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    ...(who ? { token: who.token } : {}),
    ...(body !== undefined ? { body } : {}),
    headers: { 'idempotency-key': randomUUID() },
  });
const mine = async (who: S) => (await get(who, '/user-response/v1/my-job-profile/')).json().data.roles as MyRole[];
const answer = (who: S, body: unknown) => send(who, 'POST', '/user-response/v1/my-job-profile/satisfaction/', body);

describe('an employee’s own job profile and satisfaction questions', () => {
  let period: OutcomePeriod;
  let questionIds: number[];

  it('given a user who is no one’s employee, then no roles; signed out, 401', async () => {
    expect(await mine(candidate)).toEqual([]);
    expect((await get(null, '/user-response/v1/my-job-profile/')).statusCode).toBe(401);
  });

  it('given an employee of a profile with no open period, then the role, its plan and no questions', async () => {
    const [role, ...rest] = await mine(li);
    expect(rest).toEqual([]);
    expect(role).toMatchObject({
      employee_id: liEmployeeId,
      company_name: 'Demo Company',
      profile_title: 'Support Agent',
      job_title: 'Support Agent',
      period: null,
    });
    expect(Array.isArray(role!.activities)).toBe(true);
  });

  it('given employee questions and an opened period, then employees are mailed and see the questions; supervisors are not asked them', async () => {
    const added = [];
    for (const question of ['How satisfied are you with your work?', 'Would you recommend this job to a friend?']) {
      const res = await send(owner, 'POST', '/user-response/v1/outcome-questions/', {
        account_id: demoAccountId,
        question,
        audience: 'employee',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.audience).toBe('employee');
      added.push(res.json().data.outcome_question_id as number);
    }
    questionIds = added;
    const opened = await send(owner, 'POST', `/job/v1/profiles/${supportId}/outcome-periods/`, {
      name: 'Autumn pulse',
      measured_on: '2026-10-31',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    period = opened.json().data;
    expect(period).toMatchObject({ supervisors: 0, self_answered: 0 });
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'text_body'])
      .where('reason', '=', 'satisfaction_invitation')
      .execute();
    const employed = await t.db
      .selectFrom('employees as e')
      .leftJoin('users as u', 'u.user_id', 'e.user_id')
      .select(sql<string | null>`lower(coalesce(e.email, u.email))`.as('email'))
      .where('e.job_profile_id', '=', supportId)
      .where('e.end_date', 'is', null)
      .execute();
    expect(mails.length).toBe(employed.filter((e) => e.email !== null).length);
    const liMail = mails.find((m) => m.to_address === 'li.wei@assay.test');
    expect(liMail?.text_body).toContain('/user/job-profile');
    expect(liMail?.text_body).toContain('Autumn pulse');

    const [role] = await mine(li);
    expect(role!.period).toMatchObject({
      outcome_period_id: period.outcome_period_id,
      name: 'Autumn pulse',
      measured_on: '2026-10-31',
      answers: {},
      answered_at: null,
    });
    expect(role!.period!.questions.map((q) => q.outcome_question_id)).toEqual(questionIds);
  });

  it('given the employee answers, then bad answers are refused, good ones replace theirs and become the satisfaction the board reads', async () => {
    const [q1, q2] = questionIds as [number, number];
    const missing = await answer(li, {
      employee_id: liEmployeeId,
      outcome_period_id: period.outcome_period_id,
      answers: [{ outcome_question_id: q1, value: 4 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].prop).toBe(`answers.${q2}`);
    const outOfScale = await answer(li, {
      employee_id: liEmployeeId,
      outcome_period_id: period.outcome_period_id,
      answers: [
        { outcome_question_id: q1, value: 0 },
        { outcome_question_id: q2, value: 3 },
      ],
    });
    expect(outOfScale.statusCode).toBe(400);
    const full = (value: number) => ({
      employee_id: liEmployeeId,
      outcome_period_id: period.outcome_period_id,
      answers: [
        { outcome_question_id: q1, value },
        { outcome_question_id: q2, value: 4 },
      ],
    });
    expect((await answer(candidate, full(5))).statusCode).toBe(404);
    expect((await answer(li, { ...full(5), outcome_period_id: period.outcome_period_id + 1000 })).statusCode).toBe(404);

    expect((await answer(li, full(1))).statusCode).toBe(200);
    const res = await answer(li, full(5));
    expect(res.statusCode, res.body).toBe(200);
    const role = (res.json().data.roles as MyRole[])[0]!;
    expect(role.period!.answers).toEqual({ [String(q1)]: 5, [String(q2)]: 4 });
    expect(role.period!.answered_at).not.toBeNull();

    const value = await t.db
      .selectFrom('employee_outcome_values')
      .select('value')
      .where('employee_id', '=', liEmployeeId)
      .where('outcome', '=', 'satisfaction')
      .where('measured_at', '=', '2026-10-31' as never)
      .executeTakeFirstOrThrow();
    expect(Number(value.value)).toBe(4.5);
    const periods = (await get(owner, `/job/v1/profiles/${supportId}/outcome-periods/`)).json().data
      .results as OutcomePeriod[];
    expect(periods[0]).toMatchObject({ outcome_period_id: period.outcome_period_id, self_answered: 1 });
    const board = (await get(owner, `/job/v1/profiles/${supportId}/dashboards/satisfaction/`)).json()
      .data as ProfileBoardReport;
    expect(board.measures.find((m) => m.key === 'period-2026-10-31')).toMatchObject({ n: 1, mean: 4.5 });
  });

  it('given the period ended for the employee, then nothing is asked and answering is refused', async () => {
    await t.db
      .updateTable('employees')
      .set({ end_date: '2026-11-01' as never, separation_type: 'voluntary' })
      .where('employee_id', '=', liEmployeeId)
      .execute();
    try {
      expect(await mine(li)).toEqual([]);
      const res = await answer(li, {
        employee_id: liEmployeeId,
        outcome_period_id: period.outcome_period_id,
        answers: questionIds.map((id) => ({ outcome_question_id: id, value: 3 })),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.db
        .updateTable('employees')
        .set({ end_date: null, separation_type: null })
        .where('employee_id', '=', liEmployeeId)
        .execute();
    }
  });

  it('given the employee is deactivated, then their page and answers are refused', async () => {
    await t.db
      .updateTable('users')
      .set({ deactivated_at: new Date() })
      .where('email', '=', 'li.wei@assay.test')
      .execute();
    try {
      expect((await get(li, '/user-response/v1/my-job-profile/')).statusCode).toBe(401);
      const res = await answer(li, {
        employee_id: liEmployeeId,
        outcome_period_id: period.outcome_period_id,
        answers: questionIds.map((id) => ({ outcome_question_id: id, value: 3 })),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ deactivated_at: null }).where('email', '=', 'li.wei@assay.test').execute();
    }
  });
});
