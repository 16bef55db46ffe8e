/**
 * Employees answer satisfaction questions about themselves (decision D150): an outcome question is
 * asked of supervisors (about their people, D138) or of employees (about their own work), and an
 * employee's answers for an outcome period are kept per question. Each answered employee's mean
 * becomes their satisfaction in employee_outcome_values, which the satisfaction board reads.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table outcome_questions add column audience text not null default 'supervisor' check (audience in ('supervisor', 'employee'))`,
  `create table satisfaction_answers (
    outcome_period_id integer not null references outcome_periods (outcome_period_id) on delete cascade,
    employee_id integer not null references employees (employee_id) on delete cascade,
    outcome_question_id integer not null references outcome_questions (outcome_question_id) on delete cascade,
    value smallint not null check (value between 1 and 5),
    answered_at timestamptz not null default now(),
    primary key (outcome_period_id, employee_id, outcome_question_id)
  )`,
  `create index satisfaction_answers_employee_idx on satisfaction_answers (employee_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists satisfaction_answers').execute(db);
  await sql.raw('alter table outcome_questions drop column if exists audience').execute(db);
}
