/**
 * D214: every endpoint that writes a hiring weight (a requisition's or job profile's attribute
 * weights, a predictive model's weights) refuses an attribute kept out of hiring (D198) with 400
 * `attribute_excluded_from_hiring`, a field error in the caller's language, and changes nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signIn']>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const req = (method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: owner.token, body });
const ok = async (method: Method, url: string, body?: unknown) => {
  const res = await req(method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

const EXCLUDED = ['N', 'N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'O6'] as const;
const ids = new Map<string, number>();
let jobId: number;
let modelId: number;
/** A row of a group made before D198 that still lists Depression (N3). */
let olderRow: number;
let allowedRow: number;

async function personality(code: string): Promise<number> {
  const row = await t.db
    .selectFrom('attribute_types')
    .select('attribute_type_id')
    .where('category', '=', 'personality')
    .where('code', '=', code)
    .where('account_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.attribute_type_id;
}

/** Everything a weight write could touch for the requisition. */
async function snapshot() {
  const [models, weights, groupRows, events, job] = await Promise.all([
    t.db
      .selectFrom('predictive_models')
      .selectAll()
      .where('job_id', '=', jobId)
      .orderBy('predictive_model_id')
      .execute(),
    t.db
      .selectFrom('predictive_model_weights as w')
      .innerJoin('predictive_models as m', 'm.predictive_model_id', 'w.predictive_model_id')
      .select(['w.predictive_model_id', 'w.attribute_type_id', 'w.weight'])
      .where('m.job_id', '=', jobId)
      .orderBy('w.predictive_model_id')
      .orderBy('w.attribute_type_id')
      .execute(),
    t.db
      .selectFrom('job_attribute_group_attributes as ga')
      .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
      .select(['ga.job_attribute_group_attribute_id', 'ga.attribute_type_id', 'ga.weight', 'g.weight as group_weight'])
      .where('g.job_id', '=', jobId)
      .orderBy('ga.job_attribute_group_attribute_id')
      .execute(),
    t.db
      .selectFrom('job_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow(),
    t.db.selectFrom('jobs').select('rescore_requested_at').where('job_id', '=', jobId).executeTakeFirstOrThrow(),
  ]);
  return { models, weights, groupRows, events: Number(events.n), job };
}

async function asLanguage<T>(language: 'en' | 'es' | 'fr', work: () => Promise<T>): Promise<T> {
  await t.db.updateTable('users').set({ preferred_language: language }).where('user_id', '=', owner.userId).execute();
  try {
    return await work();
  } finally {
    await t.db.updateTable('users').set({ preferred_language: 'en' }).where('user_id', '=', owner.userId).execute();
  }
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '10000' });
  owner = await t.signIn('owner@demo-company.test');
  for (const code of [...EXCLUDED, 'C', 'A']) ids.set(code, await personality(code));
  jobId = (await ok('POST', '/job/v1/builder/', { title: 'Night Auditor' })).job_id as number;
  const group = await ok('POST', `/job/v1/attribute-groups/${jobId}/`, {
    name: 'Work style',
    weight: 1,
    attributes: [{ attribute_type_id: ids.get('C'), weight: 2 }],
  });
  allowedRow = group.attributes[0].job_attribute_group_attribute_id;
  // The group an older release let staff build: written straight to the database, as it was then.
  olderRow = (
    await t.db
      .insertInto('job_attribute_group_attributes')
      .values({
        job_attribute_group_id: group.job_attribute_group_id,
        attribute_type_id: ids.get('N3')!,
        weight: 0,
        sort_order: 9,
      })
      .returning('job_attribute_group_attribute_id')
      .executeTakeFirstOrThrow()
  ).job_attribute_group_attribute_id;
  modelId = (
    await ok('POST', `/job/v1/predictive-models/${jobId}/`, {
      name: 'Rating',
      intercept: 1,
      weights: [{ attribute_type_id: ids.get('C'), weight: 0.5 }],
    })
  ).predictive_model_id;
});
afterAll(async () => t.close());

/** A group weight is a whole number from 0 to 100: any other weight, made one. */
const groupWeight = (weight: number) => Math.min(100, Math.max(1, Math.round(Math.abs(weight))));

/** The four writes of a weight on `code`, each as one request. */
const writes = {
  'a new predictive model': (code: string, weight: number) =>
    req('POST', `/job/v1/predictive-models/${jobId}/`, {
      name: 'Mood model',
      intercept: 0,
      weights: [
        { attribute_type_id: ids.get('A'), weight: 1 },
        { attribute_type_id: ids.get(code), weight },
      ],
    }),
  'a saved predictive model': (code: string, weight: number) =>
    req('PUT', `/job/v1/predictive-model/${modelId}/`, {
      name: 'Rating v2',
      intercept: 2,
      weights: [
        { attribute_type_id: ids.get('C'), weight: 0.7 },
        { attribute_type_id: ids.get(code), weight },
      ],
    }),
  "an older group's attribute": (_code: string, weight: number) =>
    req('PATCH', `/job/v1/attribute-group-attribute/${olderRow}/`, { weight: groupWeight(weight) }),
  'the bulk weights': (_code: string, weight: number) =>
    req('PUT', `/job/v1/attribute-groups/${jobId}/weights/`, {
      attributes: [
        { job_attribute_group_attribute_id: allowedRow, weight: 5 },
        { job_attribute_group_attribute_id: olderRow, weight: groupWeight(weight) },
      ],
    }),
};
const PROP = {
  'a new predictive model': 'weights.1.attribute_type_id',
  'a saved predictive model': 'weights.1.attribute_type_id',
  "an older group's attribute": 'weight',
  'the bulk weights': 'attributes.1.weight',
} as const;

describe('a weight on an attribute kept out of hiring', () => {
  it.each(Object.keys(writes) as (keyof typeof writes)[])(
    'given %s weighing Depression, then 400 with the field that asked, in English, and nothing changes',
    async (name) => {
      const before = await snapshot();
      const res = await writes[name]('N3', 3);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'attribute_excluded_from_hiring',
        errors: [
          {
            prop: PROP[name],
            message: 'This attribute describes emotional health and cannot weigh in a hiring decision.',
          },
        ],
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('given a Spanish or French caller, then the field error is in their language', async () => {
    const es = await asLanguage('es', () => writes['a new predictive model']('O6', 1));
    expect(es.statusCode).toBe(400);
    expect(es.json().errors[0].message).toBe(
      'Este atributo mide actitudes políticas y no puede pesar en una decisión de contratación.',
    );
    const fr = await asLanguage('fr', () => writes["an older group's attribute"]('N3', 2));
    expect(fr.statusCode).toBe(400);
    expect(fr.json().errors[0].message).toBe(
      'Cet attribut décrit la santé émotionnelle et ne peut pas peser dans une décision d’embauche.',
    );
  });

  it('given any excluded facet, any of the four writes and any weight but 0, then it is refused and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...EXCLUDED),
        fc.constantFrom(...(Object.keys(writes) as (keyof typeof writes)[])),
        fc.double({ min: -100, max: 100, noNaN: true }).filter((w) => Math.abs(w) >= 0.001),
        async (code, name, weight) => {
          const before = await snapshot();
          const res = await writes[name](code, Math.round(weight * 1000) / 1000 || 1);
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().code).toBe('attribute_excluded_from_hiring');
          expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 24 },
    );
  });

  it("given an older group's excluded attribute, when its weight is set to 0, then that is accepted: it takes it out of the sum", async () => {
    await ok('PATCH', `/job/v1/attribute-group-attribute/${olderRow}/`, { weight: 0 });
    await ok('PUT', `/job/v1/attribute-groups/${jobId}/weights/`, {
      attributes: [
        { job_attribute_group_attribute_id: allowedRow, weight: 4 },
        { job_attribute_group_attribute_id: olderRow, weight: 0 },
      ],
    });
    const rows = (await snapshot()).groupRows;
    expect(rows.find((r) => r.job_attribute_group_attribute_id === allowedRow)?.weight).toBe(4);
  });

  it('given allowed attributes only, then the model saves as before', async () => {
    const saved = await ok('PUT', `/job/v1/predictive-model/${modelId}/`, {
      name: 'Rating v3',
      intercept: 0,
      weights: [{ attribute_type_id: ids.get('A'), weight: 0.25 }],
    });
    expect(saved.weights).toEqual([{ attribute_type_id: ids.get('A'), weight: 0.25 }]);
  });

  it("given the model editor's list of attributes, then no facet kept out of hiring is offered", async () => {
    const list = await ok('GET', `/job/v1/predictive-models/${jobId}/`);
    const offered = new Set(list.attributes.map((a: { attribute_type_id: number }) => a.attribute_type_id));
    for (const code of EXCLUDED) expect(offered.has(ids.get(code)), code).toBe(false);
    expect(offered.has(ids.get('C'))).toBe(true);
  });
});
