/**
 * Outside-service secrets are sealed at rest (D265): each secret column holds nothing or a sealed
 * value. The checks are added NOT VALID: the values an older version stored in clear are sealed
 * by the start-up step right after the migrations (the key is not the database's to know), which
 * then validates them. From here on, a write of a clear secret fails instead of being kept.
 */
import { sql, type Kysely } from 'kysely';

/** The secret columns of this migration's time (server/secrets/sealed-columns.ts lists them for the code). */
const SEALED_COLUMNS = [
  { table: 'calendar_connections', column: 'secret' },
  { table: 'sms_connections', column: 'secret' },
  { table: 'bi_embeds', column: 'secret' },
  { table: 'background_check_connections', column: 'api_key' },
  { table: 'job_boards', column: 'api_key' },
];

export const sealedCheckName = (table: string, column: string) => `${table}_${column}_sealed`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of SEALED_COLUMNS)
    await sql
      .raw(
        `alter table ${table} add constraint ${sealedCheckName(table, column)}
           check (${column} = '' or ${column} like 'assay-sealed:%') not valid`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of SEALED_COLUMNS)
    await sql.raw(`alter table ${table} drop constraint if exists ${sealedCheckName(table, column)}`).execute(db);
}
