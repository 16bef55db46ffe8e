/**
 * What is measured about employees: attribute scores (0-100, as applications have them) and
 * outcome values (a performance rating, a satisfaction score...), each dated. With the end of
 * employment in `employees` these are what the correlations relate.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table employee_attribute_scores (
    employee_id integer not null references employees (employee_id) on delete cascade,
    attribute_type_id integer not null references attribute_types (attribute_type_id),
    score numeric not null check (score between 0 and 100),
    measured_at date not null,
    primary key (employee_id, attribute_type_id)
  )`,
  `create table employee_outcome_values (
    employee_id integer not null references employees (employee_id) on delete cascade,
    outcome text not null,
    value numeric not null,
    measured_at date not null,
    primary key (employee_id, outcome, measured_at)
  )`,
  `create index employee_attribute_scores_attribute_idx on employee_attribute_scores (attribute_type_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists employee_outcome_values').execute(db);
  await sql.raw('drop table if exists employee_attribute_scores').execute(db);
}
