/**
 * Job profiles (decision D129): a role a company hires for again and again, kept as a `jobs` row
 * with job_type_id 1 so its team members, attribute groups and predictive models are the ones
 * requisitions already have. Its participants are employees measured in that role (an employee is
 * in at most one profile; removing them or deleting the profile only detaches them), and it lists
 * the outcomes that matter for the role.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  // The column check allowed 2 and 4; 1 is a job profile (0002 named the check jobs_job_type_id_check).
  `alter table jobs drop constraint jobs_job_type_id_check`,
  `alter table jobs add constraint jobs_job_type_id_check check (job_type_id in (1, 2, 4))`,
  `alter table employees add column job_profile_id integer references jobs (job_id)`,
  `create index employees_job_profile_idx on employees (job_profile_id) where job_profile_id is not null`,
  `create table job_profile_outcomes (
    job_id integer not null references jobs (job_id) on delete cascade,
    outcome text not null check (outcome in ('retention_90_day', 'turnover', 'performance_rating', 'satisfaction')),
    sort_order integer not null,
    primary key (job_id, outcome)
  )`,
  `create index jobs_account_type_idx on jobs (account_id, job_type_id) where deleted_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists jobs_account_type_idx').execute(db);
  await sql.raw('drop table if exists job_profile_outcomes').execute(db);
  await sql.raw('alter table employees drop column if exists job_profile_id').execute(db);
  await sql.raw('delete from jobs where job_type_id = 1').execute(db);
  await sql.raw('alter table jobs drop constraint jobs_job_type_id_check').execute(db);
  await sql.raw('alter table jobs add constraint jobs_job_type_id_check check (job_type_id in (2, 4))').execute(db);
}
