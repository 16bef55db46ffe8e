import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomePeriod, OutcomeQuestion, OutcomeReview } from '../../../contracts/outcome-questions.ts';
import { DEMO_PROFILES } from '../../db/seed/demo-job-profiles.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let demoAccountId: number, otherAccountId: number;
let storeId: number, supportId: number;

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
  const idOf = async (uuid: string) =>
    (await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).job_id;
  storeId = await idOf(DEMO_PROFILES[0].uuid);
  supportId = await idOf(DEMO_PROFILES[1].uuid);
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
const questionsOf = async (accountId: number) =>
  (await get(admin, `/user-response/v1/outcome-questions/?account_id=${accountId}`)).json().data
    .results as OutcomeQuestion[];
const invitationMails = () =>
  t.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('reason', '=', 'outcome_invitation')
    .orderBy('mail_id')
    .execute();
const tokenIn = (text: string) => /outcome-review\/([0-9a-f-]{36})/.exec(text)![1]!;

describe('outcome questions', () => {
  it('given the owner, then questions are added in order, reworded and deleted; bad input changes nothing', async () => {
    const first = await send(owner, 'POST', '/user-response/v1/outcome-questions/', {
      account_id: demoAccountId,
      question: '  How well does this person meet the role’s targets? ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      question: 'How well does this person meet the role’s targets?',
      answers: 0,
    });
    const second = (
      await send(owner, 'POST', '/user-response/v1/outcome-questions/', {
        account_id: demoAccountId,
        question: 'How reliable is this person?',
      })
    ).json().data as OutcomeQuestion;
    const temp = (
      await send(admin, 'POST', '/user-response/v1/outcome-questions/', {
        account_id: demoAccountId,
        question: 'To delete',
      })
    ).json().data as OutcomeQuestion;
    expect((await questionsOf(demoAccountId)).map((q) => q.question)).toEqual([
      'How well does this person meet the role’s targets?',
      'How reliable is this person?',
      'To delete',
    ]);

    const empty = await send(owner, 'POST', '/user-response/v1/outcome-questions/', {
      account_id: demoAccountId,
      question: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].prop).toBe('question');
    expect(
      (
        await send(owner, 'PUT', `/user-response/v1/outcome-questions/${second.outcome_question_id}/`, {
          question: 'x'.repeat(501),
        })
      ).statusCode,
    ).toBe(400);
    const reworded = await send(owner, 'PUT', `/user-response/v1/outcome-questions/${second.outcome_question_id}/`, {
      question: 'How dependable is this person?',
    });
    expect(reworded.json().data.question).toBe('How dependable is this person?');
    expect(
      (await send(owner, 'DELETE', `/user-response/v1/outcome-questions/${temp.outcome_question_id}/`)).statusCode,
    ).toBe(200);
    expect((await questionsOf(demoAccountId)).map((q) => q.question)).toEqual([
      'How well does this person meet the role’s targets?',
      'How dependable is this person?',
    ]);
    expect(
      (await send(owner, 'DELETE', `/user-response/v1/outcome-questions/${temp.outcome_question_id}/`)).statusCode,
    ).toBe(404);
  });

  it('given staff without settings access, another company or a candidate, then 403 or 404 and nothing changes', async () => {
    const [mine] = await questionsOf(demoAccountId);
    expect((await get(recruiter, `/user-response/v1/outcome-questions/?account_id=${demoAccountId}`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await send(recruiter, 'POST', '/user-response/v1/outcome-questions/', {
          account_id: demoAccountId,
          question: 'Sneaky',
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(otherOwner, `/user-response/v1/outcome-questions/?account_id=${demoAccountId}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await send(otherOwner, 'PUT', `/user-response/v1/outcome-questions/${mine!.outcome_question_id}/`, {
          question: 'Mine now',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(otherOwner, 'DELETE', `/user-response/v1/outcome-questions/${mine!.outcome_question_id}/`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(recruiter, 'PUT', `/user-response/v1/outcome-questions/${mine!.outcome_question_id}/`, {
          question: 'Mine now',
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(null, `/user-response/v1/outcome-questions/?account_id=${demoAccountId}`)).statusCode).toBe(401);
    expect((await questionsOf(demoAccountId))[0]!.question).toBe(mine!.question);
    expect(await questionsOf(otherAccountId)).toEqual([]);
  });
});

describe('outcome periods and supervisors’ answers', () => {
  let period: OutcomePeriod;
  let token: string;

  it('given a profile whose company has no questions, or no supervised participants, then 409 and no mail', async () => {
    const mailsBefore = (await invitationMails()).length;
    const otherProfile = await send(otherOwner, 'POST', `/job/v1/${otherAccountId}/profiles/`, {
      title: 'Other role',
      outcomes: ['performance_rating'],
    });
    const otherId = otherProfile.json().data.job_id as number;
    const noQuestions = await send(otherOwner, 'POST', `/job/v1/profiles/${otherId}/outcome-periods/`, {
      name: 'Q2',
      measured_on: '2026-06-30',
    });
    expect(noQuestions.statusCode).toBe(409);
    expect(noQuestions.json().code).toBe('no_outcome_questions');
    const empty = await send(owner, 'POST', `/job/v1/${demoAccountId}/profiles/`, {
      title: 'Nobody here',
      outcomes: ['performance_rating'],
    });
    const noPeople = await send(owner, 'POST', `/job/v1/profiles/${empty.json().data.job_id}/outcome-periods/`, {
      name: 'Q2',
      measured_on: '2026-06-30',
    });
    expect(noPeople.statusCode).toBe(409);
    expect(noPeople.json().code).toBe('no_supervisors');
    const badDate = await send(owner, 'POST', `/job/v1/profiles/${storeId}/outcome-periods/`, {
      name: ' ',
      measured_on: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['name', 'measured_on']);
    expect((await invitationMails()).length).toBe(mailsBefore);
    expect((await get(owner, `/job/v1/profiles/${storeId}/outcome-periods/`)).json().data.results).toEqual([]);
  });

  it('given staff who may not work on the profile, or another company, then 403 or 404', async () => {
    expect((await get(recruiter, `/job/v1/profiles/${storeId}/outcome-periods/`)).statusCode).toBe(403);
    expect(
      (
        await send(recruiter, 'POST', `/job/v1/profiles/${storeId}/outcome-periods/`, {
          name: 'Q2',
          measured_on: '2026-06-30',
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(otherOwner, `/job/v1/profiles/${storeId}/outcome-periods/`)).statusCode).toBe(404);
    expect(
      (
        await send(otherOwner, 'POST', `/job/v1/profiles/${storeId}/outcome-periods/`, {
          name: 'Q2',
          measured_on: '2026-06-30',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('given the owner opens a period, then each supervisor of the employed participants is mailed one link about their people', async () => {
    const supervised = await t.db
      .selectFrom('employees')
      .select(['employee_id', 'supervisor_email'])
      .where('job_profile_id', '=', storeId)
      .where('end_date', 'is', null)
      .where('supervisor_email', 'is not', null)
      .execute();
    const supervisors = [...new Set(supervised.map((e) => e.supervisor_email!.toLowerCase()))].sort();
    const res = await send(owner, 'POST', `/job/v1/profiles/${storeId}/outcome-periods/`, {
      name: ' Spring review ',
      measured_on: '2026-05-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    period = res.json().data;
    expect(period).toMatchObject({
      name: 'Spring review',
      measured_on: '2026-05-31',
      supervisors: supervisors.length,
      employees: supervised.length,
      answered: 0,
    });
    const mails = await invitationMails();
    expect(mails.map((m) => m.to_address).sort()).toEqual(supervisors);
    expect(mails[0]!.subject).toContain('Spring review');
    token = tokenIn(mails[0]!.text_body);
    expect((await get(owner, `/job/v1/profiles/${storeId}/outcome-periods/`)).json().data.results).toEqual([period]);
    expect((await get(admin, `/job/v1/profiles/${storeId}/outcome-periods/`)).statusCode).toBe(200);
  });

  it('given the supervisor’s link, then the questions and their people show without signing in; answers become the performance rating', async () => {
    const review = (await get(null, `/user-response/v1/outcome-periods/${token}/`)).json().data as OutcomeReview;
    expect(review).toMatchObject({
      company_name: 'Demo Company',
      profile_title: 'Store Associate',
      period_name: 'Spring review',
      measured_on: '2026-05-31',
    });
    expect(review.questions).toHaveLength(2);
    expect(review.employees.length).toBeGreaterThan(0);
    const person = review.employees[0]!;
    const q1 = review.questions[0]!;
    const q2 = review.questions[1]!;

    const missing = await send(null, 'POST', `/user-response/v1/outcome-periods/${token}/answers/`, {
      employee_id: person.employee_id,
      answers: [{ outcome_question_id: q1.outcome_question_id, value: 4 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].prop).toBe(`answers.${q2.outcome_question_id}`);
    const outOfScale = await send(null, 'POST', `/user-response/v1/outcome-periods/${token}/answers/`, {
      employee_id: person.employee_id,
      answers: [
        { outcome_question_id: q1.outcome_question_id, value: 6 },
        { outcome_question_id: q2.outcome_question_id, value: 3 },
      ],
    });
    expect(outOfScale.statusCode).toBe(400);
    const stranger =
      (
        await t.db
          .selectFrom('employees')
          .select('employee_id')
          .where('account_id', '=', otherAccountId)
          .executeTakeFirst()
      )?.employee_id ?? 2_000_000_000;
    const notTheirs = await send(null, 'POST', `/user-response/v1/outcome-periods/${token}/answers/`, {
      employee_id: stranger,
      answers: [
        { outcome_question_id: q1.outcome_question_id, value: 4 },
        { outcome_question_id: q2.outcome_question_id, value: 3 },
      ],
    });
    expect(notTheirs.statusCode).toBe(400);
    const rating = () =>
      t.db
        .selectFrom('employee_outcome_values')
        .select('value')
        .where('employee_id', '=', person.employee_id)
        .where('outcome', '=', 'performance_rating')
        .where('measured_at', '=', '2026-05-31')
        .executeTakeFirst();
    expect(await rating()).toBeUndefined();

    const ok = await send(null, 'POST', `/user-response/v1/outcome-periods/${token}/answers/`, {
      employee_id: person.employee_id,
      answers: [
        { outcome_question_id: q1.outcome_question_id, value: 4 },
        { outcome_question_id: q2.outcome_question_id, value: 3 },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = ok.json().data as OutcomeReview;
    expect(after.employees.find((e) => e.employee_id === person.employee_id)).toMatchObject({
      answered: true,
      answers: { [q1.outcome_question_id]: 4, [q2.outcome_question_id]: 3 },
    });
    expect(Number((await rating())!.value)).toBe(3.5);
    const again = await send(null, 'POST', `/user-response/v1/outcome-periods/${token}/answers/`, {
      employee_id: person.employee_id,
      answers: [
        { outcome_question_id: q1.outcome_question_id, value: 5 },
        { outcome_question_id: q2.outcome_question_id, value: 5 },
      ],
    });
    expect(again.statusCode).toBe(200);
    expect(Number((await rating())!.value)).toBe(5);
    const listed = (await get(owner, `/job/v1/profiles/${storeId}/outcome-periods/`)).json().data
      .results as OutcomePeriod[];
    expect(listed[0]!.answered).toBe(1);
    const correlations = (await get(owner, `/job/v1/profiles/${storeId}/correlations/?outcome=performance`)).json()
      .data;
    expect(correlations.outcome_count).toBeGreaterThan(0);
  });

  it('given an unknown or expired link, then 404 or 410 and nothing is shown', async () => {
    expect((await get(null, `/user-response/v1/outcome-periods/${randomUUID()}/`)).statusCode).toBe(404);
    expect((await get(null, '/user-response/v1/outcome-periods/not-a-token/')).statusCode).toBe(400);
    await t.db
      .updateTable('outcome_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('outcome_period_id', '=', period.outcome_period_id)
      .execute();
    const expired = await get(null, `/user-response/v1/outcome-periods/${token}/`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().data).toBeUndefined();
    expect(
      (await send(null, 'POST', `/user-response/v1/outcome-periods/${token}/answers/`, { employee_id: 1, answers: [] }))
        .statusCode,
    ).toBe(410);
  });
});

describe('the profile list still counts', () => {
  it('given the periods, then the support profile has none', async () => {
    expect((await get(owner, `/job/v1/profiles/${supportId}/outcome-periods/`)).json().data.results).toEqual([]);
  });
});
