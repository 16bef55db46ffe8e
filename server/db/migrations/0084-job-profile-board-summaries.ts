/**
 * The job-profile dashboards' summaries (decision D164): per profile and board, the figures the
 * board's queries computed (counts, each measure's n, mean, spread and correlations, the sampled
 * scatter points) and when. Writes to a profile's employees, their attribute scores and their
 * outcome values mark the profile in job_profile_summary_changes, one insert per statement and no
 * lock; the 'dashboard-summaries' job recomputes the marked profiles.
 */
import { sql, type Kysely } from 'kysely';

const OPS = ['insert', 'update', 'delete'] as const;
const changedTable = (op: (typeof OPS)[number]) => (op === 'delete' ? 'old' : 'new');

const statements = [
  `create table job_profile_board_summaries (
    job_id integer not null references jobs (job_id) on delete cascade,
    board text not null,
    refreshed_at timestamptz not null,
    participant_count integer not null,
    left_count integer not null,
    rated_count integer not null,
    measures jsonb not null,
    points jsonb not null,
    primary key (job_id, board)
  )`,
  // No foreign key: a mark for a deleted profile is simply dropped by the job.
  `create table job_profile_summary_changes (change_id bigserial primary key, job_id integer not null)`,
  `create index job_profile_summary_changes_job_idx on job_profile_summary_changes (job_id)`,
  `create or replace function job_profile_summary_mark_employees() returns trigger language plpgsql as $$
   begin
     insert into job_profile_summary_changes (job_id) select distinct job_profile_id from changed_rows where job_profile_id is not null;
     return null;
   end $$`,
  // An update may move an employee from one profile to another: both are marked.
  `create or replace function job_profile_summary_mark_moved_employees() returns trigger language plpgsql as $$
   begin
     insert into job_profile_summary_changes (job_id)
     select job_profile_id from old_rows where job_profile_id is not null union select job_profile_id from changed_rows where job_profile_id is not null;
     return null;
   end $$`,
  `create or replace function job_profile_summary_mark_measured() returns trigger language plpgsql as $$
   begin
     insert into job_profile_summary_changes (job_id)
     select distinct e.job_profile_id from changed_rows c join employees e on e.employee_id = c.employee_id where e.job_profile_id is not null;
     return null;
   end $$`,
  ...OPS.map((op) =>
    op === 'update'
      ? `create trigger job_profile_summary_employees_update after update on employees referencing old table as old_rows new table as changed_rows for each statement execute function job_profile_summary_mark_moved_employees()`
      : `create trigger job_profile_summary_employees_${op} after ${op} on employees referencing ${changedTable(op)} table as changed_rows for each statement execute function job_profile_summary_mark_employees()`,
  ),
  ...['employee_attribute_scores', 'employee_outcome_values'].flatMap((table) =>
    OPS.map(
      (op) =>
        `create trigger job_profile_summary_${table}_${op} after ${op} on ${table} referencing ${changedTable(op)} table as changed_rows for each statement execute function job_profile_summary_mark_measured()`,
    ),
  ),
  // Every profile with participants is summarised by the job's first run; until then the boards read the live tables.
  `insert into job_profile_summary_changes (job_id) select distinct job_profile_id from employees where job_profile_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['employees', 'employee_attribute_scores', 'employee_outcome_values']) {
    for (const op of OPS)
      await sql.raw(`drop trigger if exists job_profile_summary_${table}_${op} on ${table}`).execute(db);
  }
  for (const fn of [
    'job_profile_summary_mark_employees',
    'job_profile_summary_mark_moved_employees',
    'job_profile_summary_mark_measured',
  ]) {
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
  await sql.raw('drop table if exists job_profile_summary_changes').execute(db);
  await sql.raw('drop table if exists job_profile_board_summaries').execute(db);
}
