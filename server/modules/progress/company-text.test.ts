/** Company content in the candidate's language (D199): step and activity names on the tracker. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import type { TrackerDetail } from '../../../contracts/progress.ts';
import type { Plan } from '../../../contracts/smartreq-plan.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, owner: S, otherOwner: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  candidate = await t.signIn('candidate@assay.test');
  owner = await t.signIn('owner@demo-company.test');
  otherOwner = await t.signIn('owner@other-company.test');
});
afterAll(async () => t.close());

const tracker = async (language?: string): Promise<TrackerDetail> => {
  const res = await t.request({
    method: 'GET',
    url: `/api/user/v1/progress-tracker/${DEMO_TRACKERS.candidateOpen}/${language ? `?language=${language}` : ''}`,
    token: candidate.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const plan = async (jobId: number): Promise<Plan> =>
  (await t.request({ method: 'GET', url: `/api/job/v1/job-step/${jobId}/`, token: owner.token })).json().data;

describe("a company's step and activity names in the candidate's language", () => {
  it('given Spanish versions written by staff, then a Spanish candidate reads them, and the company default where none exists, flagged', async () => {
    const before = await tracker('es');
    const jobId = before.steps[0]!.activities[0]!.job_id;
    const read = await plan(jobId);
    // The editor writes the company default's text in the main field, the others beside it.
    expect(read.default_language).toBe('en');
    const [first, second] = read.steps;
    const typing = second!.activities.find((a) => a.activity_type === 'typing_test')!;

    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/job/v1/job-step/step/${first!.job_step_id}/`,
      token: owner.token,
      body: { name: first!.name, name_i18n: { es: 'Solicitud', fr: 'Candidature' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name_i18n).toEqual({ es: 'Solicitud', fr: 'Candidature' });
    const retitled = await t.request({
      method: 'PATCH',
      url: `/api/job/v1/job-step/activity/${typing.job_step_activity_id}/`,
      token: owner.token,
      body: { title_i18n: { es: 'Prueba de mecanografía', fr: '' }, instructions_i18n: { es: 'Escriba el texto.' } },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(retitled.json().data.title_i18n).toEqual({ es: 'Prueba de mecanografía' });
    expect(retitled.json().data.instructions_i18n).toEqual({ es: 'Escriba el texto.' });

    const es = await tracker('es');
    expect(es.language).toBe('es');
    expect(es.default_language).toBe('en');
    expect(es.steps[0]).toMatchObject({ name: 'Solicitud', name_is_fallback: false });
    const esTyping = es.steps[1]!.activities.find((a) => a.activity_type === 'typing_test')!;
    expect(esTyping).toMatchObject({ title: 'Prueba de mecanografía', title_is_fallback: false });
    expect(esTyping.title_i18n).toEqual({ en: 'Typing test', es: 'Prueba de mecanografía' });
    // No Spanish version of the second step: the company default's, flagged.
    expect(es.steps[1]).toMatchObject({ name: second!.name, name_is_fallback: true });

    const fr = await tracker('fr');
    expect(fr.steps[0]).toMatchObject({ name: 'Candidature', name_is_fallback: false });
    // A blank French version is no version: the default's, flagged.
    expect(fr.steps[1]!.activities.find((a) => a.activity_type === 'typing_test')).toMatchObject({
      title: 'Typing test',
      title_is_fallback: true,
    });

    const en = await tracker('en');
    expect(en.steps[0]).toMatchObject({ name: first!.name, name_is_fallback: false });
  });

  it("given the demo company's own versions, then a Spanish candidate reads its Spanish, a French one its English where it wrote no French", async () => {
    const skills = (d: TrackerDetail) => d.steps[2]!.activities.map((a) => [a.title, a.title_is_fallback]);
    expect(skills(await tracker('es'))).toEqual([
      ['Prueba de habilidades de atención al cliente', false],
      ['Video de presentación', false],
    ]);
    expect(skills(await tracker('fr'))).toEqual([
      ['Test de compétences en service client', false],
      ['Video introduction', true],
    ]);
  });

  it('given a version longer than a title may be, then 400 and nothing changes', async () => {
    const jobId = (await tracker()).steps[0]!.activities[0]!.job_id;
    const step = (await plan(jobId)).steps[2]!;
    const res = await t.request({
      method: 'PATCH',
      url: `/api/job/v1/job-step/step/${step.job_step_id}/`,
      token: owner.token,
      body: { name: step.name, name_i18n: { es: 'x'.repeat(201) } },
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect((await plan(jobId)).steps[2]!.name_i18n).toEqual({});
  });

  it("given another company's owner, then they cannot write this company's versions", async () => {
    const jobId = (await tracker()).steps[0]!.activities[0]!.job_id;
    const step = (await plan(jobId)).steps[2]!;
    const res = await t.request({
      method: 'PATCH',
      url: `/api/job/v1/job-step/step/${step.job_step_id}/`,
      token: otherOwner.token,
      body: { name: step.name, name_i18n: { es: 'Ajeno' } },
    });
    expect([403, 404]).toContain(res.statusCode);
    expect((await plan(jobId)).steps[2]!.name_i18n).toEqual({});
  });
});
