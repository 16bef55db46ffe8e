import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersHash } from '../../../contracts/user-response.ts';
import type { AssessmentReport, ReportSummary } from '../../../contracts/reports.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { appliedCandidate } from '../../test/attempt-kit.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, maria: S, owner: S, recruiter: S, admin: S, fresh: S;
let reportId: string;

const post = (who: S, url: string, body: unknown) =>
  t.request({ method: 'POST', url, token: who.token, body, headers: { 'idempotency-key': randomUUID() } });

/**
 * A new candidate applies to the open requisition and answers every personality item "5" (Very
 * accurate) through the real answer and submit endpoints.
 */
async function completePersonality(): Promise<{ who: S; attemptId: string }> {
  const { who, ref_id: refId } = await appliedCandidate(t, 'reports', { first_name: 'Rita', last_name: 'Ports' });
  const activity = await t.db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 'js.job_id')
    .innerJoin('assessments as s', 's.asmt_id', 'jsa.asmt_id')
    .select(['jsa.job_step_activity_id', 's.asmt_id'])
    .where('j.uuid', '=', DEMO_JOBS.openRequisition)
    .where('s.kind', '=', 'personality')
    .executeTakeFirstOrThrow();
  // The report of every scale: the requisition asks the full form here (its default, the hiring
  // form, leaves Neuroticism and Liberalism out, D291; hiring-form.test.ts reads that report).
  await t.db
    .updateTable('job_step_activities')
    .set({ settings: JSON.stringify({ questionnaire_form: 'full' }) })
    .where('job_step_activity_id', '=', activity.job_step_activity_id)
    .execute();
  const items = await t.db
    .selectFrom('assessment_items')
    .select('item_id')
    .where('asmt_id', '=', activity.asmt_id)
    .where('is_practice', '=', false)
    .execute();
  expect(items).toHaveLength(120);
  const attemptId = randomUUID();
  const target = { ref_id: refId, job_step_activity_id: activity.job_step_activity_id, attempt_id: attemptId };
  const answers = items.map((i) => ({ item_id: i.item_id, value: 5 }));
  for (const a of answers) {
    const res = await post(who, '/api/user-response/v1/assessment-answers/', {
      ...target,
      ...a,
      revision: 1,
      answered_at: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const submitted = await post(who, '/api/user-response/v1/assessment-answers/submit/', {
    ...target,
    answer_count: answers.length,
    answers_hash: await answersHash(answers),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { who, attemptId };
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'candidate@assay.test',
    'maria.garcia@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'admin@assay.test',
  ];
  [candidate, maria, owner, recruiter, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S, S];
  const done = await completePersonality();
  fresh = done.who;
  reportId = done.attemptId;
});
afterAll(async () => t.close());

const get = (who: S, url: string) => t.request({ method: 'GET', url, token: who.token });

describe('GET /user/v1/assessments/{userId}/ (My Reports)', () => {
  it('given a submitted personality questionnaire, when its candidate lists their reports, then it is there with its title, job and date', async () => {
    const res = await get(fresh, `/api/user/v1/assessments/${fresh.userId}/`);
    expect(res.statusCode, res.body).toBe(200);
    const list: ReportSummary[] = res.json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      user_asmt_id: reportId,
      kind: 'personality',
      title: 'Personality questionnaire',
      job_title: 'Customer Support Specialist',
    });
    expect(Date.parse(list[0]!.completed_at)).not.toBeNaN();
  });

  it('given the demo candidate, when they list their reports, then the seeded completed questionnaires are listed newest first', async () => {
    const res = await get(candidate, `/api/user/v1/assessments/${candidate.userId}/`);
    expect(res.statusCode, res.body).toBe(200);
    const list: ReportSummary[] = res.json().data;
    expect(list.map((r) => r.kind).sort()).toEqual(['personality', 'personality', 'values']);
    const times = list.map((r) => Date.parse(r.completed_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('given titles in Spanish, when the list is asked in es, then titles are Spanish', async () => {
    const res = await get(fresh, `/api/user/v1/assessments/${fresh.userId}/?language=es`);
    expect(res.json().data[0].title).not.toBe('Personality questionnaire');
  });

  it("given another candidate's id, when a candidate or company staff list it, then 404; the provider admin reads it", async () => {
    for (const who of [maria, candidate, owner, recruiter]) {
      expect((await get(who, `/api/user/v1/assessments/${fresh.userId}/`)).statusCode).toBe(404);
    }
    expect((await get(admin, `/api/user/v1/assessments/${fresh.userId}/`)).statusCode).toBe(200);
  });
});

describe('GET /user/v1/assessment-report/{id}/', () => {
  it('given every personality item answered 5, then the scores are the hand-computed ones (reverse-keyed items count 1)', async () => {
    const res = await get(fresh, `/api/user/v1/assessment-report/${reportId}/`);
    expect(res.statusCode, res.body).toBe(200);
    const report: AssessmentReport = res.json().data;
    expect(report).toMatchObject({
      kind: 'personality',
      candidate_name: 'Rita Ports',
      language: 'en',
      item_count: 120,
      answered_count: 120,
      method: 'sum',
    });
    const by = new Map(report.attributes.map((a) => [a.code, a]));
    expect(report.attributes).toHaveLength(35);
    // N: 17 plus-keyed x 5 + 7 minus-keyed x 1 = 92 of 24-120: (92 - 24) / 96 = 70.8 -> high.
    expect(by.get('N')).toMatchObject({
      name: 'Neuroticism',
      parent_code: null,
      raw: 92,
      normalised: 70.8,
      band: 'high',
    });
    // A: 7 x 5 + 17 x 1 = 52: (52 - 24) / 96 = 29.2 -> low.
    expect(by.get('A')).toMatchObject({ name: 'Agreeableness', raw: 52, normalised: 29.2, band: 'low' });
    // O: 12 x 5 + 12 x 1 = 72: exactly the middle, 50 -> average.
    expect(by.get('O')).toMatchObject({ raw: 72, normalised: 50, band: 'average' });
    // Facets on 4-20: N1 all plus-keyed = 20 (100); A2 all minus-keyed = 4 (0); E1 2 + 2 = 12 (50).
    expect(by.get('N1')).toMatchObject({ name: 'Anxiety', parent_code: 'N', raw: 20, normalised: 100, band: 'high' });
    expect(by.get('A2')).toMatchObject({ raw: 4, normalised: 0, band: 'low' });
    expect(by.get('E1')).toMatchObject({ raw: 12, normalised: 50, band: 'average' });
  });

  it('given the report, then its normalised scores equal the attribute scores stored at submission (what recruiters see)', async () => {
    const report: AssessmentReport = (await get(fresh, `/api/user/v1/assessment-report/${reportId}/`)).json().data;
    const stored = await t.db
      .selectFrom('application_attribute_scores as s')
      .innerJoin('attribute_types as a', 'a.attribute_type_id', 's.attribute_type_id')
      .select(['a.code', 's.score'])
      .where('s.ref_id', '=', report.ref_id)
      .where('a.asmt_id', '=', report.asmt_id)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    const by = new Map(report.attributes.map((a) => [a.code, a.normalised]));
    for (const row of stored) expect(by.get(row.code!)).toBe(Number(row.score));
  });

  it('given language=fr, then attribute names are French', async () => {
    const report: AssessmentReport = (
      await get(fresh, `/api/user/v1/assessment-report/${reportId}/?language=fr`)
    ).json().data;
    expect(report.language).toBe('fr');
    expect(report.attributes.find((a) => a.code === 'N')!.name).toBe('Névrosisme');
  });

  it('given another candidate or company staff, when they ask for the report, then 404; the provider admin reads it', async () => {
    for (const who of [maria, candidate, owner, recruiter]) {
      expect((await get(who, `/api/user/v1/assessment-report/${reportId}/`)).statusCode).toBe(404);
    }
    expect((await get(admin, `/api/user/v1/assessment-report/${reportId}/`)).statusCode).toBe(200);
  });

  it('given an id that is not a report, then 404; not a uuid, then 400', async () => {
    expect((await get(fresh, `/api/user/v1/assessment-report/${randomUUID()}/`)).statusCode).toBe(404);
    expect((await get(fresh, '/api/user/v1/assessment-report/12/')).statusCode).toBe(400);
  });
});

describe('the seeded demo report', () => {
  it('given the demo candidate, then the open requisition personality report has the stable id and every attribute scored', async () => {
    const res = await get(candidate, '/api/user/v1/assessment-report/7e000000-0000-4000-8000-000000000001/');
    expect(res.statusCode, res.body).toBe(200);
    const report: AssessmentReport = res.json().data;
    expect(report).toMatchObject({
      kind: 'personality',
      job_title: 'Customer Support Specialist',
      answered_count: 120,
      candidate_name: 'Camille Candidate',
    });
    expect(report.attributes.every((a) => a.normalised !== null)).toBe(true);
  });
});
