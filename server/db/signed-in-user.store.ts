/**
 * The signed-in user's read (D419): who a token or a session names, with their roles in companies
 * still in service, in one prepared round trip on every signed-in request. The HTTP layer reads it
 * to sign a request in, and every module takes the person it answers for as a `LoadedUser`, so it
 * sits here below them all (with the company lock and the other shared reads, D338); the user
 * module's face hands it on to the modules that import it from there.
 */
import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { prepareQuery } from './prepared-query.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import type { User } from '../../contracts/user.ts';

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
  return eb.and([
    eb('users.is_jf_admin', '=', false),
    eb.exists(rolesOfUser(true)),
    eb.not(eb.exists(rolesOfUser(false))),
  ]);
}

/**
 * Every role of `users.user_id`, each with whether its company is suspended, as a JSON array
 * (loadUser's one query). Which roles count, and whether the person has a session at all, is
 * decided from it in loadUser (`inService`): one correlated subquery, where the database's filters
 * took three, each with its own three-table join to plan on every request (D327).
 */
function rolesJson(eb: ExpressionBuilder<Database, 'users'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
      .innerJoin('accounts', 'accounts.account_id', 'roles.account_id')
      .select(ROLE_COLUMNS)
      .select((eb) => eb('accounts.suspended_at', 'is not', null).as('suspended'))
      .whereRef('user_roles.user_id', '=', 'users.user_id')
      .orderBy('roles.account_id')
      .orderBy('roles.role_id'),
  ).as('roles');
}

// A deactivated person has no session: their access tokens stop working at once (staff of a
// suspended company neither: inService below).
function userQuery(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .select(rolesJson)
    .where('user_id', '=', userId)
    .where('deactivated_at', 'is', null);
}

type RowRoles = { roles: (User['roles'][number] & { suspended: boolean })[]; is_jf_admin: boolean };

/**
 * The roles in companies still in service, or undefined for staff whose every company is
 * suspended (`onlySuspendedCompanies`, read here from the roles the query returned).
 */
function inService(row: RowRoles): User['roles'] | undefined {
  const kept = row.roles.filter((role) => !role.suspended).map(({ suspended: _, ...role }) => role);
  if (!row.is_jf_admin && row.roles.length > 0 && kept.length === 0) return undefined;
  return kept;
}

// Built once each (server/db/prepared-query.ts): loadUser runs on every signed-in request, now in one round trip.
const userById = prepareQuery((db, userId: number) => userQuery(db, userId));
const userByIdAndToken = prepareQuery((db, userId: number, revokedBefore: Date) =>
  // A token from the very second of the revocation is refused too: iat has whole seconds only.
  userQuery(db, userId).where((eb) =>
    eb.or([eb('sessions_revoked_at', 'is', null), eb('sessions_revoked_at', '<', revokedBefore)]),
  ),
);

const userByIdAndSession = prepareQuery((db, userId: number, revokedBefore: Date, sessionId: string) =>
  userQuery(db, userId)
    .where((eb) => eb.or([eb('sessions_revoked_at', 'is', null), eb('sessions_revoked_at', '<', revokedBefore)]))
    // Whether the session must enrol a second factor first (D204), in the same round trip.
    .select(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens')
          .select('refresh_token_id')
          .where('refresh_tokens.family_id', '=', sessionId)
          .where('refresh_tokens.second_factor_setup', '=', true),
      ).as('second_factor_setup_required'),
    )
    // The token's session still has a refresh token not revoked (same round trip; family_id is indexed).
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens')
          .select('refresh_token_id')
          .where('refresh_tokens.family_id', '=', sessionId)
          .whereRef('refresh_tokens.user_id', '=', 'users.user_id')
          .where('refresh_tokens.revoked_at', 'is', null),
      ),
    ),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `tokenIssuedAt` (seconds): a token issued before the person's sessions were revoked loads nobody;
 * `sessionId`: nor does one whose session has ended.
 */
export async function loadUser(
  db: Db,
  userId: number,
  tokenIssuedAt?: number,
  sessionId?: string,
): Promise<LoadedUser | undefined> {
  if (sessionId !== undefined && !UUID.test(sessionId)) return undefined;
  const revokedBefore = new Date((tokenIssuedAt ?? 0) * 1000);
  const [row] =
    sessionId !== undefined
      ? await userByIdAndSession(db, userId, revokedBefore, sessionId)
      : tokenIssuedAt === undefined
        ? await userById(db, userId)
        : await userByIdAndToken(db, userId, revokedBefore);
  if (!row) return undefined;
  const roles = inService(row as unknown as RowRoles);
  if (!roles) return undefined;
  const { second_factor_setup_required: setup, ...user } = row as typeof row & {
    second_factor_setup_required?: boolean;
  };
  return {
    ...user,
    roles,
    preferred_language: user.preferred_language as User['preferred_language'],
    ...(setup ? { second_factor_setup_required: true } : {}),
  };
}
