/**
 * The bias audit's published summaries and the candidate notice (D208).
 * `bias_audit_publications` keeps a copy of the figures a company published (the report as it was
 * when published, so later data does not change a published summary); withdrawing one clears
 * `is_published` and keeps the row. `candidate_notices` holds a company's own notice text per
 * language (en, es, fr); a language left out shows the default text. The accommodation request may
 * now ask for an alternative process (`alternative_process`), from the notice.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table bias_audit_publications (
    publication_id serial primary key,
    account_id integer not null references accounts (account_id) on delete cascade,
    report jsonb not null,
    is_published boolean not null default true,
    published_by integer references users (user_id) on delete set null,
    published_at timestamptz not null default now()
  )`,
  `create index bias_audit_publications_account_idx on bias_audit_publications (account_id, published_at desc)`,
  `create table candidate_notices (
    account_id integer primary key references accounts (account_id) on delete cascade,
    texts jsonb not null default '{}'::jsonb,
    updated_by integer references users (user_id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
  `alter table accommodation_requests drop constraint accommodation_requests_kinds_check`,
  `alter table accommodation_requests add constraint accommodation_requests_kinds_check
    check (cardinality(kinds) between 1 and 5
      and kinds <@ array['extra_time', 'breaks', 'no_countdown', 'screen_reader', 'alternative_process']::text[])`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists candidate_notices').execute(db);
  await sql.raw('drop table if exists bias_audit_publications').execute(db);
}
