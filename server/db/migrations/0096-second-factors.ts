/**
 * Two-factor sign-in (D204). A person's authenticator-app secret
 * (`user_totp`, encrypted with a server key; `last_step` is the last time step used, so a code
 * works once), their passkeys (`user_passkeys`) and their recovery codes (`user_recovery_codes`,
 * sha-256 of high-entropy codes, each used once). A company may require a second factor of its
 * staff (`accounts.require_second_factor`). A session signed in by someone who must enrol first
 * carries `refresh_tokens.second_factor_setup` until they do: staff endpoints refuse it meanwhile.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table user_totp (
     user_id integer primary key references users (user_id) on delete cascade,
     secret_encrypted text not null,
     confirmed_at timestamptz,
     last_step bigint,
     created_at timestamptz not null default now()
   )`,
  `create table user_passkeys (
     passkey_id serial primary key,
     user_id integer not null references users (user_id) on delete cascade,
     credential_id text not null unique,
     public_key text not null,
     counter bigint not null default 0,
     transports jsonb not null default '[]',
     name text not null,
     created_at timestamptz not null default now(),
     last_used_at timestamptz
   )`,
  `create index user_passkeys_user on user_passkeys (user_id)`,
  `create table user_recovery_codes (
     recovery_code_id serial primary key,
     user_id integer not null references users (user_id) on delete cascade,
     code_hash text not null,
     used_at timestamptz
   )`,
  `create index user_recovery_codes_user on user_recovery_codes (user_id)`,
  `alter table accounts add column require_second_factor boolean not null default false`,
  `alter table refresh_tokens add column second_factor_setup boolean not null default false`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table refresh_tokens drop column if exists second_factor_setup').execute(db);
  await sql.raw('alter table accounts drop column if exists require_second_factor').execute(db);
  await sql.raw('drop table if exists user_recovery_codes, user_passkeys, user_totp').execute(db);
}
