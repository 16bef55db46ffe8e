/**
 * The board's columns kept by the database (D230), so the board reads a
 * few rows whatever its requisition's size instead of placing and counting every application.
 *
 * `user_trackers.pipeline_job_step_id` is the step an application stands at (D202: the later, by
 * plan order, of the step its progress reached and the step staff moved it to; the first step
 * when nothing is done, the last when everything is). A row trigger sets it whenever a row is
 * inserted or one of the columns it depends on is written, whoever writes them (the progress
 * triggers of 0011/0026, the pipeline, imports, moves, the foreign key's set null when a step is
 * deleted); a statement trigger on job_steps places again the applications of a requisition
 * whose plan gained, lost or reordered steps.
 *
 * `pipeline_stage_counts` holds, per requisition, its active applications per stage
 * (`job_step_id` 0: active in a plan without steps) and its rejected and hired ones (step 0);
 * removed applications count nowhere. Statement triggers on user_trackers add the new rows and
 * subtract the old ones in one grouped upsert per statement, in key order so two writers lock
 * the same count rows in the same order.
 */
import { sql, type Kysely } from 'kysely';

/** One application's stage; the same rule as refresh_pipeline_steps, for one row. */
const stepOf = `create or replace function pipeline_step_of(p_job_id integer, p_current integer, p_stage integer, p_completed integer)
  returns integer language sql stable as $$
  select s.job_step_id from job_steps s
   where s.job_id = p_job_id
     and s.job_step_id in (
       p_stage,
       coalesce(
         (select c.job_step_id from job_steps c where c.job_step_id = p_current and c.job_id = p_job_id),
         (select f.job_step_id from job_steps f where f.job_id = p_job_id
           order by case when p_completed = 0 then f.sort_order end, case when p_completed = 0 then f.job_step_id end,
                    f.sort_order desc, f.job_step_id desc
           limit 1)))
   order by s.sort_order desc, s.job_step_id desc
   limit 1
$$`;

/** Every application of the named requisitions placed again, set-based (hash joins over their numbered steps). */
const refreshSteps = `create or replace function refresh_pipeline_steps(job_ids integer[]) returns void language sql as $$
  with s as (
         select job_step_id, job_id, row_number() over (partition by job_id order by sort_order, job_step_id) as pos
           from job_steps where job_id = any(job_ids)),
       e as (select job_id, min(pos) as first_pos, max(pos) as last_pos from s group by job_id),
       p as (
         select t.ref_id, t.job_id,
                greatest(coalesce(cs.pos, case when t.completed_activity_count = 0 then e.first_pos else e.last_pos end),
                         coalesce(ms.pos, 0)) as pos
           from user_trackers t
           left join e on e.job_id = t.job_id
           left join s cs on cs.job_step_id = t.current_job_step_id and cs.job_id = t.job_id
           left join s ms on ms.job_step_id = t.stage_job_step_id and ms.job_id = t.job_id
          where t.job_id = any(job_ids)),
       x as (select p.ref_id, s.job_step_id from p left join s on s.job_id = p.job_id and s.pos = p.pos)
  update user_trackers t set pipeline_job_step_id = x.job_step_id
    from x
   where t.ref_id = x.ref_id and t.pipeline_job_step_id is distinct from x.job_step_id
$$`;

/** The grouped change of one statement: +1 per new row, -1 per old row, removed rows left out. */
const countedRows = (table: string, sign: 1 | -1) => `
  select job_id, status, case when status = 'active' then coalesce(pipeline_job_step_id, 0) else 0 end as job_step_id,
         ${sign} as n
    from ${table} where removed_at is null`;
const applyCounts = (parts: string[]) => `
  insert into pipeline_stage_counts as c (job_id, status, job_step_id, n)
  select d.job_id, d.status, d.job_step_id, sum(d.n)
    from (${parts.join(' union all ')}) d
   -- A requisition being deleted takes its counts with it (its applications go in the same cascade).
   where exists (select 1 from jobs j where j.job_id = d.job_id)
   group by d.job_id, d.status, d.job_step_id
  having sum(d.n) <> 0
   order by d.job_id, d.status, d.job_step_id
  on conflict (job_id, status, job_step_id) do update set n = c.n + excluded.n`;

const countTriggers: [op: 'insert' | 'update' | 'delete', referencing: string, body: string][] = [
  ['insert', 'new table as new_rows', applyCounts([countedRows('new_rows', 1)])],
  [
    'update',
    'old table as old_rows new table as new_rows',
    applyCounts([countedRows('new_rows', 1), countedRows('old_rows', -1)]),
  ],
  ['delete', 'old table as old_rows', applyCounts([countedRows('old_rows', -1)])],
];

/** The requisitions whose plan order changed: a step added, deleted, moved or given another sort_order. */
const planTriggers: [op: 'insert' | 'update' | 'delete', referencing: string, jobs: string][] = [
  ['insert', 'new table as new_steps', 'select distinct job_id from new_steps'],
  [
    'update',
    'old table as old_steps new table as new_steps',
    `select o.job_id from old_steps o join new_steps n on n.job_step_id = o.job_step_id
      where o.sort_order is distinct from n.sort_order or o.job_id <> n.job_id
     union
     select n.job_id from old_steps o join new_steps n on n.job_step_id = o.job_step_id
      where o.sort_order is distinct from n.sort_order or o.job_id <> n.job_id`,
  ],
  ['delete', 'old table as old_steps', 'select distinct job_id from old_steps'],
];

const statements = [
  `alter table user_trackers add column pipeline_job_step_id integer`,
  stepOf,
  refreshSteps,
  `select refresh_pipeline_steps(array(select job_id from jobs))`,
  // The board's cards: the best-fitting active applications of one stage, read in index order.
  `create index user_trackers_board_idx on user_trackers (job_id, pipeline_job_step_id, fit_score desc nulls last, ref_id)
     where status = 'active' and removed_at is null`,
  `create table pipeline_stage_counts (
     job_id integer not null references jobs (job_id) on delete cascade,
     status text not null,
     job_step_id integer not null,
     n integer not null,
     primary key (job_id, status, job_step_id)
   )`,
  `insert into pipeline_stage_counts (job_id, status, job_step_id, n)
   select job_id, status, case when status = 'active' then coalesce(pipeline_job_step_id, 0) else 0 end, count(*)
     from user_trackers where removed_at is null group by 1, 2, 3`,
  `create or replace function user_trackers_pipeline_step() returns trigger language plpgsql as $$
   begin
     new.pipeline_job_step_id := pipeline_step_of(new.job_id, new.current_job_step_id, new.stage_job_step_id, new.completed_activity_count);
     return new;
   end $$`,
  `create trigger user_trackers_pipeline_step before insert or update of job_id, current_job_step_id, stage_job_step_id, completed_activity_count
     on user_trackers for each row execute function user_trackers_pipeline_step()`,
  ...countTriggers.flatMap(([op, referencing, body]) => [
    `create or replace function pipeline_stage_counts_${op}() returns trigger language plpgsql as $$
     begin
       ${body};
       return null;
     end $$`,
    `create trigger user_trackers_pipeline_counts_${op} after ${op} on user_trackers
       referencing ${referencing} for each statement execute function pipeline_stage_counts_${op}()`,
  ]),
  ...planTriggers.flatMap(([op, referencing, jobs]) => [
    `create or replace function job_steps_pipeline_${op}() returns trigger language plpgsql as $$
     begin
       perform refresh_pipeline_steps(array(
         select c.job_id from (${jobs}) c where exists (select 1 from jobs j where j.job_id = c.job_id)));
       return null;
     end $$`,
    `create trigger job_steps_pipeline_${op} after ${op} on job_steps
       referencing ${referencing} for each statement execute function job_steps_pipeline_${op}()`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists job_steps_pipeline_${op} on job_steps`).execute(db);
    await sql.raw(`drop function if exists job_steps_pipeline_${op}()`).execute(db);
    await sql.raw(`drop trigger if exists user_trackers_pipeline_counts_${op} on user_trackers`).execute(db);
    await sql.raw(`drop function if exists pipeline_stage_counts_${op}()`).execute(db);
  }
  await sql.raw('drop trigger if exists user_trackers_pipeline_step on user_trackers').execute(db);
  await sql.raw('drop function if exists user_trackers_pipeline_step()').execute(db);
  await sql.raw('drop table if exists pipeline_stage_counts').execute(db);
  await sql.raw('drop function if exists refresh_pipeline_steps(integer[])').execute(db);
  await sql.raw('drop function if exists pipeline_step_of(integer, integer, integer, integer)').execute(db);
  await sql.raw('alter table user_trackers drop column if exists pipeline_job_step_id').execute(db);
}
