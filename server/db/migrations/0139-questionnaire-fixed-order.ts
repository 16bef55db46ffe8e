/**
 * Questions shuffled per attempt (D319): a questionnaire's counted items are shown in an order of
 * each attempt's own unless its author fixed the order. Off by default: every questionnaire is
 * shuffled but the career pathways questionnaire, which asks about the pathway's roles in the
 * pathway's order; practice items always keep their place.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table assessments add column fixed_order boolean not null default false').execute(db);
  await sql.raw("update assessments set fixed_order = true where kind = 'career_pathways'").execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table assessments drop column if exists fixed_order').execute(db);
}
