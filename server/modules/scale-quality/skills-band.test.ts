/**
 * A skills test's band on the scorecard (D392), on real PGlite: a test of one timed section of four
 * right/wrong questions taken by 30 of Demo Company's applicants (scale-reliability.test.ts's KR-20
 * fixture five times over) gives the first applicant's timed result its hand-computed SEM as the
 * figure percent_sem, on the scorecard and in the timed results read alone (D392); the company's
 * Scale Quality report gives the test the same KR-20 and SEM. The runs are planted by scoring-kit.ts.
 * A test whose section draws 4 of its 6 questions per run (D503) is figured over the questions each
 * run drew, the others missing, not wrong (D512): its runs that got every drawn question right
 * score 100, not 67.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScaleQualityReport } from '../../../contracts/scale-quality.ts';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { drawnQuestions, skillsTestSeed } from '../../../contracts/attempt-order.ts';
import {
  demoCompanyActivity,
  plantApplicant,
  plantSkillsRun,
  plantSkillsTest,
  type PlantedSkillsTest,
} from '../../test/scoring-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let accountId: number;
let testId: number;
let activityId: number;
let firstApplication: number;
let pooledTest: PlantedSkillsTest;
/** The first pooled run, every drawn question right. */
let pooledApplication: number;

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
  const activity = await demoCompanyActivity(t.db, { activityType: 'skills_test' });
  accountId = activity.account_id;
  activityId = activity.job_step_activity_id;
  const test = await plantSkillsTest(t.db, { accountId, slug: `band-${randomUUID()}`, timedQuestions: 4 });
  testId = test.testId;
  const at = '2026-03-02T10:00:00Z';
  for (let i = 0; i < 30; i++) {
    const applicant = await plantApplicant(t.db, {
      email: `skills-band-${i}@example.test`,
      firstName: 'Skills',
      lastName: `Band ${i}`,
      jobId: activity.job_id,
      accountId,
      createdAt: '2026-03-01T10:00:00Z',
    });
    if (i === 0) firstApplication = applicant.userSmartreqId;
    await plantSkillsRun(t.db, {
      test,
      applicant,
      jobStepActivityId: activityId,
      at,
      timedRight: FIXTURE[i % 6]!.map((x) => x === 1),
    });
  }
  // The pooled test: 30 more applicants, every other one right on all 4 questions drawn, the rest wrong on them.
  pooledTest = await plantSkillsTest(t.db, { accountId, slug: `pooled-${randomUUID()}`, timedQuestions: 6 });
  await t.db
    .updateTable('skills_test_sections')
    .set({ pool_size: 4 })
    .where('skills_test_section_id', '=', pooledTest.timed.sectionId)
    .execute();
  const questions = pooledTest.timed.questions.map((q) => ({ skills_test_question_id: q.id }));
  for (let i = 0; i < 30; i++) {
    const applicant = await plantApplicant(t.db, {
      email: `skills-pooled-${i}@example.test`,
      firstName: 'Skills',
      lastName: `Pooled ${i}`,
      jobId: activity.job_id,
      accountId,
      createdAt: '2026-03-01T10:00:00Z',
    });
    if (i === 0) pooledApplication = applicant.userSmartreqId;
    const seed = skillsTestSeed(applicant.refId, activityId);
    const drawn = new Set(
      drawnQuestions(seed, { is_practice: false, pool_size: 4, questions }).map((q) => q.skills_test_question_id),
    );
    await plantSkillsRun(t.db, {
      test: pooledTest,
      applicant,
      jobStepActivityId: activityId,
      at,
      timedRight: pooledTest.timed.questions.map((q) => (drawn.has(q.id) ? i % 2 === 0 : null)),
    });
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

  it('gives the same band in the timed results read alone (D392)', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/timed-results/${firstApplication}/`,
      token: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = (res.json().data as StaffTimedResult[]).find((r) => r.job_step_activity_id === activityId);
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

describe('a pooled skills test’s figures (D512)', () => {
  it('counts a question a run did not draw as missing, not wrong: the right runs score 100 and every question follows the rest', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/report/v1/account/${accountId}/scale-quality/?language=en`,
      token: owner,
    });
    expect(res.statusCode).toBe(200);
    const test = (res.json().data as ScaleQualityReport).scales.find(
      (s) => s.source === 'skills_test' && s.source_id === pooledTest.testId,
    )!;
    expect(test).toMatchObject({ attempts: 30, items: 6, right_wrong: true, too_few: false });
    // 15 runs at 100 and 15 at 0 (counted wrong, the right runs would score 4/6: mean 33.3).
    expect(test.mean).toBeCloseTo(50, 10);
    expect(test.sd).toBeCloseTo(50 * Math.sqrt(30 / 29), 10);
    expect(test.histogram).toEqual([15, 0, 0, 0, 0, 0, 0, 0, 0, 15]);
    // Each question, where drawn, is the mean of the run's other drawn ones (zeros for the undrawn: below 1).
    expect(test.item_fits.map((f) => f.r)).toEqual(Array.from({ length: 6 }, () => expect.closeTo(1, 10)));
    // Near 1 whichever questions the runs drew (0.98-1.01 over 2,000 simulated draws; 0.80-0.83 counted wrong).
    expect(test.alpha).toBeCloseTo(1, 1);
    // The scorecard's band is the report's SEM, on the percent the scorecard shows (100: 4 of the 4 drawn).
    const card = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/timed-results/${pooledApplication}/`,
      token: owner,
    });
    expect(card.statusCode, card.body).toBe(200);
    const result = (card.json().data as StaffTimedResult[]).find((r) => r.job_step_activity_id === activityId);
    expect(result?.figures).toMatchObject({ percent: 100, correct: 4, total: 4 });
    expect(result?.figures.percent_sem).toBeCloseTo(test.sem!, 6);
  });
});
