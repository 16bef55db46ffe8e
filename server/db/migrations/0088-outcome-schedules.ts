/**
 * Outcome periods opened on a schedule (decision D170): a job profile may open one every N months
 * counted from `starts_on` (so the 31st stays the month's last day), the next on `next_on`. A period opened by the schedule keeps the day it was due
 * (`outcome_periods.scheduled_on`), unique per profile, so a run repeated, or two processes running
 * at once, can open it only once. The schedule remembers its last due day and what happened then.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table outcome_schedules (
    job_id integer primary key references jobs (job_id) on delete cascade,
    name text not null check (length(name) between 1 and 120),
    every_months smallint not null check (every_months between 1 and 12),
    starts_on date not null,
    next_on date not null check (next_on >= starts_on),
    last_due_on date,
    last_outcome_period_id integer references outcome_periods (outcome_period_id) on delete set null,
    last_skipped text check (last_skipped in ('no_outcome_questions', 'no_supervisors')),
    updated_by integer references users (user_id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
  `create index outcome_schedules_next_idx on outcome_schedules (next_on)`,
  `alter table outcome_periods add column scheduled_on date`,
  `create unique index outcome_periods_scheduled_idx on outcome_periods (job_id, scheduled_on) where scheduled_on is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists outcome_schedules').execute(db);
  await sql.raw('drop index if exists outcome_periods_scheduled_idx').execute(db);
  await sql.raw('alter table outcome_periods drop column if exists scheduled_on').execute(db);
}
