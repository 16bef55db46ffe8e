/**
 * The pipeline staff move applicants through (D202). A requisition's plan
 * steps are its stages; an application stands at the step its progress reached
 * (`current_job_step_id`, kept by the triggers of 0011/0026) unless staff moved it further:
 * `stage_job_step_id` is that move, and the later of the two (by the plan's order) is where the
 * applicant stands. `stage_changed_at` dates the move for "days in stage".
 * `application_undo` keeps, per application, the state before the last advance or reject, so an
 * undo puts back exactly what was there (status, reason, note, stage), not a guess.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table user_trackers
     add column stage_job_step_id integer references job_steps (job_step_id) on delete set null,
     add column stage_changed_at timestamptz`,
  `create table application_undo (
     ref_id uuid primary key references user_trackers (ref_id) on delete cascade,
     action text not null check (action in ('advance', 'reject')),
     previous jsonb not null,
     done_by integer not null references users (user_id) on delete cascade,
     done_at timestamptz not null default now()
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists application_undo').execute(db);
  await sql
    .raw('alter table user_trackers drop column if exists stage_job_step_id, drop column if exists stage_changed_at')
    .execute(db);
}
