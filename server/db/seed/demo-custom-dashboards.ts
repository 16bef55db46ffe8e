/** Demo Company's custom Turnover dashboard, made by the owner and shared with the company. */
import type { Db } from '../database.ts';

export const DEMO_CUSTOM_DASHBOARD = { name: 'Turnover', charts: ['turnover', 'performance', 'time-to-hire'] } as const;

export async function seedDemoCustomDashboards(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const owner = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'owner@demo-company.test')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('custom_dashboards')
    .values({
      account_id: demo.account_id,
      created_by: owner.user_id,
      name: DEMO_CUSTOM_DASHBOARD.name,
      charts: JSON.stringify(DEMO_CUSTOM_DASHBOARD.charts),
      shared: true,
    })
    .execute();
}
