/**
 * The interview dashboards recomputed by hand. One requisition of Demo Company in January 2020
 * with an interview activity probing two attributes X and Y; three interviewers A (Ines
 * Interviewer), B (the recruiter) and C (the owner); four applicants:
 *   P1 hired, completed 10:00-11:00, panel A B: A X4 Y3 yes; B X2 Y3 no.
 *   P2 rejected, completed 10:00-10:30, panel A B C: A X5 strong_yes; B X3 yes; C X1 strong_no.
 *   P3 active, scheduled, panel A: nothing submitted.
 *   P4 active, completed 10:00-11:00, panel A B: A X3 Y4 yes; B's X1 is a draft and never counts.
 * Interviewer hours: 1 h x 2 + 0.5 h x 3 + 1 h x 2 = 5.5.
 * A against the panel: P1 X 4 vs 2, P1 Y 3 vs 3, P2 X 5 vs (3+1)/2 = 2: panel mean 7/3, difference 5/3.
 * B: P1 X 2 vs 4, P1 Y 3 vs 3, P2 X 3 vs (5+1)/2 = 3: panel mean 10/3, difference -2/3.
 * C: P2 X 1 vs (5+3)/2 = 4: difference -3.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewerDetail, InterviewerSummary, InterviewOverview } from '../../../contracts/interview-reports.ts';
import { interviewRequisition } from '../../test/job-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let accountId: number;
let jobId: number;
const ids: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
let attrX: number;
let attrY: number;
let candidateUserId: number;
const RANGE = () => `from_date=2020-01-01&to_date=2020-01-31&job_ids=${jobId}`;

const get = async <T>(url: string, token = tokens.owner) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

type Panelist = 'A' | 'B' | 'C';
interface Evaluation {
  by: Panelist;
  scores: { X?: number; Y?: number };
  recommendation: 'strong_no' | 'no' | 'yes' | 'strong_yes';
  draft?: boolean;
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['interviewer', 'interviewer@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
    ['admin', 'admin@assay.test'],
  ] as const) {
    tokens[name] = (await t.signIn(email)).token;
  }
  const userId = async (email: string) =>
    (await t.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
  ids.A = await userId('interviewer@demo-company.test');
  ids.B = await userId('recruiter@demo-company.test');
  ids.C = await userId('owner@demo-company.test');
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
    .values({ account_id: accountId, name: 'Report kit', purpose: 'interview' })
    .returning('interview_kit_id')
    .executeTakeFirstOrThrow();
  let activityId: number;
  ({ jobId, activityId } = await interviewRequisition(t.db, {
    accountId,
    kitId: kit.interview_kit_id,
    title: 'Interview Report Clerk',
    city: 'Lyon',
    state: 'ARA',
  }));

  const applicants: {
    status: 'hired' | 'rejected' | 'active';
    interview: 'completed' | 'scheduled';
    minutes: number;
    panel: Panelist[];
    evaluations: Evaluation[];
  }[] = [
    {
      status: 'hired',
      interview: 'completed',
      minutes: 60,
      panel: ['A', 'B'],
      evaluations: [
        { by: 'A', scores: { X: 4, Y: 3 }, recommendation: 'yes' },
        { by: 'B', scores: { X: 2, Y: 3 }, recommendation: 'no' },
      ],
    },
    {
      status: 'rejected',
      interview: 'completed',
      minutes: 30,
      panel: ['A', 'B', 'C'],
      evaluations: [
        { by: 'A', scores: { X: 5 }, recommendation: 'strong_yes' },
        { by: 'B', scores: { X: 3 }, recommendation: 'yes' },
        { by: 'C', scores: { X: 1 }, recommendation: 'strong_no' },
      ],
    },
    { status: 'active', interview: 'scheduled', minutes: 60, panel: ['A'], evaluations: [] },
    {
      status: 'active',
      interview: 'completed',
      minutes: 60,
      panel: ['A', 'B'],
      evaluations: [
        { by: 'A', scores: { X: 3, Y: 4 }, recommendation: 'yes' },
        { by: 'B', scores: { X: 1 }, recommendation: 'strong_no', draft: true },
      ],
    },
  ];
  for (const [n, a] of applicants.entries()) {
    const user = await t.db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email: `interview-report-${n}@assay.test`,
        first_name: `P${n + 1}`,
        last_name: 'Applicant',
        password_hash: null,
        phone_number: null,
        preferred_language: null,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    candidateUserId = user.user_id;
    const refId = randomUUID();
    await t.db
      .insertInto('user_trackers')
      .values({
        ref_id: refId,
        user_id: user.user_id,
        job_id: jobId,
        account_id: accountId,
        created_at: '2020-01-06T09:00:00Z',
        status: a.status,
      })
      .execute();
    const startsAt = Date.parse('2020-01-10T10:00:00Z');
    const interview = await t.db
      .insertInto('interviews')
      .values({
        account_id: accountId,
        purpose: 'interview',
        interview_kit_id: kit.interview_kit_id,
        job_step_activity_id: activityId,
        ref_id: refId,
        participant_user_id: user.user_id,
        status: a.interview,
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(startsAt + a.minutes * 60_000).toISOString(),
      })
      .returning('interview_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('interview_interviewers')
      .values(a.panel.map((p) => ({ interview_id: interview.interview_id, user_id: ids[p] })))
      .execute();
    for (const e of a.evaluations) {
      const evaluation = await t.db
        .insertInto('interview_evaluations')
        .values({
          interview_id: interview.interview_id,
          interviewer_user_id: ids[e.by],
          recommendation: e.recommendation,
          submitted_at: e.draft ? null : '2020-01-10T12:00:00Z',
        })
        .returning('interview_evaluation_id')
        .executeTakeFirstOrThrow();
      const scores = [
        ...(e.scores.X === undefined ? [] : [{ attribute_type_id: attrX, score: e.scores.X }]),
        ...(e.scores.Y === undefined ? [] : [{ attribute_type_id: attrY, score: e.scores.Y }]),
      ];
      await t.db
        .insertInto('interview_evaluation_scores')
        .values(scores.map((s) => ({ interview_evaluation_id: evaluation.interview_evaluation_id, ...s })))
        .execute();
    }
  }
});
afterAll(async () => t.close());

describe('interview overview', () => {
  it('counts interviews by status, the interviewer hours, recommendations against hires and attribute scores', async () => {
    const o = await get<InterviewOverview>(`/api/report/v1/account/${accountId}/interview-overview/?${RANGE()}`);
    expect(o.interviews).toBe(4);
    expect(o.by_status.find((s) => s.status === 'completed')?.interviews).toBe(3);
    expect(o.by_status.find((s) => s.status === 'scheduled')?.interviews).toBe(1);
    expect(o.by_status.reduce((s, r) => s + r.interviews, 0)).toBe(4);
    expect(o.evaluations_submitted).toBe(6);
    expect(o.interviewer_hours).toBe(5.5);
    expect(o.recommendations).toEqual([
      { recommendation: 'strong_no', evaluations: 1, hired: 0 },
      { recommendation: 'no', evaluations: 1, hired: 1 },
      { recommendation: 'yes', evaluations: 3, hired: 1 },
      { recommendation: 'strong_yes', evaluations: 1, hired: 0 },
    ]);
    const x = o.attributes.find((a) => a.attribute_type_id === attrX);
    const y = o.attributes.find((a) => a.attribute_type_id === attrY);
    expect(x).toMatchObject({ scores: 6, mean: 3, counts: [1, 1, 2, 1, 1] });
    expect(y).toMatchObject({ scores: 3, mean: 3.33, counts: [0, 0, 2, 1, 0] });
  });

  it('the requisition dashboard shows the same figures, and a range without the applications shows none', async () => {
    const job = await get<InterviewOverview>(
      `/api/report/v1/smartreq/${jobId}/interviews/?from_date=2020-01-01&to_date=2020-01-31`,
    );
    expect(job).toMatchObject({ interviews: 4, evaluations_submitted: 6, interviewer_hours: 5.5 });
    const empty = await get<InterviewOverview>(
      `/api/report/v1/account/${accountId}/interview-overview/?from_date=2020-02-01&to_date=2020-02-28&job_ids=${jobId}`,
    );
    expect(empty).toMatchObject({ interviews: 0, evaluations_submitted: 0, interviewer_hours: 0, attributes: [] });
  });
});

describe('interviewer score summary and details', () => {
  it('gives each interviewer their load, score distribution and difference from the rest of the panel', async () => {
    const s = await get<InterviewerSummary>(`/api/report/v1/account/${accountId}/interviewers/?${RANGE()}`);
    const by = (id: number) => s.interviewers.find((i) => i.user_id === id);
    expect(s.interviewers).toHaveLength(3);
    expect(by(ids.A)).toMatchObject({
      interviews: 4,
      evaluations_submitted: 3,
      scores: 5,
      mean: 3.8,
      counts: [0, 0, 2, 2, 1],
      compared: 3,
      panel_mean: 2.33,
      difference: 1.67,
    });
    expect(by(ids.B)).toMatchObject({
      interviews: 3,
      evaluations_submitted: 2,
      scores: 3,
      mean: 2.67,
      counts: [0, 1, 2, 0, 0],
      compared: 3,
      panel_mean: 3.33,
      difference: -0.67,
    });
    expect(by(ids.C)).toMatchObject({
      interviews: 1,
      evaluations_submitted: 1,
      scores: 1,
      mean: 1,
      counts: [1, 0, 0, 0, 0],
      compared: 1,
      panel_mean: 4,
      difference: -3,
    });
    expect(by(ids.A)?.recommendations.filter((r) => r.evaluations > 0)).toEqual([
      { recommendation: 'yes', evaluations: 2 },
      { recommendation: 'strong_yes', evaluations: 1 },
    ]);
    const job = await get<InterviewerSummary>(
      `/api/report/v1/smartreq/${jobId}/interviewers/?from_date=2020-01-01&to_date=2020-01-31`,
    );
    expect(job.interviewers.map((i) => [i.user_id, i.difference]).sort()).toEqual(
      s.interviewers.map((i) => [i.user_id, i.difference]).sort(),
    );
  });

  it('details one interviewer per attribute against the panel', async () => {
    const d = await get<InterviewerDetail>(`/api/report/v1/account/${accountId}/interviewers/${ids.A}/?${RANGE()}`);
    expect(d.user_id).toBe(ids.A);
    expect(d.full_name).not.toBe('');
    expect(d.attributes.find((a) => a.attribute_type_id === attrX)).toMatchObject({
      scores: 3,
      mean: 4,
      counts: [0, 0, 1, 1, 1],
      compared: 2,
      panel_mean: 2,
      difference: 2.5,
    });
    expect(d.attributes.find((a) => a.attribute_type_id === attrY)).toMatchObject({
      scores: 2,
      mean: 3.5,
      compared: 1,
      panel_mean: 3,
      difference: 0,
    });
  });

  it('refuses someone who never sat on one of the company’s panels, and another company', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/report/v1/account/${accountId}/interviewers/${candidateUserId}/?${RANGE()}`,
      token: tokens.owner,
    });
    expect(res.statusCode).toBe(404);
    const other = await t.request({
      method: 'GET',
      url: `/api/report/v1/account/${accountId}/interviewers/${ids.A}/?${RANGE()}`,
      token: tokens.otherOwner,
    });
    expect(other.statusCode).toBe(404);
    const interviewer = await t.request({
      method: 'GET',
      url: `/api/report/v1/account/${accountId}/interviewers/?${RANGE()}`,
      token: tokens.interviewer,
    });
    expect(interviewer.statusCode).toBe(403);
  });
});
