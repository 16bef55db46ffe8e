/**
 * Summary tables of the company dashboards (decision D143): per company, requisition, source and
 * day of application, the applications by status and with their whole plan completed, and per
 * step and per activity of the plan how many started and completed it. Kept by the
 * 'dashboard-summaries' job (server/modules/analytics/summary.jobs.ts) from the marks that
 * statement triggers leave in dashboard_summary_changes on every write to applications, their
 * progress or a plan; dashboard_summary_state.refreshed_at says how fresh a company's figures are.
 * source_key is the source_id, or 0 for applications without a source.
 */
import { sql, type Kysely } from 'kysely';

const grain = `account_id integer not null references accounts (account_id) on delete cascade,
    job_id integer not null references jobs (job_id) on delete cascade,
    source_key integer not null,
    day date not null`;

const statements = [
  `create table dashboard_summary_changes (account_id integer not null, job_id integer not null)`,
  `create table dashboard_summary_state (
    account_id integer primary key references accounts (account_id) on delete cascade,
    refreshed_at timestamptz not null
  )`,
  `create table dashboard_day_counts (
    ${grain},
    applications integer not null,
    active integer not null,
    hired integer not null,
    rejected integer not null,
    completed_plan integer not null,
    primary key (account_id, day, job_id, source_key)
  )`,
  `create table dashboard_step_day_counts (
    ${grain},
    job_step_id integer not null,
    started integer not null,
    completed integer not null,
    primary key (account_id, day, job_id, source_key, job_step_id)
  )`,
  `create table dashboard_activity_day_counts (
    ${grain},
    job_step_activity_id integer not null,
    started integer not null,
    completed integer not null,
    primary key (account_id, day, job_id, source_key, job_step_activity_id)
  )`,
  `create index dashboard_day_counts_job_idx on dashboard_day_counts (job_id)`,
  `create index dashboard_step_day_counts_job_idx on dashboard_step_day_counts (job_id)`,
  `create index dashboard_activity_day_counts_job_idx on dashboard_activity_day_counts (job_id)`,
  // Statement triggers: one insert of the changed (company, requisition) pairs, no lock taken.
  // Progress writes reach user_trackers too (refresh_tracker_progress, migration 0026).
  `create or replace function dashboard_summary_mark_trackers() returns trigger language plpgsql as $$
   begin
     insert into dashboard_summary_changes (account_id, job_id) select distinct account_id, job_id from changed_rows;
     return null;
   end $$`,
  `create or replace function dashboard_summary_mark_steps() returns trigger language plpgsql as $$
   begin
     insert into dashboard_summary_changes (account_id, job_id)
       select distinct j.account_id, j.job_id from changed_rows c join jobs j on j.job_id = c.job_id;
     return null;
   end $$`,
  `create or replace function dashboard_summary_mark_activities() returns trigger language plpgsql as $$
   begin
     insert into dashboard_summary_changes (account_id, job_id)
       select distinct j.account_id, j.job_id from changed_rows c join job_steps s on s.job_step_id = c.job_step_id join jobs j on j.job_id = s.job_id;
     return null;
   end $$`,
  ...(['insert', 'update', 'delete'] as const).flatMap((op) => {
    const rows = op === 'delete' ? 'old' : 'new';
    return [
      `create trigger dashboard_summary_trackers_${op} after ${op} on user_trackers referencing ${rows} table as changed_rows for each statement execute function dashboard_summary_mark_trackers()`,
      `create trigger dashboard_summary_steps_${op} after ${op} on job_steps referencing ${rows} table as changed_rows for each statement execute function dashboard_summary_mark_steps()`,
      `create trigger dashboard_summary_activities_${op} after ${op} on job_step_activities referencing ${rows} table as changed_rows for each statement execute function dashboard_summary_mark_activities()`,
    ];
  }),
  // Every requisition is summarised on the job's first run.
  `insert into dashboard_summary_changes (account_id, job_id) select account_id, job_id from jobs`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) {
    for (const [name, table] of [
      ['trackers', 'user_trackers'],
      ['steps', 'job_steps'],
      ['activities', 'job_step_activities'],
    ]) {
      await sql.raw(`drop trigger if exists dashboard_summary_${name}_${op} on ${table}`).execute(db);
    }
  }
  for (const fn of ['trackers', 'steps', 'activities'])
    await sql.raw(`drop function if exists dashboard_summary_mark_${fn}()`).execute(db);
  for (const table of [
    'dashboard_activity_day_counts',
    'dashboard_step_day_counts',
    'dashboard_day_counts',
    'dashboard_summary_state',
    'dashboard_summary_changes',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
