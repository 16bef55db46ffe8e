/**
 * A requisition's own anchored levels per weighted attribute (decision D160): applying a
 * scoring-criteria template copies each criterion's five levels here, where the recruiter reads and
 * edits them beside the weights. Null: the attribute has no anchors on this requisition.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table job_attribute_group_attributes add column levels jsonb').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table job_attribute_group_attributes drop column if exists levels').execute(db);
}
