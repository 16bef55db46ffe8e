/**
 * A skills test's band on the scorecard (D392), on real PGlite: a test of one timed section of four
 * right/wrong questions taken by 30 of Demo Company's applicants (scale-reliability.test.ts's KR-20
 * fixture five times over) gives the first applicant's timed result its hand-computed SEM as the
 * figure percent_sem; the company's Scale Quality report gives the test the same KR-20 and SEM.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScaleQualityReport } from '../../../contracts/scale-quality.ts';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { insertApplication } from '../../test/application-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let accountId: number;
let testId: number;
let activityId: number;
let firstApplication: number;

/*
 * KR-20 fixture: six people, four items; totals 4, 3, 2, 1, 0, 3; KR-20 = 152/195. Five copies
 * (30 runs) keep every ratio of sums of squares: KR-20 stays 152/195. The totals' SS becomes
 * 5 × 65/6 = 325/6, sample variance 325/(6 × 29) = 1.867816; on the percent (total × 25) the SD is
 * √1.867816 × 25 = 34.16702 and SEM = 34.16702 × √(43/195) = 16.04442.
 */
const FIXTURE = [
  [1, 1, 1, 1],
  [1, 1, 1, 0],
  [1, 1, 0, 0],
  [1, 0, 0, 0],
  [0, 0, 0, 0],
  [1, 1, 1, 0],
];

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  owner = (await t.signIn('owner@demo-company.test')).token;
  const activity = await t.db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 'js.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select(['jsa.job_step_activity_id', 'j.job_id', 'j.account_id'])
    .where('jsa.activity_type', '=', 'skills_test')
    .where('a.name', '=', 'Demo Company')
    .orderBy('jsa.job_step_activity_id')
    .executeTakeFirstOrThrow();
  accountId = activity.account_id;
  activityId = activity.job_step_activity_id;
  testId = (
    await t.db
      .insertInto('skills_tests')
      .values({ slug: `band-${randomUUID()}`, account_id: accountId })
      .returning('skills_test_id')
      .executeTakeFirstOrThrow()
  ).skills_test_id;
  const timed = (
    await t.db
      .insertInto('skills_test_sections')
      .values({ skills_test_id: testId, sort_order: 1, is_practice: false })
      .returning('skills_test_section_id')
      .executeTakeFirstOrThrow()
  ).skills_test_section_id;
  const questions: { id: number; right: number; wrong: number }[] = [];
  for (let k = 1; k <= 4; k++) {
    const q = await t.db
      .insertInto('skills_test_questions')
      .values({ skills_test_section_id: timed, sort_order: k })
      .returning('skills_test_question_id')
      .executeTakeFirstOrThrow();
    const [right, wrong] = await t.db
      .insertInto('skills_test_options')
      .values([
        { skills_test_question_id: q.skills_test_question_id, sort_order: 1, is_correct: true },
        { skills_test_question_id: q.skills_test_question_id, sort_order: 2, is_correct: false },
      ])
      .returning('skills_test_option_id')
      .execute();
    questions.push({
      id: q.skills_test_question_id,
      right: right!.skills_test_option_id,
      wrong: wrong!.skills_test_option_id,
    });
  }
  const at = '2026-03-02T10:00:00Z';
  for (let i = 0; i < 30; i++) {
    const row = FIXTURE[i % 6]!;
    const refId = await insertApplication(t.db, {
      email: `skills-band-${i}@example.test`,
      firstName: 'Skills',
      lastName: `Band ${i}`,
      jobId: activity.job_id,
      accountId,
      createdAt: '2026-03-01T10:00:00Z',
    });
    const user = await t.db
      .selectFrom('user_trackers')
      .select(['user_id', 'user_step_tracker_id'])
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
    if (i === 0) firstApplication = user.user_step_tracker_id;
    const run = await t.db
      .insertInto('user_skills_tests')
      .values({
        ref_id: refId,
        job_step_activity_id: activityId,
        skills_test_id: testId,
        user_id: user.user_id,
        submitted_at: at,
      })
      .returning('user_skills_test_id')
      .executeTakeFirstOrThrow();
    const section = (
      await t.db
        .insertInto('user_skills_test_sections')
        .values({
          user_skills_test_id: run.user_skills_test_id,
          skills_test_section_id: timed,
          section_started_at: at,
          client_started_at: at,
          time_accommodation: 1,
          duration_seconds: 600,
          submitted_at: at,
        })
        .returning('user_skills_test_section_id')
        .executeTakeFirstOrThrow()
    ).user_skills_test_section_id;
    await t.db
      .insertInto('user_skills_test_answers')
      .values(
        questions.map((q, k) => ({
          user_skills_test_section_id: section,
          skills_test_question_id: q.id,
          skills_test_option_id: row[k] === 1 ? q.right : q.wrong,
          revision: 1,
          answered_at: at,
          received_at: at,
          is_late: false,
        })),
      )
      .execute();
  }
});
afterAll(async () => t.close());

describe('a skills test’s band', () => {
  it('gives the first applicant’s timed result the hand-computed SEM of its test’s percent', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/scorecard/${firstApplication}/`,
      token: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = (res.json().data.timedResults as StaffTimedResult[]).find(
      (r) => r.job_step_activity_id === activityId,
    );
    expect(result?.figures).toMatchObject({ percent: 100, correct: 4, total: 4 });
    expect(result?.figures.percent_sem).toBeCloseTo(16.04442, 4);
  });

  it('gives the test the same KR-20 and SEM in the company’s Scale Quality report', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/report/v1/account/${accountId}/scale-quality/?language=en`,
      token: owner,
    });
    expect(res.statusCode).toBe(200);
    const test = (res.json().data as ScaleQualityReport).scales.find(
      (s) => s.source === 'skills_test' && s.source_id === testId,
    );
    expect(test).toMatchObject({ attempts: 30, items: 4, right_wrong: true, too_few: false });
    expect(test!.alpha).toBeCloseTo(152 / 195, 10);
    expect(test!.sem).toBeCloseTo(16.04442, 4);
  });
});
