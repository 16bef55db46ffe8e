/**
 * Single sign-on (D121): a company's OpenID Connect provider, the email domains it covers (one
 * company per domain, so a domain never signs anyone in to another company), and the nonces the
 * server handed out for sign-ins, each usable once until it expires.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table company_sso (
     account_id integer primary key references accounts (account_id) on delete cascade,
     enabled boolean not null default false,
     issuer text not null default '' check (length(issuer) <= 500),
     client_id text not null default '' check (length(client_id) <= 200),
     password_allowed boolean not null default true,
     updated_by integer references users (user_id) on delete set null,
     updated_at timestamptz not null default now()
   )`,
  `create table company_sso_domains (
     domain text primary key check (domain = lower(domain) and length(domain) between 3 and 253),
     account_id integer not null references company_sso (account_id) on delete cascade
   )`,
  `create index company_sso_domains_account_idx on company_sso_domains (account_id)`,
  `create table sso_nonces (
     nonce_hash text primary key,
     expires_at timestamptz not null,
     used_at timestamptz
   )`,
  `create index sso_nonces_expiry_idx on sso_nonces (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists sso_nonces').execute(db);
  await sql.raw('drop table if exists company_sso_domains').execute(db);
  await sql.raw('drop table if exists company_sso').execute(db);
}
