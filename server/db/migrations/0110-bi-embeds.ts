/**
 * Embedded BI dashboards (D235). `bi_embeds`: a company's dashboards on an
 * outside BI server that supports Metabase-style static embedding: the server's address, the
 * dashboard's number there, the embedding secret key (read by the server only, to sign the
 * short-lived token; never sent back), and whether it is a company dashboard or one shown with each
 * requisition. The last connection test's status, reason and time, as calendar connections keep theirs.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table bi_embeds (
     embed_id integer generated always as identity primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     name text not null,
     site_url text not null,
     dashboard integer not null check (dashboard > 0),
     secret text not null,
     scope text not null check (scope in ('company', 'requisition')),
     status text not null default 'unchecked' check (status in ('unchecked', 'connected', 'failing')),
     last_error text not null default '',
     checked_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index bi_embeds_account on bi_embeds (account_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists bi_embeds').execute(db);
}
