/**
 * Custom dashboards (decision D135): a named, ordered selection of account dashboard charts, kept
 * by its creator for themselves or shared with their company's dashboard readers.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table custom_dashboards (
    dashboard_id serial primary key,
    account_id integer not null references accounts (account_id) on delete cascade,
    created_by integer not null references users (user_id) on delete cascade,
    name text not null,
    charts jsonb not null default '[]'::jsonb,
    shared boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index custom_dashboards_account_idx on custom_dashboards (account_id, created_by)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists custom_dashboards`.execute(db);
}
