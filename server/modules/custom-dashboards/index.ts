/**
 * The custom dashboards module's face (D331): what other modules may take from
 * server/modules/custom-dashboards/. The weekly mailings (D516) read a custom dashboard by the same
 * rule as its own endpoints: its creator's, or shared in its company.
 */
import type { Db } from '../../db/database.ts';
import * as store from './custom-dashboards.store.ts';

export interface ReadableCustomDashboard {
  dashboard_id: number;
  account_id: number;
  name: string;
  charts: string[];
}

/** The custom dashboard of `accountId` when `userId` may see it (their own or a shared one), else undefined. */
export async function customDashboardSeenBy(
  db: Db,
  accountId: number,
  dashboardId: number,
  userId: number,
): Promise<ReadableCustomDashboard | undefined> {
  const row = await store.find(db, dashboardId);
  if (!row || row.account_id !== accountId || (row.created_by !== userId && !row.shared)) return undefined;
  return { dashboard_id: row.dashboard_id, account_id: row.account_id, name: row.name, charts: row.charts };
}
