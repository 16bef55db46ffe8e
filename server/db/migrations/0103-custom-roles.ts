/**
 * Custom roles (D213): a company's own named set of the role flags with a
 * sentence on what it is for. A custom role is a `roles` row marked `is_custom`, so the people it
 * is given to hold its flags through `user_roles` as before, and a change to its flags reaches all
 * of them at once. The unnamed rows that built-in role choices create stay `is_custom = false`.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table roles add column is_custom boolean not null default false`,
  `alter table roles add column description text not null default ''`,
  `create unique index roles_custom_name on roles (account_id, lower(role_name)) where is_custom`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists roles_custom_name').execute(db);
  await sql.raw('alter table roles drop column if exists description').execute(db);
  await sql.raw('alter table roles drop column if exists is_custom').execute(db);
}
