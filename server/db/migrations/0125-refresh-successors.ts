/**
 * A refresh whose reply was lost (D282): each refresh token records the token it was
 * rotated from and the device (`X-Assay-Device`) that asked for it, so a used token presented again
 * past the reuse grace can be told apart from theft: if none of its successors was ever used and
 * the same device asks, the reply never arrived. Tokens issued before carry neither, and a used one
 * of them presented past the grace is taken for theft as before.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table refresh_tokens
    add column rotated_from integer references refresh_tokens (refresh_token_id) on delete set null,
    add column device_id text check (char_length(device_id) <= 64)`,
  `create index refresh_tokens_rotated_from_idx on refresh_tokens (rotated_from) where rotated_from is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists refresh_tokens_rotated_from_idx').execute(db);
  await sql
    .raw('alter table refresh_tokens drop column if exists rotated_from, drop column if exists device_id')
    .execute(db);
}
