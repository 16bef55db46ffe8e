/** Users across companies for the provider admin: names, email, status and role flags only (no hash, no token leaves here). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import type { PROVIDER_USER_ORDERINGS, ProviderUser } from '../../../contracts/provider-admin.ts';

type Ordering = (typeof PROVIDER_USER_ORDERINGS)[number];

function usersMatching(db: Db, search: string | undefined) {
  let query = db.selectFrom('users');
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('users.email', 'ilike', pattern),
        eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export async function listUsers(
  db: Db,
  options: { search?: string; ordering?: Ordering; page?: number; page_size?: number },
) {
  const ordering = options.ordering ?? 'last_name';
  const pageSize = options.page_size ?? 25;
  const column = ordering.replace(/^-/, '') as 'last_name' | 'email' | 'created_at';
  const rows = await usersMatching(db, options.search)
    .select([
      'users.user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.is_jf_admin',
      'users.created_at',
      'users.deactivated_at',
    ])
    // Whether a password is set, never the hash itself.
    .select((eb) => eb('users.password_hash', 'is not', null).as('has_password'))
    .orderBy(`users.${column}`, ordering.startsWith('-') ? 'desc' : 'asc')
    .orderBy('users.user_id')
    .limit(pageSize)
    .offset(((options.page ?? 1) - 1) * pageSize)
    .execute();
  const { n } = await usersMatching(db, options.search)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const companies = await companiesOf(
    db,
    rows.map((r) => r.user_id),
  );
  const results: ProviderUser[] = rows.map((row) => ({
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_jf_admin: row.is_jf_admin,
    status: row.deactivated_at ? 'deactivated' : row.has_password ? 'active' : 'invited',
    created_at: new Date(row.created_at).toISOString(),
    companies: companies.get(row.user_id) ?? [],
  }));
  return { results, count: Number(n) };
}

async function companiesOf(db: Db, userIds: number[]): Promise<Map<number, ProviderUser['companies']>> {
  const byUser = new Map<number, ProviderUser['companies']>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .innerJoin('accounts', 'accounts.account_id', 'roles.account_id')
    .where('user_roles.user_id', 'in', userIds)
    .groupBy(['user_roles.user_id', 'accounts.account_id', 'accounts.name', 'accounts.suspended_at'])
    .select(['user_roles.user_id', 'accounts.account_id', 'accounts.name', 'accounts.suspended_at'])
    .select(ROLE_FLAGS.map((flag) => sql<boolean>`bool_or(roles.${sql.ref(flag)})`.as(flag)))
    .orderBy('accounts.name')
    .execute();
  for (const row of rows) {
    const flags = Object.fromEntries(ROLE_FLAGS.map((f) => [f, Boolean(row[f])])) as RoleFlags;
    const list = byUser.get(row.user_id) ?? [];
    list.push({ account_id: row.account_id, account_name: row.name, is_suspended: row.suspended_at !== null, flags });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

export async function findUserForReset(db: Db, userId: number) {
  return db.selectFrom('users').select(['user_id', 'email']).where('user_id', '=', userId).executeTakeFirst();
}

export async function revokeSessions(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ sessions_revoked_at: new Date() }).where('user_id', '=', userId).execute();
}
