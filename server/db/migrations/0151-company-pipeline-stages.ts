/**
 * The company's pipeline stages after the plan's steps (D384): every requisition's board ends in
 * Interview, Offer and Hired, whatever its plan holds.
 *
 * `user_trackers.company_stage` is the company stage staff moved an active application into past
 * its plan ('interview', then 'offer'); Hired is the status `hired`, as before. The plan step the
 * application reached (`pipeline_job_step_id`, D230) is still kept underneath.
 *
 * `pipeline_stage_counts` keeps the two company columns as steps -1 (Interview) and -2 (Offer):
 * the three count functions of migration 0108 are written again with that key, so an application
 * in a company column counts there and no longer at its plan step.
 *
 * `company_stage_names` holds a company's own name for a stage in one language; without one the
 * product's name shows, translated (src/ui/step-names.ts).
 */
import { sql, type Kysely } from 'kysely';

/** The count key of an active application: its company column (-1, -2), else its plan step, else 0. */
const stageKey = (sign: 1 | -1, table: string) => `
  select job_id, status,
         case when status <> 'active' then 0
              when company_stage = 'interview' then -1
              when company_stage = 'offer' then -2
              else coalesce(pipeline_job_step_id, 0) end as job_step_id,
         ${sign} as n
    from ${table} where removed_at is null`;

const applyCounts = (parts: string[]) => `
  insert into pipeline_stage_counts as c (job_id, status, job_step_id, n)
  select d.job_id, d.status, d.job_step_id, sum(d.n)
    from (${parts.join(' union all ')}) d
   where exists (select 1 from jobs j where j.job_id = d.job_id)
   group by d.job_id, d.status, d.job_step_id
  having sum(d.n) <> 0
   order by d.job_id, d.status, d.job_step_id
  on conflict (job_id, status, job_step_id) do update set n = c.n + excluded.n`;

/** 0108's key, for down. */
const oldKey = (sign: 1 | -1, table: string) => `
  select job_id, status, case when status = 'active' then coalesce(pipeline_job_step_id, 0) else 0 end as job_step_id,
         ${sign} as n
    from ${table} where removed_at is null`;

const writeCounts = async (db: Kysely<unknown>, key: typeof stageKey) => {
  const bodies: [string, string][] = [
    ['insert', applyCounts([key(1, 'new_rows')])],
    ['update', applyCounts([key(1, 'new_rows'), key(-1, 'old_rows')])],
    ['delete', applyCounts([key(-1, 'old_rows')])],
  ];
  for (const [op, body] of bodies)
    await sql
      .raw(
        `create or replace function pipeline_stage_counts_${op}() returns trigger language plpgsql as $$
         begin
           ${body};
           return null;
         end $$`,
      )
      .execute(db);
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_trackers add column company_stage text
    check (company_stage in ('interview', 'offer'))`.execute(db);
  await sql`create table company_stage_names (
    account_id integer not null references accounts (account_id) on delete cascade,
    stage text not null check (stage in ('interview', 'offer', 'hired')),
    language text not null check (language in ('en', 'es', 'fr')),
    name text not null check (length(name) between 1 and 60),
    primary key (account_id, stage, language)
  )`.execute(db);
  // The company columns' cards, best fit first, as user_trackers_board_idx serves the plan's.
  await sql`create index user_trackers_company_stage_idx
    on user_trackers (job_id, company_stage, fit_score desc nulls last, ref_id)
    where status = 'active' and removed_at is null and company_stage is not null`.execute(db);
  // The Hired column's cards, the latest hires first.
  await sql`create index user_trackers_hired_board_idx on user_trackers (job_id, hired_at desc nulls last, ref_id)
    where status = 'hired' and removed_at is null`.execute(db);
  await writeCounts(db, stageKey);
  await refill(db, stageKey);
}

/** Every requisition's counts from scratch with `key`. */
const refill = async (db: Kysely<unknown>, key: typeof stageKey) => {
  await sql`delete from pipeline_stage_counts`.execute(db);
  await sql
    .raw(
      `insert into pipeline_stage_counts (job_id, status, job_step_id, n)
       select job_id, status, job_step_id, sum(n) from (${key(1, 'user_trackers')}) d group by 1, 2, 3`,
    )
    .execute(db);
};

export async function down(db: Kysely<unknown>): Promise<void> {
  await writeCounts(db, oldKey);
  // Those in a company column count at their plan step again.
  await refill(db, oldKey);
  await sql`drop index if exists user_trackers_hired_board_idx`.execute(db);
  await sql`drop index if exists user_trackers_company_stage_idx`.execute(db);
  await sql`drop table if exists company_stage_names`.execute(db);
  await sql`alter table user_trackers drop column if exists company_stage`.execute(db);
}
