/**
 * The company dashboards' summaries kept per application (decision D157, after D143): one row per
 * application with what it adds to the day tables of migration 0068 (its day, source, status,
 * whether it completed its plan, the steps and activities it started and completed, its days to
 * hire), one row per completed step with its days in that step, and its attribute scores with the
 * scope's columns beside them. The refresh job recounts only the applications marked in
 * dashboard_application_changes: it subtracts their old rows from the day tables and adds the
 * new ones. A plan change still marks its requisition (dashboard_summary_changes), which the job
 * turns into marks for that requisition's applications.
 */
import { sql, type Kysely } from 'kysely';

const scopeColumns = `account_id integer not null references accounts (account_id) on delete cascade,
    job_id integer not null references jobs (job_id) on delete cascade,
    source_key integer not null,
    day date not null`;

const statements = [
  `create table dashboard_application_changes (change_id bigserial primary key, ref_id uuid not null)`,
  `create index dashboard_application_changes_ref_idx on dashboard_application_changes (ref_id)`,
  // No foreign key on ref_id: a deleted application's row must stay until the job subtracts it.
  `create table dashboard_applications (
    ref_id uuid primary key,
    ${scopeColumns},
    status text not null,
    completed_plan boolean not null,
    hired_days double precision,
    started_steps integer[] not null,
    completed_steps integer[] not null,
    started_activities integer[] not null,
    completed_activities integer[] not null
  )`,
  `create index dashboard_applications_scope_idx on dashboard_applications (account_id, day) include (job_id, source_key, hired_days)`,
  `create index dashboard_applications_job_idx on dashboard_applications (job_id)`,
  `create table dashboard_step_spans (
    ref_id uuid not null,
    job_step_id integer not null,
    ${scopeColumns},
    days double precision not null,
    primary key (ref_id, job_step_id)
  )`,
  `create index dashboard_step_spans_scope_idx on dashboard_step_spans (account_id, day) include (job_id, source_key, job_step_id, days)`,
  `create table dashboard_attribute_scores (
    ref_id uuid not null,
    attribute_type_id integer not null,
    ${scopeColumns},
    hired boolean not null,
    score numeric(5, 2) not null,
    primary key (ref_id, attribute_type_id)
  )`,
  `create index dashboard_attribute_scores_scope_idx on dashboard_attribute_scores (account_id, day) include (job_id, source_key, attribute_type_id, hired, score)`,
  // Writes to applications (progress reaches them through refresh_tracker_progress) and to their
  // attribute scores mark the applications, in one insert per statement.
  `create or replace function dashboard_summary_mark_trackers() returns trigger language plpgsql as $$
   begin
     insert into dashboard_application_changes (ref_id) select distinct ref_id from changed_rows;
     return null;
   end $$`,
  ...(['insert', 'update', 'delete'] as const).map(
    (op) =>
      `create trigger dashboard_summary_scores_${op} after ${op} on application_attribute_scores referencing ${op === 'delete' ? 'old' : 'new'} table as changed_rows for each statement execute function dashboard_summary_mark_trackers()`,
  ),
  // Rebuilt from nothing: the company dashboards read the live tables until the job has counted every application.
  `truncate dashboard_day_counts, dashboard_step_day_counts, dashboard_activity_day_counts, dashboard_summary_changes`,
  `delete from dashboard_summary_state`,
  `insert into dashboard_application_changes (ref_id) select ref_id from user_trackers`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger if exists dashboard_summary_scores_${op} on application_attribute_scores`).execute(db);
  await sql
    .raw(
      `create or replace function dashboard_summary_mark_trackers() returns trigger language plpgsql as $$
       begin
         insert into dashboard_summary_changes (account_id, job_id) select distinct account_id, job_id from changed_rows;
         return null;
       end $$`,
    )
    .execute(db);
  for (const table of [
    'dashboard_attribute_scores',
    'dashboard_step_spans',
    'dashboard_applications',
    'dashboard_application_changes',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
  await sql.raw(`truncate dashboard_day_counts, dashboard_step_day_counts, dashboard_activity_day_counts`).execute(db);
  await sql.raw(`delete from dashboard_summary_state`).execute(db);
  await sql
    .raw(`insert into dashboard_summary_changes (account_id, job_id) select account_id, job_id from jobs`)
    .execute(db);
}
