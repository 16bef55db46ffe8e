import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags, StaffUser } from '../../../contracts/staff-users.ts';
import { hashToken } from '../../secrets/opaque-token.ts';

/** A person's flags in a company: a flag applies if any of their roles there has it. */
function staffQuery(db: Db, accountId: number) {
  return db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.user_id')
    .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .where('roles.account_id', '=', accountId)
    .groupBy('users.user_id')
    .select([
      'users.user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.password_hash',
      'users.deactivated_at',
    ])
    .select(ROLE_FLAGS.map((flag) => sql<boolean>`bool_or(roles.${sql.ref(flag)})`.as(flag)))
    .select([
      sql<number | null>`max(roles.role_id) filter (where roles.is_custom)`.as('custom_role_id'),
      sql<string | null>`max(roles.role_name) filter (where roles.is_custom)`.as('custom_role_name'),
    ]);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

function toStaffUser(row: StaffRow): StaffUser {
  const flags = Object.fromEntries(ROLE_FLAGS.map((f) => [f, Boolean(row[f])])) as RoleFlags;
  const status = row.deactivated_at ? 'deactivated' : row.password_hash === null ? 'invited' : 'active';
  return {
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    status,
    flags,
    custom_role:
      row.custom_role_id !== null && row.custom_role_name !== null
        ? { role_id: row.custom_role_id, name: row.custom_role_name }
        : null,
  };
}

export async function listStaff(db: Db, accountId: number): Promise<StaffUser[]> {
  const rows = await staffQuery(db, accountId)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.user_id')
    .execute();
  return rows.map(toStaffUser);
}

export async function findStaff(db: Db, accountId: number, userId: number): Promise<StaffUser | undefined> {
  const row = await staffQuery(db, accountId).where('users.user_id', '=', userId).executeTakeFirst();
  return row && toStaffUser(row);
}

/** Active staff of the company (signed up, not deactivated) who hold company_settings_access. */
export async function settingsHolderIds(db: Db, accountId: number): Promise<number[]> {
  const staff = await listStaff(db, accountId);
  return staff.filter((s) => s.status === 'active' && s.flags.company_settings_access).map((s) => s.user_id);
}

/** Ends every role the person holds in the company. */
export async function removeFromCompany(trx: Db, accountId: number, userId: number): Promise<void> {
  await trx
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role_id', 'in', trx.selectFrom('roles').select('role_id').where('account_id', '=', accountId))
    .execute();
}

/**
 * Takes the person off the hiring teams of the company's requisitions, pathways and profiles: a
 * place on a team is for the company's staff only, and outlives no removal (D520).
 */
export async function leaveCompanyTeams(trx: Db, accountId: number, userId: number): Promise<void> {
  await trx
    .deleteFrom('job_team_members')
    .where('user_id', '=', userId)
    .where('job_id', 'in', trx.selectFrom('jobs').select('job_id').where('account_id', '=', accountId))
    .execute();
}

/** The company's unnamed role with exactly these flags (made when missing): what built-in role choices give. */
export async function unnamedRoleId(trx: Db, accountId: number, flags: RoleFlags): Promise<number> {
  // A custom role is never reused for a set of flags: changing it would change this person too.
  let matching = trx
    .selectFrom('roles')
    .select('role_id')
    .where('account_id', '=', accountId)
    .where('is_custom', '=', false);
  for (const flag of ROLE_FLAGS) matching = matching.where(flag, '=', flags[flag]);
  const existing = await matching.orderBy('role_id').executeTakeFirst();
  if (existing) return existing.role_id;
  const made = await trx
    .insertInto('roles')
    .values({ account_id: accountId, role_name: 'Staff', ...flags })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  return made.role_id;
}

/**
 * Gives the person exactly these flags in the company, through the company's unnamed role with that
 * set. Run it in a transaction: it replaces the person's roles there.
 */
export async function setFlags(trx: Db, accountId: number, userId: number, flags: RoleFlags): Promise<void> {
  await giveRole(trx, accountId, userId, await unnamedRoleId(trx, accountId, flags));
}

/** Gives the person exactly this role of the company, in place of the roles they held there. */
export async function giveRole(trx: Db, accountId: number, userId: number, roleId: number): Promise<void> {
  await removeFromCompany(trx, accountId, userId);
  await trx.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
}

export async function setDeactivated(db: Db, userId: number, deactivated: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ deactivated_at: deactivated ? new Date() : null, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertInvitedUser(
  db: Db,
  values: { email: string; first_name: string; last_name: string; preferred_language: string | null },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...values, uuid: randomUUID(), password_hash: null })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

export async function insertInvitation(
  db: Db,
  values: { userId: number; accountId: number; invitedBy: number | null; token: string; days: number },
): Promise<void> {
  await db
    .insertInto('staff_invitations')
    .values({
      user_id: values.userId,
      account_id: values.accountId,
      invited_by: values.invitedBy,
      token_hash: hashToken(values.token),
      expires_at: new Date(Date.now() + values.days * 86_400_000),
    })
    .execute();
}

/** Consumes a valid invitation; the invited person's id and email, or undefined when unknown, used, expired or deactivated. */
export async function consumeInvitation(db: Db, token: string) {
  return db
    .updateTable('staff_invitations')
    .set({ used_at: new Date() })
    .from('users')
    .whereRef('users.user_id', '=', 'staff_invitations.user_id')
    .where('staff_invitations.token_hash', '=', hashToken(token))
    .where('staff_invitations.used_at', 'is', null)
    .where('staff_invitations.expires_at', '>', new Date())
    .where('users.deactivated_at', 'is', null)
    .returning(['users.user_id', 'users.email', 'staff_invitations.account_id'])
    .executeTakeFirst();
}

/** The inviter's name and language (the invitation is written in it), and the company's name. */
export async function invitationSender(db: Db, userId: number, accountId: number) {
  const row = await db
    .selectFrom('users')
    .crossJoin('accounts')
    .select(['users.first_name', 'users.last_name', 'users.preferred_language', 'accounts.name as company_name'])
    .where('users.user_id', '=', userId)
    .where('accounts.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    name: `${row.first_name} ${row.last_name}`,
    language: row.preferred_language,
    companyName: row.company_name,
  };
}
