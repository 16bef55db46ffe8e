/**
 * The scale-quality report on real PGlite (D304): Demo Company's work-values questionnaire answered
 * by 30 planted applications (the five-person fixture of scale-reliability.test.ts six times over)
 * gives the Achievement scale its hand-computed alpha, interval, item-total correlations, spread
 * and SEM; a scale with three complete attempts is marked too few and flags no item; the scorecard shows the band on
 * a score of the scale with enough attempts and none on the other, read again with one small query
 * until a new submission changes it (D391); another company's staff get 404 for Demo Company's
 * report and nothing of its attempts in their own.
 */
import { randomUUID } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScaleQuality, ScaleQualityReport } from '../../../contracts/scale-quality.ts';
import { demoCompanyActivity, plantApplicant } from '../../test/scoring-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { scaleBands } from './index.ts';

let t: TestApp;
let owner: string;
let otherOwner: string;
let accountId: number;
let otherAccountId: number;
let scoredApplication: number;
let asmtId: number;
let activity: { job_step_activity_id: number; job_id: number; account_id: number };
const attr: Record<string, number> = {};

/*
 * The Likert fixture (scale-reliability.test.ts): five people, three items, totals 8, 13, 8, 13, 4.
 * Six copies of it (30 attempts) keep every ratio of sums of squares: alpha stays 45/49 and each
 * corrected item-total correlation stays 13/√228, 10/√100.8, 13/√228. The totals' sample variance
 * becomes 58.8 × 6 / 29 = 12.1655; on the 0-100 scale ((total − 3)/12 × 100, the mean key's
 * normalisation) the SD is √12.1655 × 100/12 = 29.0659 and the mean (9.2 − 3)/12 × 100 = 51.667;
 * SEM = 29.0659 × √(4/49) = 8.3045. Feldt with n = 30, k = 3: F(0.975; 29, 58) = 1.8333 and
 * F(0.025; 29, 58) = 0.50917 give 1 − (4/49)(1.8333) = 0.85034 to 1 − (4/49)(0.50917) = 0.95843.
 */
const FIXTURE = [
  [2, 3, 3],
  [4, 4, 5],
  [3, 3, 2],
  [5, 4, 4],
  [1, 2, 1],
];

const report = async (token: string, account: number, language = 'en') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/report/v1/account/${account}/scale-quality/?language=${language}`,
    token,
  });
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json().data as ScaleQualityReport) : undefined };
};
const scale = (r: ScaleQualityReport, id: number): ScaleQuality => {
  const found = r.scales.find((s) => s.attribute_type_id === id);
  expect(found, `scale ${id}`).toBeDefined();
  return found!;
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  owner = (await t.signIn('owner@demo-company.test')).token;
  otherOwner = (await t.signIn('owner@other-company.test')).token;
  const values = await t.db
    .selectFrom('assessments')
    .select('asmt_id')
    .where('slug', '=', 'values')
    .executeTakeFirstOrThrow();
  for (const row of await t.db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'code'])
    .where('asmt_id', '=', values.asmt_id)
    .execute())
    attr[row.code!] = row.attribute_type_id;
  asmtId = values.asmt_id;
  activity = await demoCompanyActivity(t.db, { asmtId: values.asmt_id });
  accountId = activity.account_id;
  otherAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
  // Only the planted attempts count for this questionnaire: the demo's own are removed from this copy.
  const demoAttempts = t.db
    .selectFrom('user_attempts as ua')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'ua.job_step_activity_id')
    .select('ua.attempt_id')
    .where('jsa.asmt_id', '=', values.asmt_id);
  await t.db.deleteFrom('user_answers').where('attempt_id', 'in', demoAttempts).execute();
  await t.db.deleteFrom('user_attempts').where('attempt_id', 'in', demoAttempts).execute();

  for (let i = 0; i < 30; i++) await plant(i, FIXTURE[i % 5]!);
});
afterAll(async () => t.close());

/** The i-th planted application: Achievement answered `row`; Independence in full by the first three only. */
async function plant(i: number, row: readonly number[]) {
  const submitted = `2026-03-02T10:${String(i).padStart(2, '0')}:00Z`;
  const { refId, userId, userSmartreqId } = await plantApplicant(t.db, {
    email: `scale-quality-${i}@example.test`,
    firstName: 'Scale',
    lastName: `Fixture ${i}`,
    jobId: activity.job_id,
    accountId,
    createdAt: '2026-03-01T10:00:00Z',
  });
  const attemptId = randomUUID();
  await t.db
    .insertInto('user_attempts')
    .values({
      attempt_id: attemptId,
      ref_id: refId,
      job_step_activity_id: activity.job_step_activity_id,
      user_id: userId,
      client_started_at: submitted,
      server_started_at: submitted,
      submitted_at: submitted,
      answer_count: 3,
      answers_hash: null,
    })
    .execute();
  // Achievement from the fixture; Independence answered completely by the first three only.
  const answers = row.map((value, j) => ({ item_id: `values:ACH${j + 1}`, value }));
  if (i < 3) answers.push(...[4, 3, 5].map((value, j) => ({ item_id: `values:IND${j + 1}`, value })));
  else answers.push({ item_id: 'values:IND1', value: 2 });
  await t.db
    .insertInto('user_answers')
    .values(
      answers.map((a) => ({
        attempt_id: attemptId,
        item_id: a.item_id,
        value: JSON.stringify(a.value),
        revision: 1,
        answered_at: submitted,
        received_at: submitted,
      })),
    )
    .execute();
  if (i === 0) {
    // The first applicant's scorecard: the questionnaire completed, both scales scored.
    scoredApplication = userSmartreqId;
    await t.db
      .insertInto('user_step_activities')
      .values({
        ref_id: refId,
        job_step_activity_id: activity.job_step_activity_id,
        is_completed: true,
        completed_at: submitted,
      })
      .execute();
    await t.db
      .insertInto('application_attribute_scores')
      .values([
        {
          ref_id: refId,
          attribute_type_id: attr.ACH!,
          score: 41.7,
          job_step_activity_id: activity.job_step_activity_id,
        },
        {
          ref_id: refId,
          attribute_type_id: attr.IND!,
          score: 75,
          job_step_activity_id: activity.job_step_activity_id,
        },
      ])
      .execute();
  }
}

describe('the quality of each scale', () => {
  it('gives the Achievement scale the hand-computed alpha, interval, item-total correlations, spread and SEM', async () => {
    const { status, data } = await report(owner, accountId);
    expect(status).toBe(200);
    expect(data!.min_attempts).toBe(30);
    const ach = scale(data!, attr.ACH!);
    expect(ach).toMatchObject({
      source: 'questionnaire',
      name: 'Achievement',
      attempts: 30,
      items: 3,
      too_few: false,
      right_wrong: false,
    });
    expect(ach.alpha).toBeCloseTo(45 / 49, 10);
    expect(ach.ci_low).toBeCloseTo(0.85034, 4);
    expect(ach.ci_high).toBeCloseTo(0.95843, 4);
    expect(ach.item_fits.map((f) => f.item_id)).toEqual(['values:ACH1', 'values:ACH2', 'values:ACH3']);
    expect(ach.item_fits.map((f) => f.r)).toEqual([
      expect.closeTo(13 / Math.sqrt(228), 6),
      expect.closeTo(10 / Math.sqrt(100.8), 6),
      expect.closeTo(13 / Math.sqrt(228), 6),
    ]);
    expect(ach.item_fits.every((f) => f.flag === null && f.text !== '')).toBe(true);
    expect(ach.mean).toBeCloseTo(51.6667, 3);
    expect(ach.sd).toBeCloseTo((Math.sqrt((58.8 * 6) / 29) * 100) / 12, 6);
    expect(ach.sem).toBeCloseTo(8.3045, 3);
    // Scores 41.67 (×12), 83.33 (×12), 8.33 (×6): bins 4, 8 and 0.
    expect(ach.histogram).toEqual([6, 0, 0, 0, 12, 0, 0, 0, 12, 0]);
  });

  it('marks a scale with three complete attempts too few, and names scales and items in the language asked', async () => {
    const { data } = await report(owner, accountId, 'es');
    const ind = scale(data!, attr.IND!);
    expect(ind).toMatchObject({ attempts: 3, too_few: true, name: 'Independencia' });
    // Flags under the minimum mean nothing: withheld, the correlations kept (D304).
    expect(ind.item_fits.length).toBeGreaterThan(0);
    expect(ind.item_fits.map((f) => f.flag)).toEqual(ind.item_fits.map(() => null));
    expect(scale(data!, attr.ACH!).name).toBe('Logro');
  });

  it('shows the band on the scorecard for the scale with enough attempts, none for the other', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/scorecard/${scoredApplication}/`,
      token: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const scores = (
      res.json().data.assessmentReportData as { scores: { attribute_type_id: number; sem?: number | null }[] }[]
    ).flatMap((r) => r.scores);
    expect(scores.find((s) => s.attribute_type_id === attr.ACH)?.sem).toBeCloseTo(8.3045, 3);
    const independence = scores.find((s) => s.attribute_type_id === attr.IND);
    expect(independence).toBeDefined();
    expect(independence).not.toHaveProperty('sem');
  });

  it('gives another company’s staff 404 for Demo Company’s report and nothing of its attempts in their own', async () => {
    expect((await report(otherOwner, accountId)).status).toBe(404);
    const own = await report(otherOwner, otherAccountId);
    expect(own.status).toBe(200);
    expect(own.data!.scales.filter((s) => s.attempts > 0)).toEqual([]);
  });
  it('reads the bands again with one small query until a new submission, then from the answers once (D391)', async () => {
    const kinds: string[] = [];
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        kinds.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = t.db.withPlugin(counting);
    const first = await scaleBands(db, accountId, [asmtId]);
    expect(first.get(attr.ACH!)).toBeCloseTo(8.3045, 3);
    expect(first.has(attr.IND!)).toBe(false);
    expect(kinds.length).toBeGreaterThan(1);
    kinds.length = 0;
    expect(await scaleBands(db, accountId, [asmtId])).toEqual(first);
    expect(kinds).toEqual(['SelectQueryNode']);
    /*
     * A 31st applicant answers Achievement 5, 5, 5. Sums of squares over 31: i1 and i3 355 − 95²/31
     * = 1980/31, i2 349 − 101²/31 = 618/31, totals 3117 − 291²/31 = 11946/31; alpha = 3/2 × (1 −
     * 4578/11946) = 1842/1991; SD on 0-100 √(11946/(31 × 30)) × 100/12 = 29.8668; SEM = 29.8668 ×
     * √(149/1991) = 8.1705.
     */
    await plant(30, [5, 5, 5]);
    kinds.length = 0;
    const after = await scaleBands(db, accountId, [asmtId]);
    expect(kinds.length).toBeGreaterThan(1);
    expect(after.get(attr.ACH!)).toBeCloseTo(8.1705, 3);
  });
});
