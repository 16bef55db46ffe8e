/**
 * Provider administration of companies: a suspended company's staff cannot sign in and its
 * candidates cannot apply; its size band is kept for the customer list. A provider admin resetting
 * someone's sign-in sets `sessions_revoked_at`: access tokens issued before it stop working.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table accounts add column suspended_at timestamptz`,
  `alter table accounts add column company_size smallint check (company_size between 1 and 5)`,
  `alter table users add column sessions_revoked_at timestamptz`,
  `create index audit_events_occurred_idx on audit_events (occurred_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists audit_events_occurred_idx').execute(db);
  await sql.raw('alter table users drop column if exists sessions_revoked_at').execute(db);
  await sql.raw('alter table accounts drop column if exists company_size').execute(db);
  await sql.raw('alter table accounts drop column if exists suspended_at').execute(db);
}
