/**
 * Outcomes supervisors report (decision D138): the company's outcome questions (each answered on a
 * 1-5 scale), a job profile's outcome periods (a round of questions dated the day the answers
 * count for), one invitation per supervisor and period (a link whose token is kept hashed) naming
 * the employees they answer about, and the answers. Each answered employee's mean becomes their
 * performance rating in employee_outcome_values, which the profile's correlations read.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table outcome_questions (
    outcome_question_id serial primary key,
    account_id integer not null references accounts (account_id) on delete cascade,
    question text not null check (length(question) between 1 and 500),
    sort_order integer not null,
    deleted_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index outcome_questions_account_idx on outcome_questions (account_id) where deleted_at is null`,
  `create table outcome_periods (
    outcome_period_id serial primary key,
    job_id integer not null references jobs (job_id) on delete cascade,
    name text not null check (length(name) between 1 and 200),
    measured_on date not null,
    created_by integer references users (user_id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  `create index outcome_periods_job_idx on outcome_periods (job_id)`,
  `create table outcome_invitations (
    outcome_invitation_id serial primary key,
    outcome_period_id integer not null references outcome_periods (outcome_period_id) on delete cascade,
    supervisor_email text not null check (length(supervisor_email) between 3 and 254),
    token_hash text not null unique,
    expires_at timestamptz not null,
    created_at timestamptz not null default now(),
    unique (outcome_period_id, supervisor_email)
  )`,
  `create table outcome_invitation_employees (
    outcome_invitation_id integer not null references outcome_invitations (outcome_invitation_id) on delete cascade,
    employee_id integer not null references employees (employee_id) on delete cascade,
    answered_at timestamptz,
    primary key (outcome_invitation_id, employee_id)
  )`,
  `create table outcome_answers (
    outcome_invitation_id integer not null,
    employee_id integer not null,
    outcome_question_id integer not null references outcome_questions (outcome_question_id) on delete cascade,
    value smallint not null check (value between 1 and 5),
    primary key (outcome_invitation_id, employee_id, outcome_question_id),
    foreign key (outcome_invitation_id, employee_id) references outcome_invitation_employees (outcome_invitation_id, employee_id) on delete cascade
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outcome_answers',
    'outcome_invitation_employees',
    'outcome_invitations',
    'outcome_periods',
    'outcome_questions',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
