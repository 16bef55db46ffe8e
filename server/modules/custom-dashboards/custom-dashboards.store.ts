/** Custom dashboards' rows (migration 0060). */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface DashboardRow {
  dashboard_id: number;
  account_id: number;
  created_by: number;
  name: string;
  charts: string[];
  shared: boolean;
  created_by_name: string;
  updated_at: Date;
}

function base(db: Db) {
  return db
    .selectFrom('custom_dashboards as d')
    .innerJoin('users as u', 'u.user_id', 'd.created_by')
    .select([
      'd.dashboard_id',
      'd.account_id',
      'd.created_by',
      'd.name',
      'd.charts',
      'd.shared',
      'd.updated_at',
      sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`.as('created_by_name'),
    ]);
}

/** The company's dashboards the user sees: their own and the shared ones. */
export async function listVisible(db: Db, accountId: number, userId: number): Promise<DashboardRow[]> {
  return base(db)
    .where('d.account_id', '=', accountId)
    .where((eb) => eb.or([eb('d.created_by', '=', userId), eb('d.shared', '=', true)]))
    .orderBy(sql`lower(d.name)`)
    .orderBy('d.dashboard_id')
    .execute();
}

export async function find(db: Db, dashboardId: number): Promise<DashboardRow | undefined> {
  return base(db).where('d.dashboard_id', '=', dashboardId).executeTakeFirst();
}

export async function countOwn(db: Db, accountId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('custom_dashboards')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .where('created_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface DashboardWrite {
  name: string;
  charts: string[];
  shared: boolean;
}

export async function insert(db: Db, accountId: number, userId: number, values: DashboardWrite): Promise<number> {
  const row = await db
    .insertInto('custom_dashboards')
    .values({
      account_id: accountId,
      created_by: userId,
      name: values.name,
      charts: JSON.stringify(values.charts),
      shared: values.shared,
    })
    .returning('dashboard_id')
    .executeTakeFirstOrThrow();
  return row.dashboard_id;
}

export async function update(db: Db, dashboardId: number, values: DashboardWrite): Promise<void> {
  await db
    .updateTable('custom_dashboards')
    .set({ name: values.name, charts: JSON.stringify(values.charts), shared: values.shared, updated_at: new Date() })
    .where('dashboard_id', '=', dashboardId)
    .execute();
}

export async function remove(db: Db, dashboardId: number): Promise<void> {
  await db.deleteFrom('custom_dashboards').where('dashboard_id', '=', dashboardId).execute();
}
