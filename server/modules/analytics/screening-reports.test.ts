/**
 * The Screening Questions dashboard recomputed by hand. One requisition of Demo Company in January
 * 2020 with one questions activity asking: Q1 single choice (A, B knockout), Q2 multiple choice
 * (M1, M2, M3), Q3 yes/no (Yes, No knockout), Q4 a number, Q5 short text.
 *   P1 hired:    Q1 A, Q2 M1+M2,    Q3 yes, Q4 3,  Q5 text
 *   P2 hired:    Q1 A, Q2 M2,       Q3 yes, Q4 5
 *   P3 rejected: Q1 B, Q2 M1+M2+M3, Q3 no,  Q4 10
 *   P4 active:   Q1 A,              Q3 Yes, Q4 1
 *   P5 applied in February (outside the range): Q1 B.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ScreeningQuestionReport } from '../../../contracts/screening-reports.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let otherOwner: string;
let accountId: number;
const q: Record<string, number> = {};
const o: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  owner = (await t.signIn('owner@demo-company.test')).token;
  otherOwner = (await t.signIn('owner@other-company.test')).token;
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  const job = await t.db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: accountId,
      job_type_id: 2,
      title: 'Screening Report Clerk',
      tracker_title: 'Job Application',
      city: 'Lyon',
      state: 'ARA',
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const step = await t.db
    .insertInto('job_steps')
    .values({ job_id: job.job_id, name: 'Screen', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const activity = await t.db
    .insertInto('job_step_activities')
    .values({ job_step_id: step.job_step_id, activity_type: 'questions', title: 'Screening questions', sort_order: 1 })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  const questions = [
    [
      'Q1',
      'single_choice',
      [
        ['A', false],
        ['B', true],
      ],
    ],
    [
      'Q2',
      'multiple_choice',
      [
        ['M1', false],
        ['M2', false],
        ['M3', false],
      ],
    ],
    [
      'Q3',
      'yes_no',
      [
        ['Yes', false],
        ['No', true],
      ],
    ],
    ['Q4', 'number', []],
    ['Q5', 'short_text', []],
  ] as const;
  for (const [i, [name, question_type, options]] of questions.entries()) {
    const row = await t.db
      .insertInto('account_questions')
      .values({ account_id: accountId, question_type, question_text: `Question ${name}` })
      .returning('account_question_id')
      .executeTakeFirstOrThrow();
    q[name] = row.account_question_id;
    await t.db
      .insertInto('job_step_activity_questions')
      .values({
        job_step_activity_id: activity.job_step_activity_id,
        account_question_id: row.account_question_id,
        sort_order: i + 1,
      })
      .execute();
    for (const [j, [text, is_knockout]] of options.entries()) {
      const option = await t.db
        .insertInto('question_options')
        .values({ account_question_id: row.account_question_id, option_text: text, sort_order: j + 1, is_knockout })
        .returning('question_option_id')
        .executeTakeFirstOrThrow();
      o[text] = option.question_option_id;
    }
  }
  const people: { status: 'hired' | 'rejected' | 'active'; created: string; answers: Record<string, unknown> }[] = [
    {
      status: 'hired',
      created: '2020-01-06',
      answers: { Q1: o.A, Q2: [String(o.M1), String(o.M2)], Q3: 'yes', Q4: 3, Q5: 'I like people' },
    },
    { status: 'hired', created: '2020-01-07', answers: { Q1: o.A, Q2: [String(o.M2)], Q3: 'yes', Q4: 5 } },
    {
      status: 'rejected',
      created: '2020-01-08',
      answers: { Q1: o.B, Q2: [String(o.M1), String(o.M2), String(o.M3)], Q3: 'no', Q4: 10 },
    },
    { status: 'active', created: '2020-01-09', answers: { Q1: o.A, Q3: 'Yes', Q4: 1 } },
    { status: 'active', created: '2020-02-03', answers: { Q1: o.B } },
  ];
  for (const [n, p] of people.entries()) {
    const user = await t.db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email: `screening-report-${n}@assay.test`,
        first_name: `P${n + 1}`,
        last_name: 'Applicant',
        password_hash: null,
        phone_number: null,
        preferred_language: null,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const refId = randomUUID();
    await t.db
      .insertInto('user_trackers')
      .values({
        ref_id: refId,
        user_id: user.user_id,
        job_id: job.job_id,
        account_id: accountId,
        created_at: `${p.created}T09:00:00Z`,
        status: p.status,
      })
      .execute();
    const attempt = randomUUID();
    await t.db
      .insertInto('user_attempts')
      .values({
        attempt_id: attempt,
        ref_id: refId,
        job_step_activity_id: activity.job_step_activity_id,
        user_id: user.user_id,
      })
      .execute();
    await t.db
      .insertInto('user_answers')
      .values(
        Object.entries(p.answers).map(([name, value]) => ({
          attempt_id: attempt,
          item_id: `q${q[name]}`,
          value: JSON.stringify(value),
          revision: 1,
          answered_at: new Date(),
        })),
      )
      .execute();
  }
});
afterAll(async () => t.close());

it('counts each question’s answers per choice with hires and knockouts, and the median of numbers', async () => {
  const res = await t.request({
    method: 'GET',
    url: `/api/report/v1/account/${accountId}/screening-questions/?from_date=2020-01-01&to_date=2020-01-31`,
    token: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
  const r = res.json().data as ScreeningQuestionReport;
  expect(r.questions.map((x) => x.question_text)).toEqual([
    'Question Q1',
    'Question Q3',
    'Question Q4',
    'Question Q2',
    'Question Q5',
  ]);
  const by = (name: string) => r.questions.find((x) => x.account_question_id === q[name])!;
  const choices = (name: string) => by(name).choices.map((c) => [c.label, c.answers, c.hired, c.is_knockout]);
  expect(by('Q1')).toMatchObject({ answered: 4, hired: 2, median: null });
  expect(choices('Q1')).toEqual([
    ['A', 3, 2, false],
    ['B', 1, 0, true],
  ]);
  expect(by('Q2')).toMatchObject({ answered: 3, hired: 2 });
  expect(choices('Q2')).toEqual([
    ['M1', 2, 1, false],
    ['M2', 3, 2, false],
    ['M3', 1, 0, false],
  ]);
  expect(choices('Q3')).toEqual([
    ['Yes', 3, 2, false],
    ['No', 1, 0, true],
  ]);
  expect(by('Q4')).toMatchObject({ answered: 4, hired: 2, median: 4, choices: [] });
  expect(by('Q5')).toMatchObject({ answered: 1, hired: 1, median: null, choices: [] });
});

it('another company’s owner gets 404, and a range without answers is empty', async () => {
  const other = await t.request({
    method: 'GET',
    url: `/api/report/v1/account/${accountId}/screening-questions/`,
    token: otherOwner,
  });
  expect(other.statusCode).toBe(404);
  const res = await t.request({
    method: 'GET',
    url: `/api/report/v1/account/${accountId}/screening-questions/?from_date=2019-01-01&to_date=2019-12-31`,
    token: owner,
  });
  expect((res.json().data as ScreeningQuestionReport).questions).toEqual([]);
});
