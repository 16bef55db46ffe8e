/**
 * Custom dashboards (contracts/custom-dashboards.ts, decision D135). Reading and writing need
 * company_dashboard_access in the company (provider admins pass). The viewer sees their own and
 * the shared ones; a private one of someone else is 404 and a shared one is read-only (403 on a
 * write); whoever reads one may copy it into a new private one of their own. Every write checks the whole body first and refuses with every problem, writing nothing.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  CUSTOM_DASHBOARD_CHARTS,
  CUSTOM_DASHBOARD_CHARTS_MAX,
  CUSTOM_DASHBOARD_NAME_MAX,
  CUSTOM_DASHBOARDS_PER_USER_MAX,
  type CustomDashboard,
  type CustomDashboardChart,
  type SaveCustomDashboard,
} from '../../../contracts/custom-dashboards.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError } from '../../http/http-error.ts';
import { resourceNotFound } from '../../http/resource-access.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './custom-dashboards.store.ts';

const dashboardNotFound = () => resourceNotFound('custom-dashboard');

function viewOf(row: store.DashboardRow, viewer: LoadedUser): CustomDashboard {
  const known = new Set<string>(CUSTOM_DASHBOARD_CHARTS);
  return {
    dashboard_id: row.dashboard_id,
    account_id: row.account_id,
    name: row.name,
    // A chart retired from the catalogue is dropped rather than failing the dashboard.
    charts: row.charts.filter((c): c is CustomDashboardChart => known.has(c)),
    shared: row.shared,
    created_by_name: row.created_by_name,
    mine: row.created_by === viewer.user_id,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function clean(body: SaveCustomDashboard): store.DashboardWrite {
  const name = body.name.trim();
  const known = new Set<string>(CUSTOM_DASHBOARD_CHARTS);
  const errors: { prop: string; message: string }[] = [];
  if (name === '') errors.push({ prop: 'name', message: 'Enter a name for the dashboard.' });
  else if (name.length > CUSTOM_DASHBOARD_NAME_MAX)
    errors.push({ prop: 'name', message: `A name can be at most ${CUSTOM_DASHBOARD_NAME_MAX} characters.` });
  if (body.charts.length === 0) errors.push({ prop: 'charts', message: 'Add at least one chart.' });
  else if (body.charts.length > CUSTOM_DASHBOARD_CHARTS_MAX)
    errors.push({ prop: 'charts', message: `A dashboard holds at most ${CUSTOM_DASHBOARD_CHARTS_MAX} charts.` });
  else if (body.charts.some((c) => !known.has(c)))
    errors.push({ prop: 'charts', message: 'Choose charts from the list.' });
  else if (new Set(body.charts).size !== body.charts.length)
    errors.push({ prop: 'charts', message: 'Each chart can be on a dashboard once.' });
  if (errors.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
  return { name, charts: body.charts, shared: body.shared ?? false };
}

/**
 * The dashboard when the viewer may read it. The endpoint's 'company-dashboard' permission and its
 * `resource` checked the company (404 outside it, 403 without dashboard access); someone else's
 * private one is 404 too.
 */
async function readable(db: Db, viewer: LoadedUser, dashboardId: number): Promise<store.DashboardRow> {
  const row = await store.find(db, dashboardId);
  // Ownership, not declarable: a private dashboard is its creator's alone.
  if (!row || (row.created_by !== viewer.user_id && !row.shared)) throw dashboardNotFound();
  return row;
}

async function writable(db: Db, viewer: LoadedUser, dashboardId: number): Promise<store.DashboardRow> {
  const row = await readable(db, viewer, dashboardId);
  if (row.created_by !== viewer.user_id) throw forbidden();
  return row;
}

async function reread(db: Db, viewer: LoadedUser, dashboardId: number): Promise<CustomDashboard> {
  const row = await store.find(db, dashboardId);
  if (!row) throw dashboardNotFound();
  return viewOf(row, viewer);
}

// `account`: the company the endpoints' 'company-dashboard' permission checked (server/http/endpoint-access.ts).
export async function list(db: Db, viewer: LoadedUser, account: number): Promise<CustomDashboard[]> {
  return (await store.listVisible(db, account, viewer.user_id)).map((row) => viewOf(row, viewer));
}

export async function create(
  db: Db,
  viewer: LoadedUser,
  account: number,
  body: SaveCustomDashboard,
): Promise<CustomDashboard> {
  return insertOwn(db, viewer, account, clean(body));
}

async function insertOwn(
  db: Db,
  viewer: LoadedUser,
  account: number,
  values: store.DashboardWrite,
): Promise<CustomDashboard> {
  if ((await store.countOwn(db, account, viewer.user_id)) >= CUSTOM_DASHBOARDS_PER_USER_MAX) {
    throw new HttpError(
      409,
      ErrorCode.conflict,
      `You can keep at most ${CUSTOM_DASHBOARDS_PER_USER_MAX} custom dashboards: delete one first.`,
    );
  }
  const id = await store.insert(db, account, viewer.user_id, values);
  return reread(db, viewer, id);
}

/** A new private dashboard of the viewer's with the charts of one they may read (their own or a shared one), in the same company. */
export async function copy(
  db: Db,
  viewer: LoadedUser,
  dashboardId: number,
  body: { name: string },
): Promise<CustomDashboard> {
  const source = viewOf(await readable(db, viewer, dashboardId), viewer);
  return insertOwn(db, viewer, source.account_id, clean({ name: body.name, charts: source.charts, shared: false }));
}

export async function get(db: Db, viewer: LoadedUser, dashboardId: number): Promise<CustomDashboard> {
  return viewOf(await readable(db, viewer, dashboardId), viewer);
}

export async function update(
  db: Db,
  viewer: LoadedUser,
  dashboardId: number,
  body: SaveCustomDashboard,
): Promise<CustomDashboard> {
  await writable(db, viewer, dashboardId);
  await store.update(db, dashboardId, clean(body));
  return reread(db, viewer, dashboardId);
}

export async function remove(db: Db, viewer: LoadedUser, dashboardId: number): Promise<{ ok: boolean }> {
  await writable(db, viewer, dashboardId);
  await store.remove(db, dashboardId);
  return { ok: true };
}
