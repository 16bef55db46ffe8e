/**
 * Progress counts only the tracker's current plan: a completion counts while its
 * activity belongs to a step of the tracker's job, so a move to another requisition or a removed
 * activity no longer inflates the count. The recount lives in one SQL function,
 * `refresh_tracker_progress(uuid[])`, called by the triggers on user_step_activities and by
 * server/modules/activity (moves, plan deletions, re-takes).
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create or replace function refresh_tracker_progress(ref_ids uuid[]) returns void language sql as $$
     update user_trackers t set
       completed_activity_count = (
         select count(*) from user_step_activities u
           join job_step_activities a on a.job_step_activity_id = u.job_step_activity_id
           join job_steps s on s.job_step_id = a.job_step_id
          where u.ref_id = t.ref_id and u.is_completed and s.job_id = t.job_id
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
     where t.ref_id = any(ref_ids)
   $$`,
  `create or replace function user_trackers_refresh_progress() returns trigger language plpgsql as $$
   begin
     perform refresh_tracker_progress(array(select distinct ref_id from changed_rows));
     return null;
   end $$`,
  `create trigger user_step_activities_progress_del after delete on user_step_activities
     referencing old table as changed_rows for each statement execute function user_trackers_refresh_progress()`,
  `select refresh_tracker_progress(array(select ref_id from user_trackers))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger if exists user_step_activities_progress_del on user_step_activities').execute(db);
  await sql
    .raw(
      `create or replace function user_trackers_refresh_progress() returns trigger language plpgsql as $$
       begin
         update user_trackers t set
           completed_activity_count = (select count(*) from user_step_activities u where u.ref_id = t.ref_id and u.is_completed),
           current_job_step_id = (
             select s.job_step_id from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id
              where s.job_id = t.job_id
                and not exists (select 1 from user_step_activities u where u.ref_id = t.ref_id and u.job_step_activity_id = a.job_step_activity_id and u.is_completed)
              order by s.sort_order, s.job_step_id, a.sort_order, a.job_step_activity_id limit 1)
         where t.ref_id in (select distinct ref_id from changed_rows);
         return null;
       end $$`,
    )
    .execute(db);
  await sql.raw('drop function if exists refresh_tracker_progress(uuid[])').execute(db);
}
