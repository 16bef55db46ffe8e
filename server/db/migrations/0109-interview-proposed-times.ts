/**
 * Proposed times for a self-scheduling link (D233).
 * `interviews.proposed_times`: the starts (ISO instants, a JSON array) staff proposed; the candidate
 * books one of them that is still free. Null: any of the panel's common free times.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      "alter table interviews add column proposed_times jsonb check (proposed_times is null or jsonb_typeof(proposed_times) = 'array')",
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table interviews drop column if exists proposed_times').execute(db);
}
