/**
 * The Language Assessment dashboards recomputed by hand. One requisition of Demo Company in
 * January 2020 with a language test of two parts, listening and reading in Spanish:
 *   P1 hired:    listening 80 % B2, reading 60 % B1
 *   P2 active:   listening 40 % A2, reading in progress
 *   P3 rejected: listening 90 % C1
 *   P4 active:   listening in progress
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LanguageAssessmentReport } from '../../../contracts/language-reports.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let accountId: number;
let jobId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  owner = (await t.signIn('owner@demo-company.test')).token;
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  jobId = (
    await t.db
      .insertInto('jobs')
      .values({
        uuid: randomUUID(),
        account_id: accountId,
        job_type_id: 2,
        title: 'Language Report Clerk',
        tracker_title: 'Job Application',
        city: 'Lyon',
        state: 'ARA',
      })
      .returning('job_id')
      .executeTakeFirstOrThrow()
  ).job_id;
  const step = await t.db
    .insertInto('job_steps')
    .values({ job_id: jobId, name: 'Language', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const activity = await t.db
    .insertInto('job_step_activities')
    .values({ job_step_id: step.job_step_id, activity_type: 'language_test', title: 'Spanish', sort_order: 1 })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  const part = async (id: string, sort: number) =>
    (
      await t.db
        .insertInto('vendor_assessments')
        .values({ job_step_activity_id: activity.job_step_activity_id, external_vendor_asmt_id: id, sort_order: sort })
        .returning('vendor_assessment_id')
        .executeTakeFirstOrThrow()
    ).vendor_assessment_id;
  const listening = await part('listening|es|en', 1);
  const reading = await part('reading|es|en', 2);
  type Result = { part: number; percent?: number; band?: string };
  const people: { status: 'hired' | 'active' | 'rejected'; results: Result[] }[] = [
    {
      status: 'hired',
      results: [
        { part: listening, percent: 80, band: 'B2' },
        { part: reading, percent: 60, band: 'B1' },
      ],
    },
    { status: 'active', results: [{ part: listening, percent: 40, band: 'A2' }, { part: reading }] },
    { status: 'rejected', results: [{ part: listening, percent: 90, band: 'C1' }] },
    { status: 'active', results: [{ part: listening }] },
  ];
  for (const [n, p] of people.entries()) {
    const user = await t.db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email: `language-report-${n}@assay.test`,
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
        job_id: jobId,
        account_id: accountId,
        created_at: '2020-01-06T09:00:00Z',
        status: p.status,
      })
      .execute();
    for (const r of p.results) {
      const done = r.percent !== undefined;
      await t.db
        .insertInto('user_vendor_assessments')
        .values({
          ref_id: refId,
          vendor_assessment_id: r.part,
          user_id: user.user_id,
          external_user_id: `assay-${user.user_id}`,
          status: done ? 'completed' : 'in_progress',
          percent: r.percent ?? null,
          band: r.band ?? null,
          completed_at: done ? '2020-01-07T09:00:00Z' : null,
        })
        .execute();
    }
  }
});
afterAll(async () => t.close());

it('counts each part’s starts, completions, percent correct, bands and hires, for the company and the requisition', async () => {
  for (const url of [
    `/api/report/v1/account/${accountId}/language-assessment/?from_date=2020-01-01&to_date=2020-01-31`,
    `/api/report/v1/smartreq/${jobId}/language-assessment/?from_date=2020-01-01&to_date=2020-01-31`,
  ]) {
    const res = await t.request({ method: 'GET', url, token: owner });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as LanguageAssessmentReport;
    expect(r.parts.map((p) => p.part)).toEqual(['listening|es|en', 'reading|es|en']);
    const [l, rd] = r.parts;
    expect(l).toMatchObject({
      assessment_type: 'listening',
      language: 'es',
      started: 4,
      completed: 3,
      hired: 1,
      mean_percent: 70,
      median_percent: 80,
    });
    expect(l!.bands.filter((b) => b.applicants > 0)).toEqual([
      { band: 'A2', applicants: 1, hired: 0 },
      { band: 'B2', applicants: 1, hired: 1 },
      { band: 'C1', applicants: 1, hired: 0 },
    ]);
    expect(rd).toMatchObject({ started: 2, completed: 1, hired: 1, mean_percent: 60, median_percent: 60 });
    expect(rd!.bands.filter((b) => b.applicants > 0)).toEqual([{ band: 'B1', applicants: 1, hired: 1 }]);
  }
  const before = await t.request({
    method: 'GET',
    url: `/api/report/v1/account/${accountId}/language-assessment/?from_date=2019-01-01&to_date=2019-12-31`,
    token: owner,
  });
  expect((before.json().data as LanguageAssessmentReport).parts).toEqual([]);
});
