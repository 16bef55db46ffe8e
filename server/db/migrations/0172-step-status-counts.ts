/**
 * The applicant list's count by step status kept by the database (D420), as the board's per-stage
 * counts are (0108, D230): after D407 the list filtered by status and step status still counted
 * every matching index entry of the requisition, growing with it.
 *
 * `step_status_counts` holds, per requisition, status and number of completed activities, how many
 * applications not removed stand there. A step status is a range of that number against the plan's
 * size (not started 0; in progress 1 to size - 1; completed size and more), so the list's count
 * sums the few rows in the range (at most one per activity of the plan, plus one), and a change of
 * the plan moves nothing here: the range is taken at read time.
 *
 * Statement triggers on user_trackers add the new rows and subtract the old ones in one grouped
 * upsert per statement, in key order (two writers lock the same count rows in the same order),
 * whoever writes (the progress triggers, the pipeline, imports, moves, a removal, a cascade); a
 * statement that changes none of the four columns writes nothing (its sums are zero).
 */
import { sql, type Kysely } from 'kysely';

/** The grouped change of one statement: +1 per new row, -1 per old row, removed rows left out. */
const countedRows = (table: string, sign: 1 | -1) => `
  select job_id, status, completed_activity_count, ${sign} as n from ${table} where removed_at is null`;
const applyCounts = (parts: string[]) => `
  insert into step_status_counts as c (job_id, status, completed_activity_count, n)
  select d.job_id, d.status, d.completed_activity_count, sum(d.n)
    from (${parts.join(' union all ')}) d
   -- A requisition being deleted takes its counts with it (its applications go in the same cascade).
   where exists (select 1 from jobs j where j.job_id = d.job_id)
   group by d.job_id, d.status, d.completed_activity_count
  having sum(d.n) <> 0
   order by d.job_id, d.status, d.completed_activity_count
  on conflict (job_id, status, completed_activity_count) do update set n = c.n + excluded.n`;

const triggers: [op: 'insert' | 'update' | 'delete', referencing: string, body: string][] = [
  ['insert', 'new table as new_rows', applyCounts([countedRows('new_rows', 1)])],
  [
    'update',
    'old table as old_rows new table as new_rows',
    applyCounts([countedRows('new_rows', 1), countedRows('old_rows', -1)]),
  ],
  ['delete', 'old table as old_rows', applyCounts([countedRows('old_rows', -1)])],
];

const statements = [
  `create table step_status_counts (
     job_id integer not null references jobs (job_id) on delete cascade,
     status text not null,
     completed_activity_count integer not null,
     n integer not null,
     primary key (job_id, status, completed_activity_count)
   )`,
  `insert into step_status_counts (job_id, status, completed_activity_count, n)
   select job_id, status, completed_activity_count, count(*)
     from user_trackers where removed_at is null group by 1, 2, 3`,
  ...triggers.flatMap(([op, referencing, body]) => [
    `create or replace function step_status_counts_${op}() returns trigger language plpgsql as $$
     begin
       ${body};
       return null;
     end $$`,
    `create trigger user_trackers_step_status_counts_${op} after ${op} on user_trackers
       referencing ${referencing} for each statement execute function step_status_counts_${op}()`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists user_trackers_step_status_counts_${op} on user_trackers`).execute(db);
    await sql.raw(`drop function if exists step_status_counts_${op}()`).execute(db);
  }
  await sql.raw('drop table if exists step_status_counts').execute(db);
}
