/**
 * The provider's terms of use and privacy policy as numbered versions kept forever, each
 * candidate's acceptance of a version, and a company's own privacy notice shown beside the
 * provider's policy to its candidates. The first version of both documents is written here.
 */
import { sql, type Kysely } from 'kysely';
import { FIRST_VERSIONS } from './0054-legal-first-versions.ts';

const statements = [
  `create table legal_document_versions (
     legal_document_version_id serial primary key,
     document text not null check (document in ('terms', 'privacy')),
     version integer not null check (version >= 1),
     effective_on date not null,
     body_en text not null check (length(body_en) between 1 and 100000),
     body_es text not null default '' check (length(body_es) <= 100000),
     body_fr text not null default '' check (length(body_fr) <= 100000),
     published_at timestamptz,
     created_by integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     unique (document, version)
   )`,
  `create table legal_acceptances (
     user_id integer not null references users (user_id) on delete cascade,
     legal_document_version_id integer not null references legal_document_versions (legal_document_version_id),
     accepted_at timestamptz not null default now(),
     primary key (user_id, legal_document_version_id)
   )`,
  `create table company_privacy_notices (
     account_id integer primary key references accounts (account_id) on delete cascade,
     body text not null check (length(body) between 1 and 20000),
     updated_by integer references users (user_id) on delete set null,
     updated_at timestamptz not null default now()
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const first of FIRST_VERSIONS) {
    await sql`insert into legal_document_versions (document, version, effective_on, body_en, body_es, body_fr, published_at)
              values (${first.document}, 1, ${first.effective_on}, ${first.en}, ${first.es}, ${first.fr}, now())`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists company_privacy_notices').execute(db);
  await sql.raw('drop table if exists legal_acceptances').execute(db);
  await sql.raw('drop table if exists legal_document_versions').execute(db);
}
