/**
 * Employees of a company: the people the job profiles and pathways measure. An employee may be a
 * signed-up user (a hired applicant keeps their user, so their assessment history stays theirs)
 * or only a record the company keeps. Ending employment keeps the row with its end date, the
 * reason and whether it was voluntary: separations are outcome data.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table employees (
    employee_id serial primary key,
    account_id integer not null references accounts (account_id),
    user_id integer references users (user_id),
    hired_from_ref_id text,
    first_name text not null,
    last_name text not null,
    email text,
    job_title text not null,
    location text not null default '',
    start_date date not null,
    end_date date,
    separation_type text check (separation_type in ('voluntary', 'involuntary')),
    separation_reason text,
    supervisor_email text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((end_date is null) = (separation_type is null)),
    check (end_date is null or end_date >= start_date)
  )`,
  `create unique index employees_account_user_idx on employees (account_id, user_id) where user_id is not null`,
  `create unique index employees_account_email_idx on employees (account_id, lower(email)) where email is not null`,
  `create index employees_account_name_idx on employees (account_id, last_name, first_name)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists employees').execute(db);
}
