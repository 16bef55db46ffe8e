/**
 * The job-profile dashboards recomputed by hand (D142). A fresh profile of Demo Company with six
 * participants E1-E6, each hired from an application A1-A6 of one requisition whose interview kit
 * has Q1 (probes X), Q2 (probes Y) and Q3 (probes nothing).
 *   Stayed (1) / left (0): 0 0 1 1 0 1 (mean 0.5, sum dy² = 1.5). Latest ratings: 2, none, 4, 4, 2, 5.
 *   Attribute X: 20 30 60 70 40 80 — mean 50, sd √(2800/5) ≈ 23.66; with staying r = 60/√4200;
 *     with the rating (E1 E3-E6) r = 122/√16704.
 *   Activity (the interview step's activity, X score 10 20 30 40 50 60): dx -25 -15 -5 5 15 25,
 *     sum dx·dy = 25, sum dx² = 1750: r = 25/√2625.
 *   The owner interviews all six: X 1 2 4 4 2 5, Y 3 each, so their mean score per person is
 *     2 2.5 3.5 3.5 2.5 4 (mean 3, sd √(3/5)); dx·dy = 2, dx² = 3: r = 2/√4.5.
 *     The recruiter interviews E1-E3 only (X 5 4 3, Y 5 4 3): n 3, mean 4, sd 1, no r (under 5).
 *   Question Q1: the X scores of both interviewers averaged per person: E1 3, E2 3, E3 3.5, E4 4,
 *     E5 2, E6 5: dx -0.4167 -0.4167 0.0833 0.5833 -1.4167 1.5833 → dx·dy = 2.25, dx² = 125/24:
 *     r = 2.25/√(125/24·1.5). Q2 (Y): 4 3.5 3 3 3 3. Q3 probes nothing: not shown.
 *   Resume: one experience of 1, 2, 3, 4, 5 years for E1-E5; E6 two (4 + 2 years): years 1..6,
 *     r = 25/√2625 as the activity; positions 1 1 1 1 1 2: dx·dy = 0.5, dx² = 5/6: r = 0.5/√1.25.
 *   Satisfaction on 2010-12-31: E2 3, E3 4, E4 5, E5 2, E6 4 (mean 3.6; stayed 0 1 1 0 1):
 *     dx·dy = 2.2, dx² = 5.2, dy² = 1.2: r = 2.2/√6.24; on 2011-12-31 E3 4, E4 4, E6 5 (n 3, no r).
 * These read the live tables (no refresh has run); the summaries (D164) must then answer the same.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_BOARDS,
  type ProfileBoard,
  type ProfileBoardReport,
  type ProfileInterviewerDetail,
} from '../../../contracts/job-profile-dashboards.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { ProfileCorrelation } from '../../../contracts/job-profiles.ts';
import { interviewRequisition } from '../../test/job-kit.ts';
import * as store from './dashboard-boards.store.ts';
import { profileBoard } from './dashboard-boards.service.ts';
import { refreshProfileSummaries } from './board-summaries.ts';
import { loadUser } from '../user/index.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let profileId: number;
let attrX: number;
let ownerId: number;
let recruiterId: number;
let q1: number;
let q2: number;
let activityId: number;

const board = async (name: string, token = tokens.owner) => {
  const res = await t.request({ method: 'GET', url: `/api/job/v1/profiles/${profileId}/dashboards/${name}/`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProfileBoardReport;
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
  ] as const) {
    tokens[name] = (await t.signIn(email)).token;
  }
  const userId = async (email: string) =>
    (await t.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
  ownerId = await userId('owner@demo-company.test');
  recruiterId = await userId('recruiter@demo-company.test');
  const accountId = (
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
  const [x, y] = attributes.map((a) => a.attribute_type_id) as [number, number];
  attrX = x;
  const kit = await t.db
    .insertInto('interview_kits')
    .values({ account_id: accountId, name: 'Board kit', purpose: 'interview' })
    .returning('interview_kit_id')
    .executeTakeFirstOrThrow();
  const question = async (text: string, order: number) =>
    (
      await t.db
        .insertInto('interview_kit_questions')
        .values({ interview_kit_id: kit.interview_kit_id, question_text: text, sort_order: order })
        .returning('interview_kit_question_id')
        .executeTakeFirstOrThrow()
    ).interview_kit_question_id;
  q1 = await question('Board Q1', 1);
  q2 = await question('Board Q2', 2);
  await question('Board Q3', 3);
  await t.db
    .insertInto('interview_kit_question_attributes')
    .values([
      { interview_kit_question_id: q1, attribute_type_id: x },
      { interview_kit_question_id: q2, attribute_type_id: y },
    ])
    .execute();
  let jobId: number;
  ({ jobId, activityId } = await interviewRequisition(t.db, {
    accountId,
    kitId: kit.interview_kit_id,
    title: 'Board Clerk',
    city: 'Nantes',
    state: 'PDL',
  }));
  profileId = (
    await t.db
      .insertInto('jobs')
      .values({
        uuid: randomUUID(),
        account_id: accountId,
        job_type_id: JOB_TYPE.profile,
        title: 'Board Profile',
        tracker_title: 'Board Profile',
        is_draft: true,
        is_accepting_applications: false,
      })
      .returning('job_id')
      .executeTakeFirstOrThrow()
  ).job_id;

  const people = [
    { end: '2010-02-01', score: 20, rating: 2, satisfaction: [] as [string, number][], years: [1] },
    { end: '2011-01-01', score: 30, rating: null, satisfaction: [['2010-12-31', 3]] as [string, number][], years: [2] },
    {
      end: null,
      score: 60,
      rating: 4,
      satisfaction: [
        ['2010-12-31', 4],
        ['2011-12-31', 4],
      ] as [string, number][],
      years: [3],
    },
    {
      end: null,
      score: 70,
      rating: 4,
      satisfaction: [
        ['2010-12-31', 5],
        ['2011-12-31', 4],
      ] as [string, number][],
      years: [4],
    },
    { end: '2011-03-01', score: 40, rating: 2, satisfaction: [['2010-12-31', 2]] as [string, number][], years: [5] },
    {
      end: null,
      score: 80,
      rating: 5,
      satisfaction: [
        ['2010-12-31', 4],
        ['2011-12-31', 5],
      ] as [string, number][],
      years: [4, 2],
    },
  ];
  const ownerX = [1, 2, 4, 4, 2, 5];
  const recruiterXY = [5, 4, 3];
  for (const [n, p] of people.entries()) {
    const user = await t.db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email: `board-${n}@assay.test`,
        first_name: `B${n + 1}`,
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
        job_id: jobId,
        account_id: accountId,
        created_at: '2010-01-04T09:00:00Z',
        status: 'hired',
      })
      .execute();
    await t.db
      .insertInto('application_attribute_scores')
      .values({ ref_id: refId, attribute_type_id: x, score: String(10 * (n + 1)), job_step_activity_id: activityId })
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
    const evaluate = async (interviewer: number, scoreX: number, scoreY: number) => {
      await t.db
        .insertInto('interview_interviewers')
        .values({ interview_id: interview.interview_id, user_id: interviewer })
        .execute();
      const ev = await t.db
        .insertInto('interview_evaluations')
        .values({
          interview_id: interview.interview_id,
          interviewer_user_id: interviewer,
          recommendation: 'yes',
          submitted_at: '2010-01-05T12:00:00Z',
        })
        .returning('interview_evaluation_id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('interview_evaluation_scores')
        .values([
          { interview_evaluation_id: ev.interview_evaluation_id, attribute_type_id: x, score: scoreX },
          { interview_evaluation_id: ev.interview_evaluation_id, attribute_type_id: y, score: scoreY },
        ])
        .execute();
    };
    await evaluate(ownerId, ownerX[n]!, 3);
    if (n < 3) await evaluate(recruiterId, recruiterXY[n]!, recruiterXY[n]!);
    let from = 2000;
    for (const years of p.years) {
      await t.db
        .insertInto('experiences')
        .values({
          user_id: user.user_id,
          company_name: 'Earlier',
          title: 'Clerk',
          start_date: `${from}-01-01`,
          end_date: `${from + years}-01-01`,
        })
        .execute();
      from = 2010;
    }
    const employee = await t.db
      .insertInto('employees')
      .values({
        account_id: accountId,
        user_id: user.user_id,
        hired_from_ref_id: refId,
        first_name: `E${n + 1}`,
        last_name: 'Board',
        job_title: 'Board Clerk',
        start_date: '2010-01-10',
        end_date: p.end,
        separation_type: p.end ? 'voluntary' : null,
        separation_reason: p.end ? 'Moved away' : null,
        job_profile_id: profileId,
      })
      .returning('employee_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('employee_attribute_scores')
      .values({
        employee_id: employee.employee_id,
        attribute_type_id: x,
        score: String(p.score),
        measured_at: '2010-01-10',
      })
      .execute();
    const values = [
      ...(p.rating === null
        ? []
        : [{ outcome: 'performance_rating', value: String(p.rating), measured_at: '2012-01-01' }]),
      ...p.satisfaction.map(([measured_at, value]) => ({ outcome: 'satisfaction', value: String(value), measured_at })),
    ];
    if (values.length)
      await t.db
        .insertInto('employee_outcome_values')
        .values(values.map((v) => ({ ...v, employee_id: employee.employee_id })))
        .execute();
  }
});
afterAll(async () => t.close());

const Z = 1.959963984540054;

/** The board computed from the live tables, as the summary should answer it. */
const live = async (name: ProfileBoard) =>
  profileBoard(t.db, (await loadUser(t.db, ownerId))!, profileId, name, 'en', {}, true);
const marked = async (jobId: number) =>
  (
    await t.db
      .selectFrom('job_profile_summary_changes' as never)
      .select('job_id' as never)
      .where('job_id' as never, '=', jobId as never)
      .execute()
  ).length > 0;
const withoutAsOf = (r: ProfileBoardReport) => ({ ...r, figures_as_of: null });

describe('the job-profile dashboards', () => {
  it('attributes: the distribution and both correlations with their interval, n and reading', async () => {
    const r = await board('attributes');
    expect(r).toMatchObject({
      board: 'attributes',
      participant_count: 6,
      left_count: 3,
      rated_count: 5,
      reliable_min_n: 50,
    });
    const m = r.measures.find((a) => a.key === `attribute-${attrX}`)!;
    expect(m).toMatchObject({ n: 6, mean: 50, sd: 23.66, min: 20, max: 80 });
    expect(m.name).not.toBe('');
    expect(m.turnover.correlation.r).toBeCloseTo(60 / Math.sqrt(4200), 6);
    expect(m.turnover.correlation.low).toBeCloseTo(Math.tanh(Math.atanh(60 / Math.sqrt(4200)) - Z / Math.sqrt(3)), 6);
    expect(m.turnover.reading).toMatchObject({ strength: 'strong', direction: 'positive', too_few: true });
    expect(m.turnover.points).toHaveLength(6);
    expect(m.performance.correlation).toMatchObject({ n: 5 });
    expect(m.performance.correlation.r).toBeCloseTo(122 / Math.sqrt(16704), 6);
    expect(m.performance.points.map((p) => p.value).sort()).toEqual([2, 2, 4, 4, 5]);
  });

  it('activities: the mean score each participant had on an activity of the application they were hired from', async () => {
    const r = await board('activities');
    expect(r.measures.map((m) => m.key)).toEqual([`activity-${activityId}`]);
    expect(r.measures[0]).toMatchObject({ n: 6, mean: 35, min: 10, max: 60 });
    expect(r.measures[0]!.turnover.correlation.r).toBeCloseTo(25 / Math.sqrt(2625), 6);
  });

  it('interviewers: per interviewer, the people they scored, the mean and spread, and the relation to outcomes', async () => {
    const r = await board('interviewers');
    const owner = r.measures.find((m) => m.key === `interviewer-${ownerId}`)!;
    expect(owner).toMatchObject({ n: 6, mean: 3, sd: Math.round(Math.sqrt(3 / 5) * 100) / 100, min: 2, max: 4 });
    expect(owner.turnover.correlation.r).toBeCloseTo(2 / Math.sqrt(4.5), 6);
    const recruiter = r.measures.find((m) => m.key === `interviewer-${recruiterId}`)!;
    expect(recruiter).toMatchObject({ n: 3, mean: 4, sd: 1 });
    expect(recruiter.turnover.correlation).toMatchObject({ r: null, n: 3 });
    expect(r.measures[0]!.key).toBe(`interviewer-${ownerId}`);
  });

  it('interview: per kit question, the scores of the attributes it probes; a question that probes nothing is left out', async () => {
    const r = await board('interview');
    expect(r.measures.map((m) => m.key).sort()).toEqual([`question-${q1}`, `question-${q2}`].sort());
    const first = r.measures.find((m) => m.key === `question-${q1}`)!;
    expect(first).toMatchObject({ name: 'Board Q1', detail: 'Board kit', n: 6, mean: 3.42 });
    expect(first.turnover.correlation.r).toBeCloseTo(2.25 / Math.sqrt((125 / 24) * 1.5), 6);
    expect(r.measures.find((m) => m.key === `question-${q2}`)).toMatchObject({ mean: 3.25, min: 3, max: 4 });
  });

  it('resume: years of experience and positions from the experience entries', async () => {
    const r = await board('resume');
    const years = r.measures.find((m) => m.key === 'years_experience')!;
    expect(years).toMatchObject({ n: 6, mean: 3.5, min: 1, max: 6 });
    expect(years.turnover.correlation.r).toBeCloseTo(25 / Math.sqrt(2625), 2);
    const positions = r.measures.find((m) => m.key === 'positions')!;
    expect(positions).toMatchObject({ n: 6, min: 1, max: 2 });
    expect(positions.turnover.correlation.r).toBeCloseTo(0.5 / Math.sqrt(1.25), 6);
  });

  it('satisfaction: one measure per period, oldest first, with the answers of that day', async () => {
    const r = await board('satisfaction');
    expect(r.measures.map((m) => m.name)).toEqual(['2010-12-31', '2011-12-31']);
    expect(r.measures[0]).toMatchObject({ n: 5, mean: 3.6, min: 2, max: 5 });
    expect(r.measures[0]!.turnover.correlation.r).toBeCloseTo(2.2 / Math.sqrt(6.24), 6);
    expect(r.measures[0]!.performance.correlation).toMatchObject({ r: null, n: 4 });
    expect(r.measures[1]).toMatchObject({ n: 3, mean: 4.33 });
  });

  /*
   * The owner's details (the account report's, on the participants' hired-from applications):
   *   X 1 2 4 4 2 5: 6 scores, mean 3, levels 1 2 0 2 1; shared with the recruiter on E1-E3
   *     (1 2 4 against 5 4 3): compared 3, panel mean 4, difference (7 - 12) / 3 = -1.67.
   *   Y 3 each: mean 3; against 5 4 3: panel mean 4, difference -1.
   *   Involuntary leavers only (none left so: E3 E4 E6): X 4 4 5, mean 4.33; E3's shared: 4 against 3, +1.
   */
  it("interviewers: one interviewer's scores per attribute against the panel, on the participants the filter keeps", async () => {
    const details = async (user: number, filter = '', token = tokens.owner) =>
      t.request({ method: 'GET', url: `/api/job/v1/profiles/${profileId}/interviewers/${user}/?${filter}`, token });
    const res = await details(ownerId);
    expect(res.statusCode, res.body).toBe(200);
    const owner = res.json().data as ProfileInterviewerDetail;
    expect(owner.user_id).toBe(ownerId);
    expect(owner.attributes).toHaveLength(2);
    expect(owner.attributes.find((a) => a.attribute_type_id === attrX)).toMatchObject({
      scores: 6,
      mean: 3,
      counts: [1, 2, 0, 2, 1],
      compared: 3,
      panel_mean: 4,
      difference: -1.67,
    });
    expect(owner.attributes.find((a) => a.attribute_type_id !== attrX)).toMatchObject({
      scores: 6,
      mean: 3,
      counts: [0, 0, 6, 0, 0],
      compared: 3,
      panel_mean: 4,
      difference: -1,
    });

    const kept = (await details(ownerId, 'separation_type=involuntary')).json().data as ProfileInterviewerDetail;
    expect(kept.attributes.find((a) => a.attribute_type_id === attrX)).toMatchObject({
      scores: 3,
      mean: 4.33,
      compared: 1,
      panel_mean: 3,
      difference: 1,
    });
    const recruiter = (await details(recruiterId, 'separation_type=involuntary')).json()
      .data as ProfileInterviewerDetail;
    expect(recruiter.attributes.find((a) => a.attribute_type_id === attrX)).toMatchObject({ scores: 1, mean: 3 });

    const stranger = (
      await t.db
        .selectFrom('users')
        .select('user_id')
        .where('email', '=', 'owner@other-company.test')
        .executeTakeFirstOrThrow()
    ).user_id;
    expect((await details(stranger)).statusCode).toBe(404);
    expect((await details(ownerId, '', tokens.recruiter)).statusCode).toBe(403);
    expect((await details(ownerId, '', tokens.otherOwner)).statusCode).toBe(404);
    expect((await details(ownerId, 'separation_type=both')).statusCode).toBe(400);
  });

  it('refuses another company, staff off the team, and an unknown board', async () => {
    const url = `/api/job/v1/profiles/${profileId}/dashboards/attributes/`;
    expect((await t.request({ method: 'GET', url, token: tokens.otherOwner })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url, token: tokens.recruiter })).statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/job/v1/profiles/${profileId}/dashboards/luck/`,
          token: tokens.owner,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('scatter points', () => {
  it('keeps every point up to the maximum, else evenly spaced ones in participant order', async () => {
    const { account_id } = await t.db
      .selectFrom('jobs')
      .select('account_id')
      .where('job_id', '=', profileId)
      .executeTakeFirstOrThrow();
    const points = (max: number) => store.boardPoints(t.db, account_id, profileId, 'attributes', max);
    const every = await points(1000);
    const key = every[0]!.key;
    const all = every.filter((p) => p.key === key);
    expect(all).toHaveLength(6);
    expect(all.every((p) => p.in_turnover)).toBe(true);
    const rated = all.filter((p) => p.rating !== null);
    expect(rated).toHaveLength(5);
    expect(all.filter((p) => p.in_performance)).toEqual(rated);

    const tuple = (p: store.MeasurePoint) => [p.score, p.stayed, p.rating];
    const sampled = (await points(4)).filter((p) => p.key === key);
    // floor(i * 6 / 4) for i 0..3 is rows 0, 1, 3, 4; floor(i * 5 / 4) of the rated is 0, 1, 2, 3.
    expect(sampled.filter((p) => p.in_turnover).map(tuple)).toEqual([0, 1, 3, 4].map((i) => tuple(all[i]!)));
    expect(sampled.filter((p) => p.in_performance).map(tuple)).toEqual([0, 1, 2, 3].map((i) => tuple(rated[i]!)));
  });
});

describe('summaries (D164)', () => {
  it('after a refresh every board answers exactly the live figures, with when they were computed', async () => {
    const before: Partial<Record<ProfileBoard, ProfileBoardReport>> = {};
    for (const b of PROFILE_BOARDS) before[b] = await board(b);
    expect(Object.values(before).every((r) => r.figures_as_of === null)).toBe(true);
    expect(await marked(profileId)).toBe(true);
    const started = Date.now();
    expect(await refreshProfileSummaries(t.db)).toBeGreaterThanOrEqual(1);
    expect(await marked(profileId)).toBe(false);
    for (const b of PROFILE_BOARDS) {
      const summarised = await board(b);
      expect({ ...summarised, figures_as_of: null }, b).toEqual(before[b]);
      expect(Math.abs(new Date(summarised.figures_as_of!).getTime() - started)).toBeLessThan(60_000);
    }
    // The turnover and performance dashboards are the attributes board's two halves, from the same summary.
    const summarised = await board('attributes');
    for (const outcome of ['turnover', 'performance'] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/api/job/v1/profiles/${profileId}/correlations/?outcome=${outcome}`,
        token: tokens.owner,
      });
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json().data as ProfileCorrelation;
      expect(report.figures_as_of).toBe(summarised.figures_as_of);
      expect(report.outcome_count).toBe(outcome === 'turnover' ? summarised.left_count : summarised.rated_count);
      for (const attribute of report.attributes) {
        const measure = summarised.measures.find((m) => m.key === `attribute-${attribute.attribute_type_id}`)!;
        expect(attribute.correlation).toEqual(measure[outcome].correlation);
        expect(attribute.points).toEqual(measure[outcome].points);
      }
    }
  });

  it('a change shows at the next refresh: until then the board keeps the figures as of their time', async () => {
    const { employee_id } = await t.db
      .selectFrom('employees')
      .select('employee_id')
      .where('job_profile_id', '=', profileId)
      .orderBy('employee_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('employee_outcome_values')
      .values({ employee_id, outcome: 'satisfaction', value: '1', measured_at: '2011-12-31' })
      .execute();
    expect(await marked(profileId)).toBe(true);
    const stale = await board('satisfaction');
    expect(stale.measures[1]).toMatchObject({ n: 3, mean: 4.33 });
    await refreshProfileSummaries(t.db);
    const fresh = await board('satisfaction');
    expect(fresh.measures[1]).toMatchObject({ n: 4, mean: 3.5 });
    expect(new Date(fresh.figures_as_of!).getTime()).toBeGreaterThan(new Date(stale.figures_as_of!).getTime());
    expect({ ...fresh, figures_as_of: null }).toEqual(await live('satisfaction'));
  });

  it('an employee moved to another profile marks both', async () => {
    const other = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('job_type_id', '=', JOB_TYPE.profile)
      .where('job_id', '!=', profileId)
      .orderBy('job_id')
      .executeTakeFirstOrThrow();
    const { employee_id } = await t.db
      .selectFrom('employees')
      .select('employee_id')
      .where('job_profile_id', '=', profileId)
      .orderBy('employee_id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('employees')
      .set({ job_profile_id: other.job_id })
      .where('employee_id', '=', employee_id)
      .execute();
    expect([await marked(profileId), await marked(other.job_id)]).toEqual([true, true]);
    await t.db
      .updateTable('employees')
      .set({ job_profile_id: profileId })
      .where('employee_id', '=', employee_id)
      .execute();
    await refreshProfileSummaries(t.db);
    expect({ ...(await board('attributes')), figures_as_of: null }).toEqual(await live('attributes'));
  });
});

/**
 * The dashboards' filter (D165), on the same six: E1 started on 2009-06-01, the others on 2010-01-10;
 * E2 works in Lyon, the others in Nantes.
 *   Started from 2010-01-01 (E2-E6): X 30 60 70 40 80, stayed 0 1 1 0 1: dx -26 4 14 -16 24,
 *     dy -.6 .4 .4 -.6 .4: sum dx·dy 42, dx² 1720, dy² 1.2: r = 42/√2064; four rated: no r.
 *   Nantes (E1 E3-E6): X 20 60 70 40 80, stayed 0 1 1 0 1: dx -34 6 16 -14 26: dx·dy 48,
 *     dx² 2320: r = 48/√2784.
 */
describe('filtered by start date and location', () => {
  const query = (filter: string) =>
    t.request({
      method: 'GET',
      url: `/api/job/v1/profiles/${profileId}/dashboards/attributes/?${filter}`,
      token: tokens.owner,
    });
  const correlations = (filter: string) =>
    t.request({ method: 'GET', url: `/api/job/v1/profiles/${profileId}/correlations/?${filter}`, token: tokens.owner });

  it('recomputes every figure on the participants the filter keeps', async () => {
    const ids = (
      await t.db
        .selectFrom('employees')
        .select('employee_id')
        .where('job_profile_id', '=', profileId)
        .orderBy('last_name')
        .orderBy('first_name')
        .execute()
    ).map((e) => e.employee_id);
    try {
      await t.db
        .updateTable('employees')
        .set({ start_date: '2009-06-01' })
        .where('employee_id', '=', ids[0]!)
        .execute();
      await t.db
        .updateTable('employees')
        .set({ location: 'Nantes' })
        .where('employee_id', 'in', ids)
        .where('employee_id', '<>', ids[1]!)
        .execute();
      await t.db.updateTable('employees').set({ location: 'Lyon' }).where('employee_id', '=', ids[1]!).execute();

      const unfiltered = (await query('')).json().data as ProfileBoardReport;
      expect(unfiltered).toMatchObject({ participant_count: 6, locations: ['Lyon', 'Nantes'] });
      expect(unfiltered.measures.find((m) => m.key === `attribute-${attrX}`)!.turnover.correlation.r).toBeCloseTo(
        60 / Math.sqrt(4200),
        6,
      );

      const since = (await query('from_date=2010-01-01')).json().data as ProfileBoardReport;
      expect(since).toMatchObject({
        participant_count: 5,
        left_count: 2,
        rated_count: 4,
        locations: ['Lyon', 'Nantes'],
      });
      const x = since.measures.find((m) => m.key === `attribute-${attrX}`)!;
      expect(x).toMatchObject({ n: 5, mean: 56 });
      expect(x.turnover.correlation.n).toBe(5);
      expect(x.turnover.correlation.r).toBeCloseTo(42 / Math.sqrt(2064), 6);
      expect(x.performance.correlation).toMatchObject({ n: 4, r: null });
      expect(x.turnover.points).toHaveLength(5);

      const nantes = (await query('locations=Nantes')).json().data as ProfileBoardReport;
      expect(nantes.participant_count).toBe(5);
      expect(nantes.measures.find((m) => m.key === `attribute-${attrX}`)!.turnover.correlation.r).toBeCloseTo(
        48 / Math.sqrt(2784),
        6,
      );
      const both = (await query('from_date=2010-01-01&to_date=2010-12-31&locations=Nantes%7CParis')).json()
        .data as ProfileBoardReport;
      expect(both.participant_count).toBe(4);
      expect((await query('to_date=2009-12-31')).json().data.participant_count).toBe(1);

      const turnover = await correlations('outcome=turnover&from_date=2010-01-01');
      expect(turnover.statusCode, turnover.body).toBe(200);
      expect(turnover.json().data).toMatchObject({
        participant_count: 5,
        outcome_count: 2,
        locations: ['Lyon', 'Nantes'],
      });
      const attribute = turnover
        .json()
        .data.attributes.find((a: { attribute_type_id: number }) => a.attribute_type_id === attrX);
      expect(attribute.correlation.n).toBe(5);
      expect(attribute.correlation.r).toBeCloseTo(42 / Math.sqrt(2064), 6);
      const performance = (await correlations('outcome=performance&locations=Nantes')).json().data;
      expect(performance).toMatchObject({ participant_count: 5, outcome_count: 5 });
    } finally {
      await t.db
        .updateTable('employees')
        .set({ start_date: '2010-01-10', location: '' })
        .where('employee_id', 'in', ids)
        .execute();
    }
  });

  /*
   * E5 (X 40) left involuntarily, the other leavers E1 E2 voluntarily.
   *   Voluntary (E1-E4, E6): X 20 30 60 70 80, stayed 0 0 1 1 1: mean 52, dx -32 -22 8 18 28,
   *     dy -.6 -.6 .4 .4 .4: sum dx·dy 54, dx² 2680, dy² 1.2: r = 54/√3216; rated E1 E3 E4 E6: no r.
   *   Involuntary (E3-E6): X 60 70 40 80, stayed 1 1 0 1: n 4, mean 62.5, no r (under 5).
   */
  it('with a separation type, counts those still employed and those who left that way', async () => {
    const ids = (
      await t.db
        .selectFrom('employees')
        .select('employee_id')
        .where('job_profile_id', '=', profileId)
        .orderBy('last_name')
        .orderBy('first_name')
        .execute()
    ).map((e) => e.employee_id);
    try {
      await t.db
        .updateTable('employees')
        .set({ separation_type: 'involuntary' })
        .where('employee_id', '=', ids[4]!)
        .execute();
      const voluntary = (await query('separation_type=voluntary')).json().data as ProfileBoardReport;
      expect(voluntary).toMatchObject({ participant_count: 5, left_count: 2, rated_count: 4 });
      const x = voluntary.measures.find((m) => m.key === `attribute-${attrX}`)!;
      expect(x).toMatchObject({ n: 5, mean: 52 });
      expect(x.turnover.correlation.n).toBe(5);
      expect(x.turnover.correlation.r).toBeCloseTo(54 / Math.sqrt(3216), 6);
      expect(x.performance.correlation).toMatchObject({ n: 4, r: null });

      const involuntary = (await query('separation_type=involuntary')).json().data as ProfileBoardReport;
      expect(involuntary).toMatchObject({ participant_count: 4, left_count: 1 });
      expect(involuntary.measures.find((m) => m.key === `attribute-${attrX}`)).toMatchObject({
        n: 4,
        mean: 62.5,
        turnover: { correlation: { n: 4, r: null } },
      });

      const turnover = (await correlations('outcome=turnover&separation_type=voluntary')).json().data;
      expect(turnover).toMatchObject({ participant_count: 5, outcome_count: 2 });
      expect(
        turnover.attributes.find((a: { attribute_type_id: number }) => a.attribute_type_id === attrX).correlation.r,
      ).toBeCloseTo(54 / Math.sqrt(3216), 6);
    } finally {
      await t.db
        .updateTable('employees')
        .set({ separation_type: 'voluntary' })
        .where('employee_id', '=', ids[4]!)
        .execute();
    }
  });

  /*
   * Company custom list fields (D172): Shift (Day, Night, Weekend) answered E1 Day, E2 Night, E3 Day
   * (on the application E3 was hired from), E4 Weekend, E5 Night, E6 Day; Referral (Yes, No) E1-E4
   * and E6 Yes, E5 No.
   *   Day or Night (E1 E2 E3 E5 E6): X 20 30 60 40 80, stayed 0 0 1 0 1: mean 46, dx -26 -16 14 -6 34,
   *     dy -.4 -.4 .6 -.4 .6: sum dx·dy 48, dx² 2320, dy² 1.2: r = 48/√2784; 3 left, 4 rated.
   *   And Referral Yes (E1 E2 E3 E6): n 4, mean 47.5, no r (under 5).
   */
  it("with field options, keeps those who answered one of a field's options, for every field", async () => {
    const ids = await t.db
      .selectFrom('employees')
      .select(['employee_id', 'user_id', 'hired_from_ref_id'])
      .where('job_profile_id', '=', profileId)
      .orderBy('last_name')
      .orderBy('first_name')
      .execute();
    const accountId = (
      await t.db.selectFrom('jobs').select('account_id').where('job_id', '=', profileId).executeTakeFirstOrThrow()
    ).account_id;
    const otherAccountId = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('account_id', '<>', accountId)
        .orderBy('account_id')
        .executeTakeFirstOrThrow()
    ).account_id;
    const field = async (account: number, label: string, options: string[]) =>
      (
        await t.db
          .insertInto('account_fields')
          .values({
            account_id: account,
            label,
            field_type: 'select',
            options: JSON.stringify(options),
            field_group: 'job',
          })
          .returning('account_field_id')
          .executeTakeFirstOrThrow()
      ).account_field_id;
    const shift = await field(accountId, 'Board shift', ['Day', 'Night', 'Weekend']);
    const referral = await field(accountId, 'Board referral', ['Yes', 'No']);
    const foreign = await field(otherAccountId, 'Board foreign', ['Yes', 'No']);
    try {
      const shifts = ['Day', 'Night', 'Day', 'Weekend', 'Night', 'Day'];
      const referrals = ['Yes', 'Yes', 'Yes', 'Yes', 'No', 'Yes'];
      for (const [n, e] of ids.entries()) {
        await t.db
          .insertInto('user_field_answers')
          .values({
            account_field_id: shift,
            user_id: e.user_id!,
            ref_id: n === 2 ? e.hired_from_ref_id : null,
            answer: shifts[n]!,
          })
          .execute();
        await t.db
          .insertInto('user_field_answers')
          .values({ account_field_id: referral, user_id: e.user_id!, answer: referrals[n]! })
          .execute();
      }
      const choices = await t.request({
        method: 'GET',
        url: `/api/job/v1/profiles/${profileId}/field-filters/`,
        token: tokens.owner,
      });
      expect(choices.statusCode, choices.body).toBe(200);
      const boardFields = (choices.json().data as { label: string }[]).filter((f) => f.label.startsWith('Board '));
      expect(boardFields).toEqual([
        {
          account_field_id: shift,
          label: 'Board shift',
          options: [
            { id: `${shift}-0`, label: 'Day' },
            { id: `${shift}-1`, label: 'Night' },
            { id: `${shift}-2`, label: 'Weekend' },
          ],
        },
        {
          account_field_id: referral,
          label: 'Board referral',
          options: [
            { id: `${referral}-0`, label: 'Yes' },
            { id: `${referral}-1`, label: 'No' },
          ],
        },
      ]);
      expect(
        (
          await t.request({
            method: 'GET',
            url: `/api/job/v1/profiles/${profileId}/field-filters/`,
            token: tokens.otherOwner,
          })
        ).statusCode,
      ).toBe(404);

      const dayOrNight = `field_options=${shift}-0,${shift}-1`;
      const either = (await query(dayOrNight)).json().data as ProfileBoardReport;
      expect(either).toMatchObject({ participant_count: 5, left_count: 3, rated_count: 4 });
      const x = either.measures.find((m) => m.key === `attribute-${attrX}`)!;
      expect(x).toMatchObject({ n: 5, mean: 46 });
      expect(x.turnover.correlation.n).toBe(5);
      expect(x.turnover.correlation.r).toBeCloseTo(48 / Math.sqrt(2784), 6);
      expect(either.figures_as_of).toBeNull();

      const turnover = (await correlations(`outcome=turnover&${dayOrNight}`)).json().data;
      expect(turnover).toMatchObject({ participant_count: 5, outcome_count: 3 });
      expect(
        turnover.attributes.find((a: { attribute_type_id: number }) => a.attribute_type_id === attrX).correlation,
      ).toMatchObject({ n: 5 });
      expect(
        turnover.attributes.find((a: { attribute_type_id: number }) => a.attribute_type_id === attrX).correlation.r,
      ).toBeCloseTo(48 / Math.sqrt(2784), 6);
      expect((await correlations(`outcome=performance&${dayOrNight}`)).json().data).toMatchObject({
        participant_count: 5,
        outcome_count: 4,
      });

      const andReferred = (await query(`${dayOrNight},${referral}-0`)).json().data as ProfileBoardReport;
      expect(andReferred).toMatchObject({ participant_count: 4, left_count: 2 });
      expect(andReferred.measures.find((m) => m.key === `attribute-${attrX}`)).toMatchObject({
        n: 4,
        mean: 47.5,
        turnover: { correlation: { n: 4, r: null } },
      });

      for (const bad of ['abc', `${shift}`, `${shift}-0,`, `${shift}-3`, `${foreign}-0`, `${shift}-0,${foreign}-1`]) {
        const res = await query(`field_options=${bad}`);
        expect(res.statusCode, bad).toBe(400);
      }
      expect((await correlations(`outcome=turnover&field_options=${foreign}-0`)).statusCode).toBe(400);
      expect(
        (
          await t.request({
            method: 'GET',
            url: `/api/job/v1/profiles/${profileId}/interviewers/${ownerId}/?field_options=${foreign}-0`,
            token: tokens.owner,
          })
        ).statusCode,
      ).toBe(400);
    } finally {
      await t.db.deleteFrom('account_fields').where('account_field_id', 'in', [shift, referral, foreign]).execute();
    }
  });

  it('refuses a malformed date and changes nothing', async () => {
    const res = await query('from_date=2010-13');
    expect(res.statusCode).toBe(400);
    expect((await correlations('outcome=turnover&to_date=yesterday')).statusCode).toBe(400);
    expect((await query('separation_type=fired')).statusCode).toBe(400);
    expect((await correlations('outcome=turnover&separation_type=')).statusCode).toBe(400);
  });
});

/**
 * Every kind of write a board reads marks the profile (D172), so an unchanged profile is never
 * recomputed and a changed one shows its live figures at the next refresh. These run last: each
 * write changes the fixture for good.
 */
describe('marks (D172)', () => {
  const participants = () =>
    t.db
      .selectFrom('employees')
      .select(['employee_id', 'user_id', 'hired_from_ref_id'])
      .where('job_profile_id', '=', profileId)
      .orderBy('employee_id')
      .execute();
  const evaluationOf = async (refId: string, interviewer: number) =>
    (
      await t.db
        .selectFrom('interview_evaluations as ev')
        .innerJoin('interviews as i', 'i.interview_id', 'ev.interview_id')
        .select('ev.interview_evaluation_id')
        .where('i.ref_id', '=', refId)
        .where('ev.interviewer_user_id', '=', interviewer)
        .executeTakeFirstOrThrow()
    ).interview_evaluation_id;
  let joined: number;

  it('an unchanged profile is not recomputed, however old its summary', async () => {
    await refreshProfileSummaries(t.db);
    expect(await marked(profileId)).toBe(false);
    const old = new Date(Date.now() - 24 * 3_600_000);
    await t.db
      .updateTable('job_profile_board_summaries' as never)
      .set({ refreshed_at: old } as never)
      .where('job_id' as never, '=', profileId as never)
      .execute();
    await refreshProfileSummaries(t.db);
    for (const b of PROFILE_BOARDS) expect((await board(b)).figures_as_of, b).toBe(old.toISOString());
  });

  const writes: [string, ProfileBoard, () => Promise<unknown>][] = [
    [
      'an employee joins the profile',
      'attributes',
      async () => {
        joined = (
          await t.db
            .insertInto('employees')
            .values({
              account_id: (
                await t.db
                  .selectFrom('jobs')
                  .select('account_id')
                  .where('job_id', '=', profileId)
                  .executeTakeFirstOrThrow()
              ).account_id,
              first_name: 'E7',
              last_name: 'Board',
              job_title: 'Board Clerk',
              start_date: '2010-01-10',
              job_profile_id: profileId,
            })
            .returning('employee_id')
            .executeTakeFirstOrThrow()
        ).employee_id;
      },
    ],
    [
      'an attribute score',
      'attributes',
      async () =>
        t.db
          .insertInto('employee_attribute_scores')
          .values({ employee_id: joined, attribute_type_id: attrX, score: '90', measured_at: '2010-01-10' })
          .execute(),
    ],
    [
      'an outcome answer',
      'attributes',
      async () =>
        t.db
          .insertInto('employee_outcome_values')
          .values({ employee_id: joined, outcome: 'performance_rating', value: '1', measured_at: '2012-01-01' })
          .execute(),
    ],
    [
      'a separation',
      'attributes',
      async () =>
        t.db
          .updateTable('employees')
          .set({ end_date: '2012-06-01', separation_type: 'involuntary', separation_reason: 'Closed' })
          .where('employee_id', '=', joined)
          .execute(),
    ],
    [
      'the employee leaves the profile',
      'attributes',
      async () =>
        t.db.updateTable('employees').set({ job_profile_id: null }).where('employee_id', '=', joined).execute(),
    ],
    [
      'an activity score of a hired-from application',
      'activities',
      async () =>
        t.db
          .updateTable('application_attribute_scores')
          .set({ score: '99' })
          .where('ref_id', '=', (await participants())[0]!.hired_from_ref_id!)
          .execute(),
    ],
    [
      "an interviewer's score",
      'interviewers',
      async () => {
        const id = await evaluationOf((await participants())[0]!.hired_from_ref_id!, ownerId);
        await t.db
          .updateTable('interview_evaluation_scores')
          .set({ score: 5 })
          .where('interview_evaluation_id', '=', id)
          .execute();
      },
    ],
    [
      'an evaluation taken back',
      'interviewers',
      async () =>
        t.db
          .updateTable('interview_evaluations')
          .set({ submitted_at: null })
          .where(
            'interview_evaluation_id',
            '=',
            await evaluationOf((await participants())[1]!.hired_from_ref_id!, recruiterId),
          )
          .execute(),
    ],
    [
      'a kit question that now probes an attribute',
      'interview',
      async () => {
        const q3 = await t.db
          .selectFrom('interview_kit_questions')
          .select('interview_kit_question_id')
          .where('question_text', '=', 'Board Q3')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('interview_kit_question_attributes')
          .values({ interview_kit_question_id: q3.interview_kit_question_id, attribute_type_id: attrX })
          .execute();
      },
    ],
    [
      'an interview deleted',
      'interview',
      async () =>
        t.db
          .deleteFrom('interviews')
          .where('ref_id', '=', (await participants())[2]!.hired_from_ref_id!)
          .execute(),
    ],
    [
      'an experience entry',
      'resume',
      async () =>
        t.db
          .insertInto('experiences')
          .values({
            user_id: (await participants())[0]!.user_id!,
            company_name: 'Later',
            title: 'Clerk',
            start_date: '1980-01-01',
            end_date: '1990-01-01',
          })
          .execute(),
    ],
  ];

  it.each(writes)('%s marks the profile, and the next refresh shows the live figures', async (_, affected, write) => {
    await refreshProfileSummaries(t.db);
    const before = await board(affected);
    await write();
    expect(await marked(profileId)).toBe(true);
    const now = await live(affected);
    expect(withoutAsOf(await board(affected))).toEqual(withoutAsOf(before));
    expect(withoutAsOf(before)).not.toEqual(now);
    await refreshProfileSummaries(t.db);
    expect(await marked(profileId)).toBe(false);
    for (const b of PROFILE_BOARDS) expect(withoutAsOf(await board(b)), b).toEqual(await live(b));
  });

  it("a current job's years count up to today: its summary is marked again once the day has changed", async () => {
    const first = (await participants())[0]!;
    await t.db
      .insertInto('experiences')
      .values({
        user_id: first.user_id!,
        company_name: 'Now',
        title: 'Clerk',
        start_date: '2020-01-01',
        end_date: null,
        is_current: true,
      })
      .execute();
    await refreshProfileSummaries(t.db);
    expect(withoutAsOf(await board('resume'))).toEqual(await live('resume'));
    const yesterday = new Date(Date.now() - 24 * 3_600_000);
    await t.db
      .updateTable('job_profile_board_summaries' as never)
      .set({ refreshed_at: yesterday, counted_to: sql`current_date - 1` } as never)
      .where('job_id' as never, '=', profileId as never)
      .execute();
    await refreshProfileSummaries(t.db);
    expect(new Date((await board('resume')).figures_as_of!).getTime()).toBeGreaterThan(yesterday.getTime() + 3_600_000);
    expect(withoutAsOf(await board('resume'))).toEqual(await live('resume'));
  });
});
