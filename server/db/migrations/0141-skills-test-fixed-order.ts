/**
 * A skills test's questions and options shuffled per run (D332): a timed section's questions, and
 * each question's options, are shown in an order of the run's own unless the test's author fixed
 * the order. Off by default, like a questionnaire's (migration 0139); a published version keeps the
 * setting its author had when it was published.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table skills_tests add column fixed_order boolean not null default false').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table skills_tests drop column if exists fixed_order').execute(db);
}
