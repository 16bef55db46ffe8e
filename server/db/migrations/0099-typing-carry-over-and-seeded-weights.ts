/**
 * Two things of decision D207. The demo's draft retention model weighed Neuroticism, a domain kept
 * out of hiring (D198): databases seeded before this get the weight a fresh seed writes
 * (Agreeableness, server/demo/demo-scoring.ts). And a typing result carried to another application of the same candidate (decision D207): the copy
 * names the run it came from (`carried_from_attempt_id`, the first run's attempt), so the scorecard
 * can say the test was typed once, for another job, on its date.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update predictive_model_weights w set attribute_type_id = a.attribute_type_id, weight = 0.002
    from predictive_models m, attribute_types n, attribute_types a
    where m.predictive_model_id = w.predictive_model_id and m.name = 'First-year retention (draft)'
      and n.attribute_type_id = w.attribute_type_id and n.category = 'personality' and n.code = 'N'
      and a.asmt_id = n.asmt_id and a.code = 'A' and a.account_id is null
      and not exists (select 1 from predictive_model_weights x
        where x.predictive_model_id = w.predictive_model_id and x.attribute_type_id = a.attribute_type_id)`.execute(db);
  await sql`alter table typing_results add column carried_from_attempt_id uuid`.execute(db);
  await sql`create index typing_results_user_completed_idx on typing_results (user_id, completed_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists typing_results_user_completed_idx`.execute(db);
  await sql`alter table typing_results drop column if exists carried_from_attempt_id`.execute(db);
}
