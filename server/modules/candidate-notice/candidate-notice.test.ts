/**
 * The candidate notice (D208): a company's own text per language, kept for its settings staff only;
 * a candidate reads it in their tracker before the first scored step; asking for an alternative
 * process from it is an accommodation request the hiring team finds on its home.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeTexts } from '../../../contracts/candidate-notice.ts';
import type { TrackerDetail } from '../../../contracts/progress.ts';
import type { StaffHome } from '../../../contracts/staff-home.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let demoId: number;
const notice = () => `/api/account/v1/${demoId}/candidate-notice/`;

beforeAll(async () => {
  t = await startTestApp();
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
    ['candidate', 'candidate@assay.test'],
  ] as const)
    tokens[name] = (await t.signIn(email)).token;
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

describe('the company notice', () => {
  it('given no text of its own, then every language is null (the default shows); saved, empty ones stay default', async () => {
    const before = await t.request({ method: 'GET', url: notice(), token: tokens.owner });
    expect(before.json().data).toEqual({
      en: null,
      es: null,
      fr: null,
      lead_time: { held: false, posted_on: null },
      ask_full_screen: false,
      ask_camera_check: false,
    });
    const saved = await t.request({
      method: 'PUT',
      url: notice(),
      token: tokens.owner,
      body: { en: '  We score a personality questionnaire.  ', es: 'Evaluamos un cuestionario.', fr: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      en: 'We score a personality questionnaire.',
      es: 'Evaluamos un cuestionario.',
      fr: null,
      lead_time: { held: false, posted_on: null },
      ask_full_screen: false,
      ask_camera_check: false,
    });
  });

  it('given a text too long, then 400 and nothing changes', async () => {
    const res = await t.request({
      method: 'PUT',
      url: notice(),
      token: tokens.owner,
      body: { en: 'x'.repeat(4001), es: null, fr: null },
    });
    expect(res.statusCode).toBe(400);
    const after = await t.request({ method: 'GET', url: notice(), token: tokens.owner });
    expect((after.json().data as NoticeTexts).en).toBe('We score a personality questionnaire.');
  });

  it('given staff without company settings, a candidate or another company, then they cannot read or change it', async () => {
    for (const [who, status] of [
      ['recruiter', 403],
      ['candidate', 403],
      ['otherOwner', 404],
    ] as const) {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await t.request({
          method,
          url: notice(),
          token: tokens[who],
          body: method === 'PUT' ? { en: 'Mine', es: null, fr: null } : undefined,
        });
        expect(res.statusCode, `${who} ${method}`).toBe(status);
      }
    }
  });
});

describe('the notice in the candidate tracker and the alternative', () => {
  it('given a requisition whose second step holds the first scored activity, then the notice goes before that step, in every language', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/user/v1/progress-tracker/${DEMO_TRACKERS.candidateOpen}/`,
      token: tokens.candidate,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data as TrackerDetail;
    const assessments = detail.steps.find((s) => s.activities.some((a) => a.activity_type === 'assessment'))!;
    expect(detail.steps.indexOf(assessments)).toBe(1);
    expect(detail.candidate_notice).toEqual({
      before_job_step_id: assessments.job_step_id,
      texts: { en: 'We score a personality questionnaire.', es: 'Evaluamos un cuestionario.', fr: null },
      retention_months: null,
      // What the requisition weighs: notice-qualifications.test.ts (D511).
      assessed: expect.any(Array),
    });
  });

  it('given the company set a retention period, then the notice carries it (LL144 asks the notice to state the retention policy, D273)', async () => {
    await t.db
      .updateTable('accounts')
      .set({ applicant_retention_months: 18 })
      .where('account_id', '=', demoId)
      .execute();
    try {
      const res = await t.request({
        method: 'GET',
        url: `/api/user/v1/progress-tracker/${DEMO_TRACKERS.candidateOpen}/`,
        token: tokens.candidate,
      });
      expect((res.json().data as TrackerDetail).candidate_notice?.retention_months).toBe(18);
    } finally {
      await t.db
        .updateTable('accounts')
        .set({ applicant_retention_months: null })
        .where('account_id', '=', demoId)
        .execute();
    }
  });

  it('given the pathway tracker, then no notice (only requisitions that score carry one)', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/user/v1/progress-tracker/${DEMO_TRACKERS.candidatePathway}/`,
      token: tokens.candidate,
    });
    expect((res.json().data as TrackerDetail).candidate_notice ?? null).toBeNull();
  });

  it('given the candidate asks for an alternative process, then the requisition team’s members who may decide it (private-data permission, D263) see it on their home', async () => {
    const asked = await t.request({
      method: 'POST',
      url: `/api/user/v1/accommodations/${DEMO_TRACKERS.candidateOpen}/`,
      token: tokens.candidate,
      body: { kinds: ['alternative_process'], note: 'I would rather do a structured interview.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const recruiterHome = async () => {
      const home = await t.request({
        method: 'GET',
        url: `/api/staff/v1/home/?account_id=${demoId}`,
        token: tokens.recruiter,
      });
      expect(home.statusCode).toBe(200);
      return (home.json().data as StaffHome).accommodation_requests;
    };
    // The recruiter's role does not hold the permission: the request is not theirs to read or decide.
    expect(await recruiterHome()).toEqual({ count: 0, items: [] });
    const privateData = (on: boolean) =>
      t.db
        .updateTable('roles')
        .set({ private_data_access: on })
        .where('account_id', '=', demoId)
        .where('role_name', '=', 'Recruiter')
        .execute();
    await privateData(true);
    const tasks = await recruiterHome().finally(() => privateData(false));
    expect(tasks.count).toBe(1);
    expect(tasks.items[0]).toMatchObject({ kinds: ['alternative_process'], job_title: 'Customer Support Specialist' });
    // Not on the team: the other company's owner sees nothing of it.
    const other = await t.request({ method: 'GET', url: '/api/staff/v1/home/', token: tokens.otherOwner });
    expect((other.json().data as StaffHome).accommodation_requests.count).toBe(0);
  });
});
