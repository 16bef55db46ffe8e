/**
 * Passwordless sign-in with a passkey (decision D212). Each WebAuthn challenge handed to the sign-in
 * page is kept until it is answered or expires: answering deletes it, so a challenge works once,
 * and an answer replayed later finds nothing to match.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table passkey_sign_in_challenges (
     challenge text primary key,
     expires_at timestamptz not null
   )`,
  `create index passkey_sign_in_challenges_expiry on passkey_sign_in_challenges (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists passkey_sign_in_challenges').execute(db);
}
