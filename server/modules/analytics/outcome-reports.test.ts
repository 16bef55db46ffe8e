/**
 * Turnover, Performance and Interview Questions recomputed by hand. One requisition of Demo
 * Company in 2010 with interview kit K: Q1 probes attribute X, Q2 probes Y, Q3 probes nothing.
 * Seven applicants A1-A7 each have one evaluation submitted on K; A8 has only a draft.
 *   A1-A6 were hired and became employees E1-E6; A7 was rejected.
 *   Interview scores X: 1 2 4 4 2 5 (A7: 1); Y: 3 on each of A1-A6 (A7: 1).
 *   Notes: Q1 on A1 and A2; Q2 on A3; Q3 only blank notes (not counted).
 * Employees (start, end, separation, assessment score of X, latest rating):
 *   E1 2010-01-10, 2010-02-01 voluntary (22 days), 20, rating 2
 *   E2 2010-03-01, 2011-01-01 involuntary (306 days), 30, no rating
 *   E3 2010-06-01, still there, 60, rating 3 then 4 (the later counts)
 *   E4 2011-01-05, still there, 70, rating 4
 *   E5 2011-02-01, 2011-03-01 voluntary (28 days), 40, rating 2
 *   E6 2011-05-01, still there, 80, rating 5
 * Stayed (1) / left (0): 0 0 1 1 0 1, mean 0.5.
 * Assessment X with staying: dx -30 -20 10 20 -10 30, sum dx*dy = 60, sum dx² = 2800, sum dy² = 1.5: r = 60/√4200 ≈ 0.9258.
 * Interview X with staying: dx -2 -1 1 1 -1 2, sum dx*dy = 4, sum dx² = 12: r = 4/√18 ≈ 0.9428; Y has no spread: no r.
 * Assessment X with rating (E1 E3 E4 E5 E6): X 20 60 70 40 80 (mean 54), rating 2 4 4 2 5 (mean 3.4):
 *   sum dx*dy = 122, sum dx² = 2320, sum dy² = 7.2: r = 122/√16704 ≈ 0.9440; mean rating 3.4.
 * Interview questions: 7 evaluations each. Q1 (X): 1 2 4 4 2 5 1, counts [2,2,0,2,1], mean 19/7 = 2.71,
 *   hires 18/6 = 3, the rest 1. Q2 (Y): 3 3 3 3 3 3 1, counts [1,0,6,0,0], mean 2.71, hires 3, the rest 1.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPerformance, AccountTurnover, InterviewQuestions } from '../../../contracts/outcome-reports.ts';
import { interviewRequisition } from '../../test/job-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let accountId: number;
let jobId: number;
let attrX: number;
let attrY: number;
const q: Record<'Q1' | 'Q2' | 'Q3', number> = { Q1: 0, Q2: 0, Q3: 0 };
const EMPLOYEES = 'from_date=2010-01-01&to_date=2011-12-31';

const get = async <T>(url: string, token = tokens.owner) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
    ['admin', 'admin@assay.test'],
  ] as const) {
    tokens[name] = (await t.signIn(email)).token;
  }
  const owner = (
    await t.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'owner@demo-company.test')
      .executeTakeFirstOrThrow()
  ).user_id;
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  const attributes = await t.db
    .selectFrom('attribute_types')
    .select('attribute_type_id')
    .where('category', '=', 'competencies')
    .where('account_id', 'is', null)
    .orderBy('attribute_type_id')
    .limit(2)
    .execute();
  [attrX, attrY] = attributes.map((a) => a.attribute_type_id) as [number, number];
  const kit = await t.db
    .insertInto('interview_kits')
    .values({ account_id: accountId, name: 'Outcome kit', purpose: 'interview' })
    .returning('interview_kit_id')
    .executeTakeFirstOrThrow();
  for (const [n, key] of (['Q1', 'Q2', 'Q3'] as const).entries()) {
    const row = await t.db
      .insertInto('interview_kit_questions')
      .values({ interview_kit_id: kit.interview_kit_id, question_text: `Question ${key}`, sort_order: n + 1 })
      .returning('interview_kit_question_id')
      .executeTakeFirstOrThrow();
    q[key] = row.interview_kit_question_id;
  }
  await t.db
    .insertInto('interview_kit_question_attributes')
    .values([
      { interview_kit_question_id: q.Q1, attribute_type_id: attrX },
      { interview_kit_question_id: q.Q2, attribute_type_id: attrY },
    ])
    .execute();
  let activityId: number;
  ({ jobId, activityId } = await interviewRequisition(t.db, {
    accountId,
    kitId: kit.interview_kit_id,
    title: 'Outcome Report Clerk',
    city: 'Nantes',
    state: 'PDL',
  }));

  const interviewX = [1, 2, 4, 4, 2, 5, 1];
  const interviewY = [3, 3, 3, 3, 3, 3, 1];
  const notes: Record<number, Partial<Record<'Q1' | 'Q2' | 'Q3', string>>> = {
    0: { Q1: 'Clear', Q3: '  ' },
    1: { Q1: 'Vague' },
    2: { Q2: 'Good' },
  };
  const employees = [
    { start: '2010-01-10', end: '2010-02-01', type: 'voluntary', score: 20, ratings: [2] },
    { start: '2010-03-01', end: '2011-01-01', type: 'involuntary', score: 30, ratings: [] },
    { start: '2010-06-01', end: null, type: null, score: 60, ratings: [3, 4] },
    { start: '2011-01-05', end: null, type: null, score: 70, ratings: [4] },
    { start: '2011-02-01', end: '2011-03-01', type: 'voluntary', score: 40, ratings: [2] },
    { start: '2011-05-01', end: null, type: null, score: 80, ratings: [5] },
  ] as const;
  for (let n = 0; n < 8; n++) {
    const user = await t.db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email: `outcome-report-${n}@assay.test`,
        first_name: `A${n + 1}`,
        last_name: 'Applicant',
        password_hash: null,
        phone_number: null,
        preferred_language: null,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const refId = randomUUID();
    const status = n < 6 ? 'hired' : n === 6 ? 'rejected' : 'active';
    await t.db
      .insertInto('user_trackers')
      .values({
        ref_id: refId,
        user_id: user.user_id,
        job_id: jobId,
        account_id: accountId,
        created_at: '2010-01-04T09:00:00Z',
        status,
      })
      .execute();
    const interview = await t.db
      .insertInto('interviews')
      .values({
        account_id: accountId,
        purpose: 'interview',
        interview_kit_id: kit.interview_kit_id,
        job_step_activity_id: activityId,
        ref_id: refId,
        participant_user_id: user.user_id,
        status: 'completed',
      })
      .returning('interview_id')
      .executeTakeFirstOrThrow();
    const evaluation = await t.db
      .insertInto('interview_evaluations')
      .values({
        interview_id: interview.interview_id,
        interviewer_user_id: owner,
        recommendation: 'yes',
        submitted_at: n === 7 ? null : '2010-01-05T12:00:00Z',
      })
      .returning('interview_evaluation_id')
      .executeTakeFirstOrThrow();
    const x = interviewX[n] ?? 5;
    const y = interviewY[n] ?? 5;
    await t.db
      .insertInto('interview_evaluation_scores')
      .values([
        { interview_evaluation_id: evaluation.interview_evaluation_id, attribute_type_id: attrX, score: x },
        { interview_evaluation_id: evaluation.interview_evaluation_id, attribute_type_id: attrY, score: y },
      ])
      .execute();
    const written = Object.entries(notes[n] ?? {}) as ['Q1' | 'Q2' | 'Q3', string][];
    if (written.length) {
      await t.db
        .insertInto('interview_evaluation_answers')
        .values(
          written.map(([key, text]) => ({
            interview_evaluation_id: evaluation.interview_evaluation_id,
            interview_kit_question_id: q[key],
            notes: text,
          })),
        )
        .execute();
    }
    const e = employees[n];
    if (!e) continue;
    const employee = await t.db
      .insertInto('employees')
      .values({
        account_id: accountId,
        user_id: user.user_id,
        hired_from_ref_id: refId,
        first_name: `E${n + 1}`,
        last_name: 'Employee',
        job_title: 'Outcome Report Clerk',
        start_date: e.start,
        end_date: e.end,
        separation_type: e.type,
        separation_reason: e.end ? 'Moved away' : null,
      })
      .returning('employee_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('employee_attribute_scores')
      .values({
        employee_id: employee.employee_id,
        attribute_type_id: attrX,
        score: String(e.score),
        measured_at: e.start,
      })
      .execute();
    for (const [i, rating] of e.ratings.entries()) {
      await t.db
        .insertInto('employee_outcome_values')
        .values({
          employee_id: employee.employee_id,
          outcome: 'performance_rating',
          value: String(rating),
          measured_at: `2012-0${i + 1}-01`,
        })
        .execute();
    }
  }
});
afterAll(async () => t.close());

describe('turnover', () => {
  it('counts who left and how, by start year, and correlates assessment and interview scores with staying', async () => {
    const r = await get<AccountTurnover>(`/api/report/v1/account/${accountId}/turnover/?${EMPLOYEES}`);
    expect(r).toMatchObject({
      range: { from_date: '2010-01-01', to_date: '2011-12-31' },
      employees: 6,
      left: 3,
      voluntary: 2,
      involuntary: 1,
      left_within_90_days: 2,
    });
    expect(r.by_start_year).toEqual([
      { year: 2010, started: 3, left: 2 },
      { year: 2011, started: 3, left: 1 },
    ]);
    const x = r.attributes.find((a) => a.attribute_type_id === attrX)!;
    expect(x.correlation.n).toBe(6);
    expect(x.correlation.r).toBeCloseTo(60 / Math.sqrt(4200), 6);
    expect(x.correlation.low).toBeCloseTo(
      Math.tanh(Math.atanh(60 / Math.sqrt(4200)) - 1.959963984540054 / Math.sqrt(3)),
      6,
    );
    expect(x.reading).toMatchObject({ strength: 'strong', direction: 'positive', too_few: true });
    expect(x.points).toHaveLength(6);
    const ix = r.interview_attributes.find((a) => a.attribute_type_id === attrX)!;
    expect(ix.correlation.r).toBeCloseTo(4 / Math.sqrt(18), 6);
    expect(r.interview_attributes.find((a) => a.attribute_type_id === attrY)?.correlation).toMatchObject({
      r: null,
      n: 6,
    });
  });

  it('without dates counts every employee and answers their first and last start; other filters keep those hired from matching applications', async () => {
    const all = await get<AccountTurnover>(`/api/report/v1/account/${accountId}/turnover/?job_ids=${jobId}`);
    expect(all).toMatchObject({ range: { from_date: '2010-01-10', to_date: '2011-05-01' }, employees: 6 });
    const everyone = await get<AccountTurnover>(`/api/report/v1/account/${accountId}/turnover/`);
    expect(everyone.employees).toBeGreaterThan(6);
    const elsewhere = await get<AccountTurnover>(
      `/api/report/v1/account/${accountId}/turnover/?${EMPLOYEES}&locations=Paris%2C%20IDF`,
    );
    expect(elsewhere).toMatchObject({ employees: 0, attributes: [], interview_attributes: [] });
    const bad = await t.request({
      method: 'GET',
      url: `/api/report/v1/account/${accountId}/turnover/?from_date=2011-01-01&to_date=2010-01-01`,
      token: tokens.owner,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('needs dashboard access, and another company learns nothing', async () => {
    const url = `/api/report/v1/account/${accountId}/turnover/?${EMPLOYEES}`;
    expect((await t.request({ method: 'GET', url, token: tokens.recruiter })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url, token: tokens.otherOwner })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url, token: tokens.admin })).statusCode).toBe(200);
  });
});

describe('performance', () => {
  it('takes each employee’s latest rating and correlates the scores with it', async () => {
    const r = await get<AccountPerformance>(`/api/report/v1/account/${accountId}/performance/?${EMPLOYEES}`);
    expect(r).toMatchObject({ employees: 6, rated: 5, mean_rating: 3.4 });
    expect(r.ratings).toEqual([
      { rating: 2, employees: 2 },
      { rating: 4, employees: 2 },
      { rating: 5, employees: 1 },
    ]);
    const x = r.attributes.find((a) => a.attribute_type_id === attrX)!;
    expect(x.correlation.n).toBe(5);
    expect(x.correlation.r).toBeCloseTo(122 / Math.sqrt(16_704), 6);
    expect(x.points.map((p) => p.value).sort()).toEqual([2, 2, 4, 4, 5]);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/report/v1/account/${accountId}/performance/`,
          token: tokens.otherOwner,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('interview questions', () => {
  it('gives each question its evaluations, notes, the scores of its attributes and their means for hires and the rest', async () => {
    const r = await get<InterviewQuestions>(
      `/api/report/v1/account/${accountId}/interview-questions/?from_date=2010-01-01&to_date=2010-01-31&job_ids=${jobId}`,
    );
    const by = (id: number) => r.questions.find((x) => x.interview_kit_question_id === id);
    expect(r.questions.map((x) => x.question_text)).toEqual(['Question Q1', 'Question Q2', 'Question Q3']);
    expect(by(q.Q1)).toMatchObject({
      kit_name: 'Outcome kit',
      evaluations: 7,
      noted: 2,
      counts: [2, 2, 0, 2, 1],
      mean: 2.71,
      mean_hired: 3,
      mean_not_hired: 1,
    });
    expect(by(q.Q1)?.attributes).toHaveLength(1);
    expect(by(q.Q2)).toMatchObject({
      evaluations: 7,
      noted: 1,
      counts: [1, 0, 6, 0, 0],
      mean: 2.71,
      mean_hired: 3,
      mean_not_hired: 1,
    });
    expect(by(q.Q3)).toMatchObject({ evaluations: 7, noted: 0, counts: [0, 0, 0, 0, 0], mean: null, attributes: [] });
    const empty = await get<InterviewQuestions>(
      `/api/report/v1/account/${accountId}/interview-questions/?from_date=2010-02-01&to_date=2010-02-28&job_ids=${jobId}`,
    );
    expect(empty.questions).toEqual([]);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/report/v1/account/${accountId}/interview-questions/`,
          token: tokens.recruiter,
        })
      ).statusCode,
    ).toBe(403);
  });
});
