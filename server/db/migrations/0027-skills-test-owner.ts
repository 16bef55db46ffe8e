/**
 * Who a skills test belongs to: a company's own tests (account_id) beside the
 * provider's library (null), so the plan editor offers a company its own tests and the provider's,
 * never another company's.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table skills_tests add column account_id integer references accounts (account_id) on delete cascade`.execute(
    db,
  );
  await sql`create index skills_tests_account_idx on skills_tests (account_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table skills_tests drop column if exists account_id`.execute(db);
}
