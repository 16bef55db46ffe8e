/**
 * The demo requisitions' fit scoring: attribute groups with weights over the
 * personality library's domains (the scores the demo applicants have), a predictive model on the
 * open requisition (one selected, one draft), and every seeded application's fit and predictive score computed
 * here, synchronously. Runs last in the demo seed, after the applicants.
 */
import type { Db } from '../db/database.ts';
import { rescoreWholeJob } from '../modules/scoring/index.ts';
import { DEMO_JOBS } from '../db/seed/demo-requisitions.ts';

interface GroupSeed {
  name: string;
  weight: number;
  attributes: [code: string, weight: number][];
}

const GROUPS: Record<string, GroupSeed[]> = {
  [DEMO_JOBS.openRequisition]: [
    {
      name: 'Service orientation',
      weight: 3,
      attributes: [
        ['A', 3],
        ['C', 2],
      ],
    },
    { name: 'Energy with customers', weight: 1, attributes: [['E', 1]] },
  ],
  [DEMO_JOBS.closedRequisition]: [
    { name: 'Reliability', weight: 2, attributes: [['C', 1]] },
    { name: 'Openness to learning', weight: 1, attributes: [['O', 1]] },
  ],
  [DEMO_JOBS.pathway]: [
    {
      name: 'Leading people',
      weight: 1,
      attributes: [
        ['E', 2],
        ['A', 1],
        ['C', 1],
      ],
    },
  ],
};

/** A predicted customer-satisfaction rating (1 to 5) from three domains; the open requisition uses it. */
export const DEMO_MODEL = {
  name: 'Customer satisfaction (CSAT) model',
  intercept: 1.8,
  weights: [
    ['A', 0.014],
    ['C', 0.01],
    ['E', 0.006],
  ] as [string, number][],
};

/**
 * A second, unselected model: first-year retention probability (0 to 1). It weighs no attribute
 * kept out of hiring (contracts/hiring-attributes.ts, D198): Agreeableness, not Neuroticism (D207).
 */
export const DEMO_DRAFT_MODEL = {
  name: 'First-year retention (draft)',
  intercept: 0.35,
  weights: [
    ['C', 0.004],
    ['A', 0.002],
  ] as [string, number][],
};

export async function seedDemoScoring(db: Db): Promise<void> {
  const jobs = await db
    .selectFrom('jobs')
    .select(['job_id', 'uuid'])
    .where('uuid', 'in', Object.values(DEMO_JOBS))
    .execute();
  const domains = await db
    .selectFrom('attribute_types as t')
    .innerJoin('assessments as a', 'a.asmt_id', 't.asmt_id')
    .select(['t.attribute_type_id', 't.code'])
    .where('a.kind', '=', 'personality')
    .where('t.code', 'in', ['N', 'E', 'O', 'A', 'C'])
    .execute();
  const typeOf = (code: string) => domains.find((d) => d.code === code)!.attribute_type_id;

  for (const job of jobs) {
    for (const [index, group] of (GROUPS[job.uuid] ?? []).entries()) {
      const { job_attribute_group_id } = await db
        .insertInto('job_attribute_groups')
        .values({ job_id: job.job_id, name: group.name, weight: group.weight, sort_order: index + 1 })
        .returning('job_attribute_group_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('job_attribute_group_attributes')
        .values(
          group.attributes.map(([code, weight], i) => ({
            job_attribute_group_id,
            attribute_type_id: typeOf(code),
            weight,
            sort_order: i + 1,
          })),
        )
        .execute();
    }
  }

  const open = jobs.find((j) => j.uuid === DEMO_JOBS.openRequisition)!;
  const modelIds: number[] = [];
  for (const model of [DEMO_MODEL, DEMO_DRAFT_MODEL]) {
    const { predictive_model_id } = await db
      .insertInto('predictive_models')
      .values({ job_id: open.job_id, name: model.name, intercept: model.intercept })
      .returning('predictive_model_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('predictive_model_weights')
      .values(model.weights.map(([code, weight]) => ({ predictive_model_id, attribute_type_id: typeOf(code), weight })))
      .execute();
    modelIds.push(predictive_model_id);
  }
  await db
    .updateTable('jobs')
    .set({ predictive_model_id: modelIds[0]!, is_use_pred_models: true })
    .where('job_id', '=', open.job_id)
    .execute();

  for (const job of jobs) await rescoreWholeJob(db, job.job_id);
}
