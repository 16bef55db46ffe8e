/**
 * Self-scheduling links for interviews outside the plan (D228).
 * `interviews.duration_minutes`: how long the candidate books when the interview has no interview
 * activity to read it from (an activity's duration stays in its settings); null for the others.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('alter table interviews add column duration_minutes integer check (duration_minutes between 10 and 480)')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table interviews drop column if exists duration_minutes').execute(db);
}
