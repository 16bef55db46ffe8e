/**
 * Single sign-on domains a company proves it owns (D261). A claim is per company now: each holds
 * the company's own token for the domain's DNS TXT record, and when it was verified and last
 * checked. Claims nobody proved may be many (one company's guess never blocks another), but a
 * domain is verified for one company at most (the partial unique index). Claims made before this
 * migration were never proved: they start unverified, with a token of their own.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table company_sso_domains
     add column token text,
     add column added_at timestamptz not null default now(),
     add column verified_at timestamptz,
     add column checked_at timestamptz,
     add column check_problem text
       check (check_problem in ('no_record', 'wrong_record', 'dns_unavailable', 'taken'))`,
  `update company_sso_domains set token = replace(gen_random_uuid()::text, '-', '')`,
  `alter table company_sso_domains alter column token set not null`,
  `alter table company_sso_domains drop constraint company_sso_domains_pkey`,
  `alter table company_sso_domains add primary key (account_id, domain)`,
  `drop index company_sso_domains_account_idx`,
  `create unique index company_sso_domains_verified_idx on company_sso_domains (domain) where verified_at is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to one claim per domain: the verified one, else the earliest.
  await sql
    .raw(
      `delete from company_sso_domains d using company_sso_domains e
        where d.domain = e.domain and d.account_id <> e.account_id
          and (e.verified_at is not null and d.verified_at is null
               or (e.verified_at is null) = (d.verified_at is null) and (e.added_at, e.account_id) < (d.added_at, d.account_id))`,
    )
    .execute(db);
  await sql.raw('drop index if exists company_sso_domains_verified_idx').execute(db);
  await sql.raw('alter table company_sso_domains drop constraint company_sso_domains_pkey').execute(db);
  await sql.raw('alter table company_sso_domains add primary key (domain)').execute(db);
  await sql.raw('create index company_sso_domains_account_idx on company_sso_domains (account_id)').execute(db);
  await sql
    .raw(
      `alter table company_sso_domains
         drop column token, drop column added_at, drop column verified_at, drop column checked_at, drop column check_problem`,
    )
    .execute(db);
}
