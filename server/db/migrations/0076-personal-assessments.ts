/**
 * The questionnaires a company has turned off for its plans (decision D154). A row means off;
 * none means on, so a questionnaire the provider adds is on everywhere until a company says not.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table account_disabled_assessments (
    account_id integer not null references accounts (account_id) on delete cascade,
    asmt_id integer not null references assessments (asmt_id) on delete cascade,
    disabled_at timestamptz not null default now(),
    primary key (account_id, asmt_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists account_disabled_assessments`.execute(db);
}
