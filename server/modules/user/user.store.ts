import { onlySuspendedCompanies } from '../../db/signed-in-user.store.ts';
import type { Db } from '../../db/database.ts';
import type { PatchUser } from '../../../contracts/user.ts';

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email', 'password_hash', 'is_jf_admin'])
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
