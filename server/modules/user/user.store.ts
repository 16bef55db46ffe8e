import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { RoleEntry, User } from '../../../contracts/user.ts';
import type { PatchUser } from '../../../contracts/user.ts';

export type LoadedUser = User;

const ROLE_COLUMNS = [
  'roles.account_id',
  'accounts.name as account_name',
  'roles.role_name',
  'roles.all_employee_access',
  'roles.company_settings_access',
  'roles.full_access',
  'roles.job_profile_access',
  'roles.performance_access',
  'roles.private_data_access',
  'roles.company_dashboard_access',
  'roles.smartreq_access',
  'roles.all_pathways_access',
] as const;

async function rolesOf(db: Db, userId: number): Promise<RoleEntry[]> {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .innerJoin('accounts', 'accounts.account_id', 'roles.account_id')
    .select(ROLE_COLUMNS)
    .where('user_roles.user_id', '=', userId)
    .where('accounts.suspended_at', 'is', null)
    .orderBy('roles.account_id')
    .orderBy('roles.role_id')
    .execute();
}

const USER_COLUMNS = [
  'user_id',
  'uuid',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'preferred_language',
  'is_jf_admin',
  'track_user_with_pendo',
] as const;

/**
 * Staff whose every company is suspended by the provider: they have no session and cannot sign
 * in. Someone with a role in a company still in service keeps that company (and loses the others).
 */
export function onlySuspendedCompanies(eb: ExpressionBuilder<Database, 'users'>) {
  const rolesOfUser = (suspended: boolean) =>
    eb
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
      .innerJoin('accounts', 'accounts.account_id', 'roles.account_id')
      .select('user_roles.role_id')
      .whereRef('user_roles.user_id', '=', 'users.user_id')
      .where('accounts.suspended_at', suspended ? 'is not' : 'is', null);
  return eb.and([eb('users.is_jf_admin', '=', false), eb.exists(rolesOfUser(true)), eb.not(eb.exists(rolesOfUser(false)))]);
}

/** `tokenIssuedAt` (seconds): a token issued before the person's sessions were revoked loads nobody. */
export async function loadUser(db: Db, userId: number, tokenIssuedAt?: number): Promise<LoadedUser | undefined> {
  // A deactivated person, or staff of a suspended company, has no session: their access tokens stop working at once.
  const row = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('user_id', '=', userId)
    .where('deactivated_at', 'is', null)
    .where((eb) => eb.not(onlySuspendedCompanies(eb)))
    .$if(tokenIssuedAt !== undefined, (qb) =>
      // A token from the very second of the revocation is refused too: iat has whole seconds only.
      qb.where((eb) => eb.or([eb('sessions_revoked_at', 'is', null), eb('sessions_revoked_at', '<', new Date(tokenIssuedAt! * 1000))])),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, preferred_language: row.preferred_language as User['preferred_language'], roles: await rolesOf(db, userId) };
}

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email', 'password_hash'])
    .select((eb) => onlySuspendedCompanies(eb).as('is_company_suspended'))
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
}

/** Accounts where both users hold a role: the company link that lets staff see a user. */
export async function sharedAccountIds(db: Db, userA: number, userB: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_roles as a')
    .innerJoin('roles as ra', 'ra.role_id', 'a.role_id')
    .innerJoin('roles as rb', 'rb.account_id', 'ra.account_id')
    .innerJoin('user_roles as b', 'b.role_id', 'rb.role_id')
    .select('ra.account_id')
    .distinct()
    .where('a.user_id', '=', userA)
    .where('b.user_id', '=', userB)
    .execute();
  return rows.map((r) => r.account_id);
}

export async function updateUser(db: Db, userId: number, patch: PatchUser): Promise<void> {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}
