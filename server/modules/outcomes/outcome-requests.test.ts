import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomePeriod, OutcomeRequest } from '../../../contracts/outcome-questions.ts';
import { DEMO_PROFILES } from '../../db/seed/demo-job-profiles.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, li: S, candidate: S, otherOwner: S;
let demoAccountId: number, supportId: number, liEmployeeId: number, supervisedId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, li, candidate, otherOwner] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'li.wei@assay.test',
      'candidate@assay.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
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
  const [first, second] = await t.db
    .selectFrom('employees')
    .select('employee_id')
    .where('job_profile_id', '=', supportId)
    .where('end_date', 'is', null)
    .where('employee_id', '!=', liEmployeeId)
    .orderBy('employee_id')
    .limit(2)
    .execute();
  supervisedId = first!.employee_id;
  // The recruiter (Demo Company staff) supervises one person; a candidate account carries another supervisor's address.
  await t.db
    .updateTable('employees')
    .set({ supervisor_email: 'Recruiter@Demo-Company.test' })
    .where('employee_id', '=', supervisedId)
    .execute();
  await t.db
    .updateTable('employees')
    .set({ supervisor_email: 'candidate@assay.test' })
    .where('employee_id', '=', second!.employee_id)
    .execute();
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
const requestsOf = async (who: S) => {
  const res = await get(who, '/user-response/v1/outcomes/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results as OutcomeRequest[];
};
const open = async (name: string, measuredOn: string) => {
  const res = await send(owner, 'POST', `/job/v1/profiles/${supportId}/outcome-periods/`, {
    name,
    measured_on: measuredOn,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OutcomePeriod;
};
const recruiterToken = async () => {
  const mail = await t.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', 'recruiter@demo-company.test')
    .where('reason', '=', 'outcome_invitation')
    .orderBy('mail_id', 'desc')
    .executeTakeFirstOrThrow();
  return /outcome-review\/([0-9a-f-]{36})/.exec(mail.text_body)![1]!;
};

describe('the signed-in user’s outcome requests', () => {
  let first: OutcomePeriod;
  const questionIds: Record<'supervisor' | 'employee', number> = { supervisor: 0, employee: 0 };

  it('given nothing asked yet, then an empty list; signed out, 401', async () => {
    expect(await requestsOf(recruiter)).toEqual([]);
    expect(await requestsOf(li)).toEqual([]);
    expect((await get(null, '/user-response/v1/outcomes/')).statusCode).toBe(401);
  });

  it('given a period, then the supervising staff member sees their pending request and the employee their own; a candidate account with a supervisor’s address sees none', async () => {
    for (const audience of ['supervisor', 'employee'] as const) {
      const res = await send(owner, 'POST', '/user-response/v1/outcome-questions/', {
        account_id: demoAccountId,
        question: `A ${audience} question`,
        audience,
      });
      questionIds[audience] = res.json().data.outcome_question_id;
    }
    first = await open('Spring review', '2026-05-31');
    const [mine, ...rest] = await requestsOf(recruiter);
    expect(rest).toEqual([]);
    expect(mine).toMatchObject({
      audience: 'supervisor',
      outcome_period_id: first.outcome_period_id,
      company_name: 'Demo Company',
      profile_title: 'Support Agent',
      period_name: 'Spring review',
      measured_on: '2026-05-31',
      status: 'pending',
      people: 1,
      answered: 0,
      employee_id: null,
    });
    expect(Date.parse(mine!.open_until)).toBeGreaterThan(Date.now());
    expect(await requestsOf(li)).toEqual([
      expect.objectContaining({
        audience: 'employee',
        outcome_period_id: first.outcome_period_id,
        employee_id: liEmployeeId,
        status: 'pending',
        people: 1,
        answered: 0,
      }),
    ]);
    expect(
      await t.db
        .selectFrom('mail_outbox')
        .select('mail_id')
        .where('to_address', '=', 'candidate@assay.test')
        .where('reason', '=', 'outcome_invitation')
        .execute(),
    ).toHaveLength(1);
    expect(await requestsOf(candidate)).toEqual([]);
    expect(await requestsOf(otherOwner)).toEqual([]);
  });

  it('given the answers, then both requests are answered; a newer period is pending first and an expired link says so', async () => {
    const byLink = await send(null, 'POST', `/user-response/v1/outcome-periods/${await recruiterToken()}/answers/`, {
      employee_id: supervisedId,
      answers: [{ outcome_question_id: questionIds.supervisor, value: 4 }],
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
    const self = await send(li, 'POST', '/user-response/v1/my-job-profile/satisfaction/', {
      employee_id: liEmployeeId,
      outcome_period_id: first.outcome_period_id,
      answers: [{ outcome_question_id: questionIds.employee, value: 5 }],
    });
    expect(self.statusCode, self.body).toBe(200);
    expect(await requestsOf(recruiter)).toEqual([
      expect.objectContaining({ status: 'answered', people: 1, answered: 1 }),
    ]);
    expect(await requestsOf(li)).toEqual([expect.objectContaining({ status: 'answered', answered: 1 })]);

    const second = await open('Autumn review', '2026-10-31');
    const [newer, older] = await requestsOf(li);
    expect(newer).toMatchObject({ outcome_period_id: second.outcome_period_id, status: 'pending' });
    expect(older).toMatchObject({ outcome_period_id: first.outcome_period_id, status: 'answered' });

    await t.db
      .updateTable('outcome_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('outcome_period_id', '=', second.outcome_period_id)
      .execute();
    expect((await requestsOf(recruiter)).map((r) => [r.period_name, r.status])).toEqual([
      ['Autumn review', 'expired'],
      ['Spring review', 'answered'],
    ]);
  });
});
