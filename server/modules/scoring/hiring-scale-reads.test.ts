/**
 * The scales kept out of hiring (D198) in the reads D263 left (D266), on real PGlite: a predictive
 * model's weights and score, the job-profile boards and correlations, a participant's and a
 * person's employment scores, the turnover and performance correlations, the bias audit's activity
 * means and the BI tools' `reporting.scores` leave them out, whatever measured them. Scores are
 * planted on every excluded scale so that each read has one to leak.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_OUT_OF_HIRING } from '../../../contracts/hiring-attributes.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { personalityScales, plantPersonalityScores } from '../../test/personality-attributes.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { activityScores } from '../bias-audit/index.ts';
import { loadJobScoring } from './scoring.store.ts';

let t: TestApp;
let owner: string;
let accountId: number;
let jobId: number;
let profileId: number;
let employeeId: number;
const scaleId: Record<string, number> = {};
const excludedIds = new Set<number>();
const EXCLUDED_NAMES = ['Neuroticism', 'Anxiety', 'Depression', 'Liberalism'];

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url: `/api${url}`, token: owner });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res;
};
const noExcluded = (body: string, where: string) => {
  for (const name of EXCLUDED_NAMES) expect(body, `${where} names ${name}`).not.toContain(name);
  for (const id of excludedIds)
    expect(body, `${where} has attribute ${id}`).not.toMatch(new RegExp(`"attribute_type_id":${id}[,}]`));
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  owner = (await t.signIn('owner@demo-company.test')).token;
  const excludedCodes = Object.keys(KEPT_OUT_OF_HIRING.personality!);
  Object.assign(scaleId, await personalityScales(t.db, ['N', 'N1', 'N3', 'O6', 'E', 'A']));
  for (const [code, id] of Object.entries(scaleId)) if (excludedCodes.includes(code)) excludedIds.add(id);
  expect(excludedIds.size).toBe(4);
  const maria = await t.db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select(['t.job_id', 'j.account_id'])
    .where('t.ref_id', '=', DEMO_TRACKERS.mariaOpen)
    .executeTakeFirstOrThrow();
  jobId = maria.job_id;
  accountId = maria.account_id;

  // Every employee of the company measured on the excluded scales, as a questionnaire of any bank would store them.
  const employees = await t.db
    .selectFrom('employees')
    .select(['employee_id', 'job_profile_id', 'end_date'])
    .where('account_id', '=', accountId)
    .execute();
  const inProfile = employees.find((e) => e.job_profile_id !== null)!;
  profileId = inProfile.job_profile_id!;
  employeeId = inProfile.employee_id;
  await t.db
    .insertInto('employee_attribute_scores')
    .values(
      employees.flatMap((e, i) =>
        (['N', 'N1', 'N3', 'O6'] as const).map((code) => ({
          employee_id: e.employee_id,
          attribute_type_id: scaleId[code]!,
          score: (e.end_date === null ? 40 : 70) + (i % 9),
          measured_at: '2026-01-05',
        })),
      ),
    )
    .execute();

  // Maria's personality result holds them too, in the activity that measured them.
  await plantPersonalityScores(
    t.db,
    jobId,
    DEMO_TRACKERS.mariaOpen,
    [
      ['N', 10],
      ['N3', 10],
      ['O6', 10],
      ['E', 60],
      ['A', 80],
    ],
    scaleId,
  );

  // A predictive model saved before the server refused excluded weights (D214), selected by the job.
  const { predictive_model_id } = await t.db
    .insertInto('predictive_models')
    .values({ job_id: jobId, name: 'Legacy calm model', intercept: 0 })
    .returning('predictive_model_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('predictive_model_weights')
    .values([
      { predictive_model_id, attribute_type_id: scaleId.N!, weight: 5 },
      { predictive_model_id, attribute_type_id: scaleId.E!, weight: 1 },
    ])
    .execute();
  await t.db
    .updateTable('jobs')
    .set({ is_use_pred_models: true, predictive_model_id })
    .where('job_id', '=', jobId)
    .execute();
});
afterAll(async () => t.close());

describe('scales kept out of hiring, in the reads that tell what to hire for', () => {
  it('given a model that weighs Neuroticism, then its weights as read leave it out and the score weighs only the rest', async () => {
    const models = await get(`/job/v1/predictive-models/${jobId}/`);
    noExcluded(models.body, 'the predictive models');
    const model = (models.json().data.models as { name: string; weights: { attribute_type_id: number }[] }[]).find(
      (m) => m.name === 'Legacy calm model',
    )!;
    expect(model.weights.map((w) => w.attribute_type_id)).toEqual([scaleId.E]);
    const scoring = await loadJobScoring(t.db, jobId);
    expect(scoring.model!.weights.map((w) => w.attribute_type_id)).toEqual([scaleId.E]);
  });

  it('given employees measured on every excluded scale, then the turnover and performance correlations leave them out and still show the others', async () => {
    const people = await get(`/account/v1/${accountId}/people/turnover/`);
    noExcluded(people.body, 'the people turnover');
    expect(people.body).toContain('Extraversion');
    for (const report of ['turnover', 'performance']) {
      const res = await get(`/report/v1/account/${accountId}/${report}/?from_date=2000-01-01`);
      noExcluded(res.body, `the ${report} dashboard`);
    }
  });

  it('given the same employees in a job profile, then its boards, correlations, a participant and a person’s employment leave them out', async () => {
    for (const board of ['attributes', 'activities', 'interviewers', 'interview']) {
      const res = await get(`/job/v1/profiles/${profileId}/dashboards/${board}/`);
      noExcluded(res.body, `the ${board} board`);
    }
    const attributes = await get(`/job/v1/profiles/${profileId}/dashboards/attributes/`);
    expect(attributes.body).toContain('Extraversion');
    for (const outcome of ['turnover', 'performance']) {
      const res = await get(`/job/v1/profiles/${profileId}/correlations/?outcome=${outcome}`);
      noExcluded(res.body, `the profile's ${outcome} correlations`);
    }
    const participant = await get(`/job/v1/profiles/${profileId}/participants/${employeeId}/`);
    noExcluded(participant.body, 'the participant');
    expect(participant.body).toContain('Extraversion');
    noExcluded((await get(`/user/v1/person/employee/${employeeId}/`)).body, 'the person’s employment');
  });

  it('given Maria’s result with excluded scales at 10, then the bias audit’s activity mean and the BI view leave them out', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const means = await activityScores(t.db, { accountId, jobIds: [jobId], from: '2000-01-01', to: today });
    const maria = means.filter((m) => m.ref_id === DEMO_TRACKERS.mariaOpen);
    expect(maria.map((m) => Number(m.score))).toEqual([70]);
    const { rows } = await sql<{ attribute_type_id: number | null }>`
      select attribute_type_id from reporting.scores
       where application_id = ${DEMO_TRACKERS.mariaOpen} and score_kind = 'attribute'`.execute(t.db);
    expect(rows.map((r) => r.attribute_type_id).sort()).toEqual([scaleId.E, scaleId.A].sort());
  });
});
