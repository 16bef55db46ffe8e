/**
 * Skills-test versions: publishing copies an authored test into a frozen row (version_of, version),
 * which candidates take; the authored row stays the editable draft that plans name. A candidate's
 * run keeps the row it started on. Tests written before authoring (is_draft false) are taken as
 * they are until their first published version.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table skills_tests
    add column is_draft boolean not null default false,
    add column version_of integer references skills_tests (skills_test_id) on delete cascade,
    add column version integer,
    add column published_at timestamptz,
    add column published_by integer references users (user_id) on delete set null,
    add constraint skills_tests_version_check check ((version_of is null) = (version is null))`.execute(db);
  await sql`create unique index skills_tests_version_idx on skills_tests (version_of, version) where version_of is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index skills_tests_version_idx`.execute(db);
  await sql`alter table skills_tests drop column published_by, drop column published_at, drop column version, drop column version_of, drop column is_draft`.execute(
    db,
  );
}
