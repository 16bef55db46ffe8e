/**
 * Staff users a company owner manages: a user's `deactivated_at` ends their access to the product,
 * and `staff_invitations` keeps only a hash of each one-time invitation link.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table users add column deactivated_at timestamptz`,
  `create table staff_invitations (
     staff_invitation_id serial primary key,
     user_id integer not null references users (user_id) on delete cascade,
     account_id integer not null references accounts (account_id) on delete cascade,
     invited_by integer references users (user_id) on delete set null,
     token_hash text not null unique,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     used_at timestamptz
   )`,
  `create index staff_invitations_user_idx on staff_invitations (user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists staff_invitations').execute(db);
  await sql.raw('alter table users drop column if exists deactivated_at').execute(db);
}
