/**
 * Since when an application stands where it is, as SQL over a `user_trackers` row aliased `t`. The
 * stage itself is `t.pipeline_job_step_id`, which the triggers of migration 0108 keep (D230, the
 * D202 rule written there once for a row and once set-based).
 */
import { sql, type RawBuilder } from 'kysely';

/**
 * Since when the applicant is in their stage: the staff move, the last completed activity, or the
 * application itself, whichever is latest.
 */
export const stageSince: RawBuilder<Date> = sql<Date>`greatest(t.created_at, t.stage_changed_at, (
  select max(u.completed_at) from user_step_activities u where u.ref_id = t.ref_id and u.is_completed))`;
