/**
 * Sign-ups waiting for their emailed code (decision D242). Creating an account answers the same
 * for a new and a known address; for a new one the account is made only when the code mailed to
 * the address comes back. One row per address (a new request replaces it): the code's hash, the
 * password already hashed as an account's is, the names and language, 15 minutes to use it, and
 * the wrong codes tried (the fifth ends it).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pending_sign_ups (
    email text primary key,
    code_hash text not null,
    password_hash text not null,
    first_name text not null,
    last_name text not null,
    preferred_language text,
    failed_attempts integer not null default 0,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index pending_sign_ups_expires_at on pending_sign_ups (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists pending_sign_ups`.execute(db);
}
