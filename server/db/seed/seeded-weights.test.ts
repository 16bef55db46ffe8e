/**
 * No seeded requisition, job profile or predictive model weighs an attribute kept out of hiring
 * (contracts/hiring-attributes.ts, D198, D207): the demo shows staff what the product allows.
 * Pathways (development) may.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hiringExclusionOf } from '../../../contracts/hiring-attributes.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

it('given the demo seed, then no hiring plan or predictive model weighs an excluded attribute', async () => {
  const groupWeights = await t.db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .innerJoin('jobs as j', 'j.job_id', 'g.job_id')
    .innerJoin('attribute_types as a', 'a.attribute_type_id', 'ga.attribute_type_id')
    .select(['j.title', 'j.job_type_id', 'a.category', 'a.code'])
    .where('j.job_type_id', '<>', JOB_TYPE.pathway)
    .execute();
  const modelWeights = await t.db
    .selectFrom('predictive_model_weights as w')
    .innerJoin('predictive_models as m', 'm.predictive_model_id', 'w.predictive_model_id')
    .innerJoin('attribute_types as a', 'a.attribute_type_id', 'w.attribute_type_id')
    .select(['m.name as title', 'a.category', 'a.code'])
    .execute();
  expect(groupWeights.length).toBeGreaterThan(0);
  expect(modelWeights.length).toBeGreaterThan(0);
  const weighed = [...groupWeights, ...modelWeights].filter((row) => hiringExclusionOf(row) !== null);
  expect(weighed).toEqual([]);
});
