/**
 * The applicant list: keeps each application's progress columns (completed activity
 * count, current step) right whoever writes user_step_activities, and adds the indexes the list's
 * search and orderings need to stay index-driven at 100,000 applications.
 */
import { sql, type Kysely } from 'kysely';

/** Recomputes progress for the trackers named in the statement's transition table. */
const refreshProgress = `
  update user_trackers t set
    completed_activity_count = (
      select count(*) from user_step_activities u where u.ref_id = t.ref_id and u.is_completed
    ),
    current_job_step_id = (
      select s.job_step_id
        from job_steps s
        join job_step_activities a on a.job_step_id = s.job_step_id
       where s.job_id = t.job_id
         and not exists (
           select 1 from user_step_activities u
            where u.ref_id = t.ref_id and u.job_step_activity_id = a.job_step_activity_id and u.is_completed
         )
       order by s.sort_order, s.job_step_id, a.sort_order, a.job_step_activity_id
       limit 1
    )
  where t.ref_id in (select distinct ref_id from changed_rows)`;

const statements = [
  `create function user_trackers_refresh_progress() returns trigger language plpgsql as $$
   begin
     ${refreshProgress};
     return null;
   end $$`,
  // Statement-level with transition tables: one set-based update per insert or update statement,
  // so a multi-row insert of activities costs one recomputation, not one per row.
  `create trigger user_step_activities_progress_ins after insert on user_step_activities
     referencing new table as changed_rows for each statement execute function user_trackers_refresh_progress()`,
  `create trigger user_step_activities_progress_upd after update on user_step_activities
     referencing new table as changed_rows for each statement execute function user_trackers_refresh_progress()`,
  // Existing applications (none on a fresh database).
  `update user_trackers t set current_job_step_id = (
      select s.job_step_id from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id
       where s.job_id = t.job_id
         and not exists (select 1 from user_step_activities u where u.ref_id = t.ref_id and u.job_step_activity_id = a.job_step_activity_id and u.is_completed)
       order by s.sort_order, s.job_step_id, a.sort_order, a.job_step_activity_id limit 1)`,

  // Ordering by progress ("step") within a requisition.
  `create index user_trackers_job_step_idx on user_trackers (job_id, completed_activity_count desc, ref_id) where removed_at is null`,
  // Filtering by current step within a requisition.
  `create index user_trackers_job_current_step_idx on user_trackers (job_id, current_job_step_id, created_at desc) where removed_at is null`,
  // The account-wide list ordered by fit.
  `create index user_trackers_account_fit_idx on user_trackers (account_id, fit_score desc nulls last, ref_id) where removed_at is null`,
  // A requisition's plan, read on every list page (steps and their activities).
  `create index if not exists job_steps_job_order_idx on job_steps (job_id, sort_order)`,
  `create index if not exists job_step_activities_step_order_idx on job_step_activities (job_step_id, sort_order)`,
  // Search: the start of the first name, last name or email (plain btree, works on PGlite and PostgreSQL).
  `create index users_lower_email_prefix_idx on users (lower(email) text_pattern_ops)`,
  `create index users_lower_first_name_prefix_idx on users (lower(first_name) text_pattern_ops)`,
  `create index users_lower_last_name_prefix_idx on users (lower(last_name) text_pattern_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop index if exists users_lower_last_name_prefix_idx',
    'drop index if exists users_lower_first_name_prefix_idx',
    'drop index if exists users_lower_email_prefix_idx',
    'drop index if exists job_step_activities_step_order_idx',
    'drop index if exists job_steps_job_order_idx',
    'drop index if exists user_trackers_account_fit_idx',
    'drop index if exists user_trackers_job_current_step_idx',
    'drop index if exists user_trackers_job_step_idx',
    'drop trigger if exists user_step_activities_progress_upd on user_step_activities',
    'drop trigger if exists user_step_activities_progress_ins on user_step_activities',
    'drop function if exists user_trackers_refresh_progress()',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
