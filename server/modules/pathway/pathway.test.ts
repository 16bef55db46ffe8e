import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentContent } from '../../../contracts/assessment.ts';
import type { PathwayReport } from '../../../contracts/pathway.ts';
import { answersHash, type AnswerValue } from '../../../contracts/user-response.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { CAREER_ACTIVITY_TITLE } from '../../demo/demo-pathway.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let li: S, candidate: S, maria: S, owner: S, recruiter: S, otherOwner: S;
let careerAsmtId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'li.wei@assay.test',
    'candidate@assay.test',
    'maria.garcia@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'owner@other-company.test',
  ];
  [li, candidate, maria, owner, recruiter, otherOwner] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
    S,
  ];
  careerAsmtId = (
    await t.db
      .selectFrom('assessments')
      .select('asmt_id')
      .where('slug', '=', 'career-pathways')
      .executeTakeFirstOrThrow()
  ).asmt_id;
});
afterAll(async () => t.close());

const report = (who: S, refId: string, language = 'en') =>
  t.request({ method: 'GET', url: `/api/pathway/v1/report/${refId}/?language=${language}`, token: who.token });
const content = (who: S, query: string) =>
  t.request({
    method: 'GET',
    url: `/api/user-response/v1/assessment-content/${careerAsmtId}/?${query}`,
    token: who.token,
  });
const post = (who: S, url: string, body: unknown) =>
  t.request({ method: 'POST', url, token: who.token, body, headers: { 'idempotency-key': randomUUID() } });

describe("Li Wei's seeded pathway report", () => {
  it('given her personality and questionnaire answers, then each role fit is the weighted mean of her scores, checked by hand', async () => {
    const res = await report(li, DEMO_TRACKERS.liPathway);
    expect(res.statusCode, res.body).toBe(200);
    const data: PathwayReport = res.json().data;
    expect(data).toMatchObject({
      ref_id: DEMO_TRACKERS.liPathway,
      job_uuid: DEMO_JOBS.pathway,
      pathway_title: 'Team Lead Pathway',
      account_name: 'Demo Company',
      candidate_name: 'Li Wei',
      language: 'en',
    });
    // Her answers put every item of a scale at one level: score = (level - 1) / 4 x 100.
    // Personality E 4 -> 75, A 5 -> 100, C 4 -> 75, O 3 -> 50; readiness LEA 4 -> 75, COA 5 -> 100,
    // DEC 3 -> 50, PLN 2 -> 25, COM 4 -> 75, CHG 3 -> 50.
    // Senior Support Specialist: C3 A2 COM2 COA1 -> (225 + 200 + 150 + 100) / 8 = 84.375
    // Team Lead: E2 A1 C1 LEA3 COA2 DEC2 -> (150 + 100 + 75 + 225 + 200 + 100) / 11 = 77.27
    // Support Operations Manager: C2 O1 PLN3 DEC3 CHG2 COM1 -> (150 + 50 + 75 + 150 + 100 + 75) / 12 = 50
    expect(data.roles.map((r) => [r.title, r.fit_score])).toEqual([
      ['Senior Support Specialist', 84.38],
      ['Team Lead', 77.27],
      ['Support Operations Manager', 50],
    ]);
    expect(data.roles.map((r) => r.interest)).toEqual([
      { value: 3, label: 'Moderately interested' },
      { value: 5, label: 'It is my goal' },
      { value: 2, label: 'Slightly interested' },
    ]);
    const teamLead = data.roles[1]!;
    expect(teamLead.attributes.map((a) => [a.name, a.weight, a.score])).toEqual([
      ['Extraversion', 2, 75],
      ['Agreeableness', 1, 100],
      ['Conscientiousness', 1, 75],
      ['Readiness: leading a team', 3, 75],
      ['Readiness: coaching others', 2, 100],
      ['Readiness: making decisions', 2, 50],
    ]);
  });

  it('given Spanish, then the questionnaire summary lists every question asked with the chosen label, roles first', async () => {
    const data: PathwayReport = (await report(li, DEMO_TRACKERS.liPathway, 'es')).json().data;
    expect(data.questionnaire.title).toBe('Cuestionario de itinerarios profesionales');
    expect(data.questionnaire.submitted_at).not.toBeNull();
    expect(data.questionnaire.answers).toHaveLength(12);
    expect(data.questionnaire.answers[1]).toMatchObject({
      section: 'Puestos de tu itinerario',
      question: '¿Cuánto te interesa el puesto de Team Lead?',
      answer: 'Es mi objetivo',
      value: 5,
    });
    expect(data.questionnaire.answers.at(-3)).toMatchObject({
      section: 'Tus planes',
      answer: 'En seis a doce meses',
      value: 4,
    });
    expect(
      data.roles[0]!.attributes.find((a) => a.name === 'Preparación: comunicar con públicos diversos'),
    ).toMatchObject({ weight: 2, score: 75 });
  });
});

describe('who may read a pathway report', () => {
  it('given another employee, the recruiter without pathway access or another company, then 404; the owner with all_pathways_access reads it', async () => {
    for (const who of [candidate, maria, recruiter, otherOwner])
      expect((await report(who, DEMO_TRACKERS.liPathway)).statusCode).toBe(404);
    expect((await report(owner, DEMO_TRACKERS.liPathway)).statusCode).toBe(200);
  });

  it('given a requisition tracker or an unknown ref_id, then 404; a malformed one, then 400', async () => {
    expect((await report(li, DEMO_TRACKERS.liOpen)).statusCode).toBe(404);
    expect((await report(li, randomUUID())).statusCode).toBe(404);
    const bad = await report(li, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('answering the questionnaire on a new pathway tracker', () => {
  it('given Maria starts the pathway, when she answers through the answer endpoints and submits, then the report shows readiness-only fit and her answers', async () => {
    const started = await post(maria, `/api/user/v1/progress-tracker/user/${maria.userId}/`, {
      job_uuid: DEMO_JOBS.pathway,
    });
    expect(started.statusCode, started.body).toBe(200);
    const refId: string = started.json().data.ref_id;

    // Another employee may not see the roles of her tracker; without ref_id there are no role questions.
    expect((await content(li, `ref_id=${refId}`)).statusCode).toBe(404);
    const generic: AssessmentContent = (await content(maria, 'language=fr')).json().data;
    expect(generic.sections.flatMap((s) => s.items)).toHaveLength(9);

    const res = await content(maria, `ref_id=${refId}&language=fr`);
    expect(res.statusCode, res.body).toBe(200);
    const data: AssessmentContent = res.json().data;
    expect(data.kind).toBe('career_pathways');
    const items = data.sections.flatMap((s) => s.items);
    expect(items.map((i) => i.sort_order)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(items[0]!.text).toBe('Dans quelle mesure le poste de Senior Support Specialist vous intéresse-t-il ?');
    expect(data.scales.map((s) => s.code).sort()).toEqual([
      'development-5',
      'mobility-5',
      'readiness-5',
      'role-interest-5',
      'timeframe-5',
    ]);

    const activity = await t.db
      .selectFrom('job_step_activities as jsa')
      .innerJoin('job_steps as s', 's.job_step_id', 'jsa.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 's.job_id')
      .select('jsa.job_step_activity_id')
      .where('j.uuid', '=', DEMO_JOBS.pathway)
      .where('jsa.title', '=', CAREER_ACTIVITY_TITLE)
      .executeTakeFirstOrThrow();
    const attempt = { ref_id: refId, job_step_activity_id: activity.job_step_activity_id, attempt_id: randomUUID() };
    expect(
      (await post(maria, '/api/user-response/v1/set-start-time/', { ...attempt, started_at: new Date().toISOString() }))
        .statusCode,
    ).toBe(200);
    // Roles 5, 1, 1; readiness LEA 5 COA 5 DEC 1 PLN 1 COM 3 CHG 3; plans 5, 1, 2.
    const values = [5, 1, 1, 5, 5, 1, 1, 3, 3, 5, 1, 2];
    const answers: { item_id: string; value: AnswerValue }[] = items.map((item, i) => ({
      item_id: item.item_id,
      value: values[i]!,
    }));
    for (const answer of answers) {
      const saved = await post(maria, '/api/user-response/v1/assessment-answers/', {
        ...attempt,
        ...answer,
        revision: 1,
        answered_at: new Date().toISOString(),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const submitted = await post(maria, '/api/user-response/v1/assessment-answers/submit/', {
      ...attempt,
      answer_count: answers.length,
      answers_hash: await answersHash(answers),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const body: PathwayReport = (await report(maria, refId)).json().data;
    // Only readiness is measured on this tracker: LEA 100, COA 100, DEC 0, PLN 0, COM 50, CHG 50.
    // Senior Support Specialist: COM2 COA1 -> (100 + 100) / 3 = 66.67
    // Team Lead: LEA3 COA2 DEC2 -> (300 + 200 + 0) / 7 = 71.43
    // Support Operations Manager: PLN3 DEC3 CHG2 COM1 -> (0 + 0 + 100 + 50) / 9 = 16.67
    expect(body.roles.map((r) => r.fit_score)).toEqual([66.67, 71.43, 16.67]);
    expect(body.roles.map((r) => r.interest?.value)).toEqual([5, 1, 1]);
    expect(body.roles[1]!.attributes.find((a) => a.name === 'Extraversion')).toMatchObject({ weight: 2, score: null });
    expect(body.questionnaire.answers.map((a) => a.answer).slice(-3)).toEqual([
      'Within six months',
      'No, I want to stay where I am',
      'Formal training courses',
    ]);

    // The questionnaire never shows among My Reports: it has its own report.
    const mine = await t.request({
      method: 'GET',
      url: `/api/user/v1/assessments/${maria.userId}/`,
      token: maria.token,
    });
    expect(mine.json().data.some((r: { asmt_id: number }) => r.asmt_id === careerAsmtId)).toBe(false);
  });

  it('given a pathway tracker before the questionnaire is submitted, then the report has no answers and fit from what is measured', async () => {
    const started = await post(li, `/api/user/v1/progress-tracker/user/${li.userId}/`, { job_uuid: DEMO_JOBS.pathway });
    const data: PathwayReport = (await report(li, started.json().data.ref_id)).json().data;
    expect(data.questionnaire).toMatchObject({
      submitted_at: null,
      answers: [],
      title: 'Career pathways questionnaire',
    });
    expect(data.roles.every((r) => r.fit_score === null && r.interest === null)).toBe(true);
  });
});
