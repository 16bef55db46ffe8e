/**
 * Where an application stands in its requisition's pipeline (migration 0095, D202), as SQL over a
 * `user_trackers` row aliased `t`: the step its progress reached, or the step staff moved it to
 * when that one is later in the plan. A new application (no progress) stands at the first step;
 * one that completed every activity stands at the last. Used by the board and the staff home.
 */
import { sql, type RawBuilder } from 'kysely';

/** The step progress reached: current_job_step_id, else first (nothing done) or last (all done). */
const progressStep = sql`coalesce(t.current_job_step_id, (
  select fs.job_step_id from job_steps fs where fs.job_id = t.job_id
   order by ${sql.raw('fs.sort_order')} * (case when t.completed_activity_count = 0 then 1 else -1 end), fs.job_step_id limit 1))`;

/** The stage's job_step_id (null only for a plan without steps). */
export const stageStepId: RawBuilder<number | null> = sql<number | null>`(
  select s.job_step_id from job_steps s
   where s.job_step_id in (${progressStep}, t.stage_job_step_id)
   order by s.sort_order desc, s.job_step_id desc limit 1)`;

/**
 * Since when the applicant is in their stage: the staff move, the last completed activity, or the
 * application itself, whichever is latest.
 */
export const stageSince: RawBuilder<Date> = sql<Date>`greatest(t.created_at, t.stage_changed_at, (
  select max(u.completed_at) from user_step_activities u where u.ref_id = t.ref_id and u.is_completed))`;
