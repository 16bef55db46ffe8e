/**
 * When a job profile's measurement plan is given (decision D174): `days_after_start` days after
 * each participant's start (0: on the first day). The hourly job enrols every participant once:
 * `job_profile_enrolments` keys the profile and employee, so a repeated run, or two runs at once,
 * give nobody a second tracker; the tracker (`ref_id`) is the employee's as a candidate's would be.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table job_profile_plan_timing (
    job_id integer primary key references jobs (job_id) on delete cascade,
    days_after_start smallint not null check (days_after_start between 0 and 3650),
    updated_by integer references users (user_id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
  `create table job_profile_enrolments (
    job_id integer not null references jobs (job_id) on delete cascade,
    employee_id integer not null references employees (employee_id) on delete cascade,
    ref_id uuid not null unique references user_trackers (ref_id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (job_id, employee_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists job_profile_enrolments').execute(db);
  await sql.raw('drop table if exists job_profile_plan_timing').execute(db);
}
