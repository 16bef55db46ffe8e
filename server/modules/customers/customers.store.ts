import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { onlySuspendedCompanies } from '../user/index.ts';
import { escapeLike } from '../../db/escape-like.ts';
import type { Customer, CustomerOrdering, ListCustomers } from '../../../contracts/customers.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function customerQuery(db: Db) {
  return db
    .selectFrom('accounts')
    .select([
      'accounts.account_id',
      'accounts.uuid',
      'accounts.name',
      'accounts.company_size',
      'accounts.created_at',
      'accounts.suspended_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
        .whereRef('roles.account_id', '=', 'accounts.account_id')
        .select(sql<number>`count(distinct user_roles.user_id)::int`.as('n'))
        .as('staff_count'),
      eb
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
        .innerJoin('users', 'users.user_id', 'user_roles.user_id')
        .whereRef('roles.account_id', '=', 'accounts.account_id')
        .where('roles.company_settings_access', '=', true)
        .where('users.deactivated_at', 'is', null)
        .select('users.email')
        .orderBy('users.user_id')
        .limit(1)
        .as('owner_email'),
    ]);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerQuery>['execute']>>[number];

async function withPreferences(db: Db, rows: CustomerRow[]): Promise<Customer[]> {
  if (rows.length === 0) return [];
  const preferences = await db
    .selectFrom('account_preferences')
    .select(['account_id', 'keyname', 'value'])
    .where(
      'account_id',
      'in',
      rows.map((r) => r.account_id),
    )
    .orderBy('keyname')
    .execute();
  return rows.map((row) => ({
    account_id: row.account_id,
    uuid: row.uuid,
    name: row.name,
    company_size: row.company_size,
    created_at: iso(row.created_at)!,
    suspended_at: iso(row.suspended_at),
    staff_count: Number(row.staff_count ?? 0),
    owner_email: row.owner_email ?? null,
    preferences: preferences
      .filter((p) => p.account_id === row.account_id)
      .map(({ keyname, value }) => ({ keyname, value })),
  }));
}

const ORDER_COLUMN: Record<string, 'accounts.name' | 'accounts.created_at' | 'staff_count'> = {
  name: 'accounts.name',
  created_at: 'accounts.created_at',
  staff_count: 'staff_count',
};

export async function listCustomers(db: Db, query: ListCustomers): Promise<{ results: Customer[]; count: number }> {
  const ordering: CustomerOrdering = query.ordering ?? 'name';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let filtered = customerQuery(db);
  let counted = db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n'));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    filtered = filtered.where('accounts.name', 'ilike', pattern);
    counted = counted.where('accounts.name', 'ilike', pattern);
  }
  const column = ORDER_COLUMN[ordering.replace(/^-/, '')]!;
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  const rows = await filtered
    .orderBy(column, direction)
    .orderBy('accounts.account_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await counted.executeTakeFirstOrThrow();
  return { results: await withPreferences(db, rows), count: Number(n) };
}

export async function findCustomer(db: Db, accountId: number): Promise<Customer | undefined> {
  const row = await customerQuery(db).where('accounts.account_id', '=', accountId).executeTakeFirst();
  return row && (await withPreferences(db, [row]))[0];
}

export async function nameTaken(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('account_id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccount(db: Db, values: { name: string; company_size: number | null }): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({ uuid: randomUUID(), ...values })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  return row.account_id;
}

export async function setSuspended(db: Db, accountId: number, suspended: boolean): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ suspended_at: suspended ? new Date() : null })
    .where('account_id', '=', accountId)
    .execute();
}

/** The company's staff who have no company left in service (a role elsewhere keeps them signed in). */
export async function staffWithoutCompany(db: Db, accountId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('users.user_id')
    .where(
      'users.user_id',
      'in',
      db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
        .select('user_roles.user_id')
        .where('roles.account_id', '=', accountId),
    )
    .where((eb) => onlySuspendedCompanies(eb))
    .execute();
  return rows.map((r) => r.user_id);
}

export async function setPreference(db: Db, accountId: number, keyname: string, value: string): Promise<void> {
  await db
    .insertInto('account_preferences')
    .values({ account_id: accountId, keyname, value })
    .onConflict((oc) => oc.columns(['account_id', 'keyname']).doUpdateSet({ value }))
    .execute();
}

export async function deletePreference(db: Db, accountId: number, keyname: string): Promise<boolean> {
  const result = await db
    .deleteFrom('account_preferences')
    .where('account_id', '=', accountId)
    .where('keyname', '=', keyname)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function preferenceValue(db: Db, accountId: number, keyname: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('account_preferences')
    .select('value')
    .where('account_id', '=', accountId)
    .where('keyname', '=', keyname)
    .executeTakeFirst();
  return row?.value;
}
