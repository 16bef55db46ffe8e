/**
 * A company may ask that its timed tests fill the screen (D431): `ask_full_screen` on the
 * candidate notice's row, since the candidate is told of it there and before each timed test.
 * Off by default: full screen is a request the candidate may leave, never a lock.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table candidate_notices add column ask_full_screen boolean not null default false').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table candidate_notices drop column if exists ask_full_screen').execute(db);
}
