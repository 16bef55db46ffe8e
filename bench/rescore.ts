/**
 * Time to rescore 10,000 applications of one requisition: a migrated, seeded
 * database (embedded PGlite in memory, or PostgreSQL when DATABASE_URL is set: a scratch database
 * is created and dropped), a requisition with two weighted groups over the five personality
 * domains and a selected predictive model, 10,000 applications with five attribute scores each;
 * then the background job's handler runs exactly as the worker would run it.
 *
 *   node --import tsx bench/rescore.ts            # PGlite
 *   DATABASE_URL=postgres://... node --import tsx bench/rescore.ts
 *   COUNT=50000 node --import tsx bench/rescore.ts
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { migrateToLatest, type Db } from '../server/db/database.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import { seedDemo } from '../server/demo/seed-demo.ts';
import { drainJobs } from '../server/jobs/queue.ts';
import { RESCORE_JOB_HANDLERS, requestJobRescore } from '../server/modules/scoring/index.ts';

const COUNT = Number(process.env.COUNT ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 3);

async function prepare(db: Db): Promise<number> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const candidate = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'candidate@assay.test')
    .executeTakeFirstOrThrow();
  const { job_id } = await db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: demo.account_id,
      job_type_id: 2,
      title: 'Rescore benchmark',
      tracker_title: 'Job Application',
      city: null,
      state: null,
      updated_at: new Date(),
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const domains = await db
    .selectFrom('attribute_types as t')
    .innerJoin('assessments as a', 'a.asmt_id', 't.asmt_id')
    .select(['t.attribute_type_id', 't.code'])
    .where('a.kind', '=', 'personality')
    .where('t.code', 'in', ['N', 'E', 'O', 'A', 'C'])
    .execute();
  const id = (code: string) => domains.find((d) => d.code === code)!.attribute_type_id;
  for (const [name, weight, attrs] of [
    [
      'Service',
      3,
      [
        ['A', 3],
        ['C', 2],
      ],
    ],
    [
      'Energy',
      1,
      [
        ['E', 1],
        ['O', 1],
      ],
    ],
  ] as const) {
    const g = await db
      .insertInto('job_attribute_groups')
      .values({ job_id, name, weight })
      .returning('job_attribute_group_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('job_attribute_group_attributes')
      .values(
        attrs.map(([code, w]) => ({
          job_attribute_group_id: g.job_attribute_group_id,
          attribute_type_id: id(code),
          weight: w,
        })),
      )
      .execute();
  }
  const model = await db
    .insertInto('predictive_models')
    .values({ job_id, name: 'Bench model', intercept: 1.5 })
    .returning('predictive_model_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('predictive_model_weights')
    .values(
      ['A', 'C', 'N'].map((code, i) => ({
        predictive_model_id: model.predictive_model_id,
        attribute_type_id: id(code),
        weight: [0.02, 0.01, -0.01][i]!,
      })),
    )
    .execute();
  await db
    .updateTable('jobs')
    .set({ predictive_model_id: model.predictive_model_id, is_use_pred_models: true })
    .where('job_id', '=', job_id)
    .execute();

  // Applications and scores with set-based SQL (one candidate may hold many trackers here).
  await sql`insert into user_trackers (ref_id, user_id, job_id, account_id)
    select gen_random_uuid(), ${candidate.user_id}, ${job_id}, ${demo.account_id} from generate_series(1, ${COUNT})`.execute(
    db,
  );
  await sql`insert into application_attribute_scores (ref_id, attribute_type_id, score)
    select t.ref_id, a.attribute_type_id, round((random() * 100)::numeric, 2)
    from user_trackers t cross join (select attribute_type_id from attribute_types where attribute_type_id in (${sql.join(domains.map((d) => d.attribute_type_id))})) a
    where t.job_id = ${job_id}`.execute(db);
  return job_id;
}

const database = await scratchDatabase('rescore');
try {
  await migrateToLatest(database.db);
  await seedDemo(database.db);
  const jobId = await prepare(database.db);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await requestJobRescore(database.db, jobId, null);
    const started = performance.now();
    await drainJobs(database.db, RESCORE_JOB_HANDLERS);
    times.push(performance.now() - started);
  }
  const scored = await database.db
    .selectFrom('user_trackers')
    .select((eb) => [eb.fn.count('fit_score').as('fits'), eb.fn.count('predictive_score').as('preds')])
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${database.kind}: rescored ${COUNT} applications (${scored.fits} fit, ${scored.preds} predictive) in ` +
      `${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}; median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s`,
  );
} finally {
  await database.close();
  await database.drop();
}
