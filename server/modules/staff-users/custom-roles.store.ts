/** A company's custom roles (migration 0103): `roles` rows marked `is_custom`. The only SQL about them. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { CustomRole, SaveCustomRole } from '../../../contracts/custom-roles.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';

function rolesQuery(db: Db, accountId: number) {
  return db
    .selectFrom('roles')
    .leftJoin('user_roles', 'user_roles.role_id', 'roles.role_id')
    .where('roles.account_id', '=', accountId)
    .where('roles.is_custom', '=', true)
    .groupBy('roles.role_id')
    .select(['roles.role_id', 'roles.role_name', 'roles.description'])
    .select(ROLE_FLAGS.map((flag) => sql<boolean>`bool_or(roles.${sql.ref(flag)})`.as(flag)))
    .select(sql<string>`count(user_roles.user_id)`.as('user_count'));
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof rolesQuery>['execute']>>[number];

function toCustomRole(row: RoleRow): CustomRole {
  return {
    role_id: row.role_id,
    name: row.role_name,
    description: row.description,
    flags: Object.fromEntries(ROLE_FLAGS.map((f) => [f, Boolean(row[f])])) as RoleFlags,
    user_count: Number(row.user_count),
  };
}

export async function listCustomRoles(db: Db, accountId: number): Promise<CustomRole[]> {
  const rows = await rolesQuery(db, accountId)
    .orderBy(sql`lower(roles.role_name)`)
    .orderBy('roles.role_id')
    .execute();
  return rows.map(toCustomRole);
}

export async function findCustomRole(db: Db, accountId: number, roleId: number): Promise<CustomRole | undefined> {
  const row = await rolesQuery(db, accountId).where('roles.role_id', '=', roleId).executeTakeFirst();
  return row && toCustomRole(row);
}

export async function isNameTaken(db: Db, accountId: number, name: string, exceptRoleId?: number): Promise<boolean> {
  let query = db
    .selectFrom('roles')
    .select('role_id')
    .where('account_id', '=', accountId)
    .where('is_custom', '=', true)
    .where(sql<string>`lower(role_name)`, '=', name.toLowerCase());
  if (exceptRoleId !== undefined) query = query.where('role_id', '<>', exceptRoleId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCustomRole(db: Db, accountId: number, body: SaveCustomRole): Promise<number> {
  const row = await db
    .insertInto('roles')
    .values({
      account_id: accountId,
      role_name: body.name,
      description: body.description,
      is_custom: true,
      ...body.flags,
    })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  return row.role_id;
}

export async function updateCustomRole(db: Db, roleId: number, body: SaveCustomRole): Promise<void> {
  await db
    .updateTable('roles')
    .set({ role_name: body.name, description: body.description, ...body.flags })
    .where('role_id', '=', roleId)
    .where('is_custom', '=', true)
    .execute();
}

/** The people holding the role move to `toRoleId`, then the role goes. */
export async function deleteCustomRole(db: Db, roleId: number, toRoleId: number): Promise<void> {
  await db
    .updateTable('user_roles')
    .set({ role_id: toRoleId })
    .where('role_id', '=', roleId)
    .where('user_id', 'not in', db.selectFrom('user_roles').select('user_id').where('role_id', '=', toRoleId))
    .execute();
  await db.deleteFrom('user_roles').where('role_id', '=', roleId).execute();
  await db.deleteFrom('roles').where('role_id', '=', roleId).where('is_custom', '=', true).execute();
}
