import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentContent, RawScores } from '../../../contracts/assessment.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let candidate: Awaited<ReturnType<TestApp['signIn']>>;
let staff: Awaited<ReturnType<TestApp['signIn']>>;
const asmtIds: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  candidate = await t.signIn('candidate@assay.test');
  staff = await t.signIn('recruiter@demo-company.test');
  for (const row of await t.db.selectFrom('assessments').select(['slug', 'asmt_id']).execute())
    asmtIds[row.slug] = row.asmt_id;
});
afterAll(async () => t.close());

const content = async (slug: string, language?: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/assessment-content/${asmtIds[slug] ?? slug}/${language ? `?language=${language}` : ''}`,
    token: candidate.token,
  });
  return res;
};
// Staff only: a candidate gets 403 (the authorisation matrix checks it).
const convert = (body: unknown) =>
  t.request({ method: 'POST', url: '/api/user-response/v1/raw-score-convert/', token: staff.token, body });

describe('the seeded content', () => {
  it('given a fresh database, then the four questionnaires hold 122, 26, 26 and 26 items, each with a text in en, es and fr', async () => {
    const counts = await t.db
      .selectFrom('assessment_items as i')
      .innerJoin('assessments as a', 'a.asmt_id', 'i.asmt_id')
      .innerJoin('assessment_item_texts as x', 'x.item_id', 'i.item_id')
      .select(['a.slug', 'x.language', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['a.slug', 'x.language'])
      .execute();
    const table = Object.fromEntries(counts.map((c) => [`${c.slug}/${c.language}`, Number(c.n)]));
    expect(table).toEqual({
      ...Object.fromEntries(['en', 'es', 'fr'].map((l) => [`personality/${l}`, 122])),
      ...Object.fromEntries(
        ['en', 'es', 'fr'].flatMap((l) => ['interests', 'values', 'competencies'].map((s) => [`${s}/${l}`, 26])),
      ),
      // The career pathways questionnaire: one role template, six readiness and three plan questions.
      ...Object.fromEntries(['en', 'es', 'fr'].map((l) => [`career-pathways/${l}`, 10])),
    });
  });

  it('given the demo plans, then their personality and work values activities point at those assessments', async () => {
    const linked = await t.db
      .selectFrom('job_step_activities')
      .select(['title', 'asmt_id'])
      .where('activity_type', '=', 'assessment')
      .execute();
    expect(linked.length).toBeGreaterThan(0);
    for (const row of linked) {
      const slug = row.title.startsWith('Personality')
        ? 'personality'
        : row.title.startsWith('Career pathways')
          ? 'career-pathways'
          : 'values';
      expect(row.asmt_id, row.title).toBe(asmtIds[slug]);
    }
  });
});

describe('reading assessment content', () => {
  it('given Spanish, when the candidate opens the personality questionnaire, then practice first, four parts of 30, Spanish texts and labels, no scoring key', async () => {
    const res = await content('personality', 'es');
    expect(res.statusCode, res.body).toBe(200);
    const data: AssessmentContent = res.json().data;
    expect(data).toMatchObject({
      slug: 'personality',
      kind: 'personality',
      language: 'es',
      has_pledge: true,
      item_count: 120,
      practice_item_count: 2,
    });
    expect(data.title).toBe('Cuestionario de personalidad');
    expect(data.sections.map((s) => [s.title, s.is_practice, s.items.length])).toEqual([
      ['Preguntas de práctica', true, 2],
      ['Parte 1 de 4', false, 30],
      ['Parte 2 de 4', false, 30],
      ['Parte 3 de 4', false, 30],
      ['Parte 4 de 4', false, 30],
    ]);
    expect(data.sections[1]!.items[0]).toEqual({
      item_id: 'personality:43c98ce8-a07a-4dc2-80f6-c1b2a2485f06',
      sort_order: 3,
      is_practice: false,
      text: 'Me preocupo por las cosas',
      response_scale: 'accuracy-5',
    });
    expect(data.scales).toEqual([{ code: 'accuracy-5', min: 1, max: 5, options: expect.any(Array) }]);
    expect(data.scales[0]!.options.map((o) => o.label)).toEqual([
      'Muy inexacto',
      'Moderadamente inexacto',
      'Ni exacto ni inexacto',
      'Moderadamente exacto',
      'Muy exacto',
    ]);
    expect(res.body).not.toMatch(/attribute|keyed|scoring_key/);
  });

  it('given no language, then English; given French, then the accuracy scale in French', async () => {
    const en: AssessmentContent = (await content('interests')).json().data;
    expect(en.language).toBe('en');
    expect(en.sections[1]!.items[0]!.text).toBe('Repair a broken appliance or bicycle');
    const fr: AssessmentContent = (await content('personality', 'fr')).json().data;
    expect(fr.scales[0]!.options[1]!.label).toBe('Plutôt inexact');
  });

  it('given a text missing in the asked language, then the English one', async () => {
    await t.db
      .deleteFrom('assessment_item_texts')
      .where('item_id', '=', 'values:ACH1')
      .where('language', '=', 'fr')
      .execute();
    const fr: AssessmentContent = (await content('values', 'fr')).json().data;
    const items = fr.sections.flatMap((s) => s.items);
    expect(items.find((i) => i.item_id === 'values:ACH1')!.text).toBe(
      'Finishing difficult tasks and seeing the results',
    );
    expect(items.find((i) => i.item_id === 'values:IND1')!.text).toBe(
      'Décider moi-même de la façon de faire mon travail',
    );
  });

  it('given an unknown assessment, then 404; an unknown language, then 400', async () => {
    expect((await content('9999')).statusCode).toBe(404);
    expect((await content('interests', 'de')).statusCode).toBe(400);
  });
});

describe('raw-score-convert', () => {
  it('given interests answers, then the type sums, names in the asked language and the Holland code', async () => {
    const values: Record<string, number> = { R: 5, I: 4, A: 2, S: 3, E: 1, C: 1 };
    const answers = Object.entries(values).flatMap(([type, value]) =>
      [1, 2, 3, 4].map((n) => ({ item_id: `interests:${type}${n}`, value })),
    );
    const res = await convert({
      asmt_id: asmtIds.interests,
      answers: [...answers, { item_id: 'interests:practice-1', value: 5 }],
      language: 'es',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data: RawScores = res.json().data;
    expect(data).toMatchObject({
      scoring_key: 'riasec-24@1',
      method: 'sum',
      holland_code: 'RIS',
      item_count: 24,
      answered_count: 24,
      missing_item_ids: [],
    });
    expect(data.attributes[0]).toEqual({
      code: 'R',
      parent_code: null,
      name: 'Realista',
      item_count: 4,
      answered_count: 4,
      raw: 20,
      normalised: 100,
    });
    expect(data.attributes.map((a) => a.raw)).toEqual([20, 16, 8, 12, 4, 4]);
  });

  it('given the competencies with every item answered 4, then plain items count 4 and reversed ones 2: each mean is 3.33', async () => {
    const items = await t.db
      .selectFrom('assessment_items')
      .select('item_id')
      .where('asmt_id', '=', asmtIds.competencies!)
      .where('is_practice', '=', false)
      .execute();
    const res = await convert({
      asmt_id: asmtIds.competencies,
      answers: items.map((i) => ({ item_id: i.item_id, value: 4 })),
    });
    const data: RawScores = res.json().data;
    expect(data.attributes.map((a) => [a.code, a.raw, a.normalised])[0]).toEqual(['COM', 3.33, 58.3]);
    expect(data.attributes.every((a) => a.raw === 3.33)).toBe(true);
  });

  it('given a personality answer sheet with gaps, then the missing items are listed and short facets are null', async () => {
    const res = await convert({
      asmt_id: asmtIds.personality,
      answers: [
        { item_id: 'personality:43c98ce8-a07a-4dc2-80f6-c1b2a2485f06', value: 5 },
        { item_id: 'personality:d50a597f-632b-4f7b-89e6-6d85b50fd1c9', value: null },
      ],
    });
    const data: RawScores = res.json().data;
    expect(data.answered_count).toBe(1);
    expect(data.missing_item_ids).toHaveLength(119);
    expect(data.attributes.find((a) => a.code === 'N1')).toMatchObject({
      name: 'Anxiety',
      answered_count: 1,
      raw: null,
    });
  });

  it('given an item of another assessment, a repeated item or a value off the scale, then 400 naming the answer', async () => {
    const bad = [
      [{ item_id: 'values:ACH1', value: 3 }],
      [
        { item_id: 'interests:R1', value: 3 },
        { item_id: 'interests:R1', value: 4 },
      ],
      [{ item_id: 'interests:R1', value: 6 }],
    ];
    const props = [];
    for (const answers of bad) {
      const res = await convert({ asmt_id: asmtIds.interests, answers });
      expect(res.statusCode, res.body).toBe(400);
      props.push(res.json().errors[0].prop);
    }
    expect(props).toEqual(['answers.0.item_id', 'answers.1.item_id', 'answers.0.value']);
    expect((await convert({ asmt_id: 9999, answers: [] })).statusCode).toBe(400);
  });
});
