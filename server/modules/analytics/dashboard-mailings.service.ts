/**
 * Dashboards mailed weekly (D340). Staff with dashboard access at a company set a mailing up for
 * colleagues who have it too; each sending checks again who still has it (a colleague whose role
 * lost it, who left, or whose company was suspended gets nothing) and mails the company's own
 * figures only: the report is computed for the mailing's company, as the dashboard computes it.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  CUSTOM_MAILING,
  MAILABLE_DASHBOARDS,
  MAILABLE_REQUISITION_TABS,
  MAILING_FORMATS,
  MAILING_RECIPIENTS_MAX,
  type DashboardMailing,
  type MailableDashboard,
  type MailableRequisitionTab,
  type MailingRecipient,
  type SaveDashboardMailing,
} from '../../../contracts/dashboard-mailings.ts';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { loadUser, type LoadedUser } from '../user/index.ts';
import { openedBy, targetOf, type MailingTarget, type Opened } from './dashboard-mailing-targets.ts';
import * as store from './dashboard-mailings.store.ts';

const DAY = 86_400_000;
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));
/** ISO weekday of a YYYY-MM-DD day: 1 Monday ... 7 Sunday. */
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The first day after `day` that falls on `weekday`. */
export function nextWeekday(day: string, weekday: number): string {
  const ahead = (weekday - isoWeekday(day) + 7) % 7 || 7;
  return addDays(day, ahead);
}

const ID_LIST = /^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/;

function shaped(row: store.MailingRow, recipients: MailingRecipient[]): DashboardMailing {
  const { account_id: _account, ...rest } = row;
  return { ...rest, recipients };
}

/**
 * The company's mailings; a requisition's or a custom dashboard's only when the viewer may open
 * that dashboard (D516), so the list tells nobody of a requisition or a private dashboard they
 * cannot see.
 */
export async function list(db: Db, viewer: LoadedUser, accountId: number): Promise<DashboardMailing[]> {
  const all = await store.listMailings(db, accountId);
  const opens = new Map<string, boolean>();
  const rows: store.MailingRow[] = [];
  for (const row of all) {
    const target = targetOf(row);
    const key = JSON.stringify(target.kind === 'account' ? 'account' : target);
    if (!opens.has(key)) opens.set(key, (await openedBy(db, viewer, accountId, target)) !== undefined);
    if (opens.get(key)) rows.push(row);
  }
  const recipients = await store.recipientsOf(
    db,
    rows.map((r) => r.mailing_id),
  );
  return rows.map((row) =>
    shaped(
      row,
      recipients
        .filter((r) => r.mailing_id === row.mailing_id)
        .map(({ user_id, name, email }) => ({ user_id, name, email })),
    ),
  );
}

export async function recipients(db: Db, accountId: number): Promise<MailingRecipient[]> {
  return (await store.eligibleRecipients(db, accountId)).map(({ user_id, name, email }) => ({ user_id, name, email }));
}

type FieldError = { prop: string; message: string };
const isOneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * The dashboard the body names, when the saver may open it (D516): a requisition's tab (`job_id`),
 * a custom dashboard (`custom_dashboard_id`, `dashboard` 'custom') or a company dashboard. A
 * requisition or custom dashboard of another company, unknown, or closed to the saver is one 400.
 */
async function chosenTarget(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  body: SaveDashboardMailing,
  errors: FieldError[],
): Promise<MailingTarget | undefined> {
  const cannot = () => errors.push({ prop: 'dashboard', message: 'This dashboard cannot be mailed.' });
  if (body.job_id !== undefined && body.custom_dashboard_id !== undefined) {
    errors.push({ prop: 'custom_dashboard_id', message: 'Mail a requisition’s dashboard or a custom one, not both.' });
    return undefined;
  }
  if (body.job_id !== undefined) {
    if (!isOneOf(MAILABLE_REQUISITION_TABS, body.dashboard)) return void cannot();
    const target = { kind: 'job', tab: body.dashboard as MailableRequisitionTab, jobId: body.job_id } as const;
    if (await openedBy(db, viewer, accountId, target)) return target;
    errors.push({ prop: 'job_id', message: 'No requisition of this company whose dashboard you may open.' });
    return undefined;
  }
  if (body.custom_dashboard_id !== undefined) {
    if (body.dashboard !== CUSTOM_MAILING) return void cannot();
    const target = { kind: 'custom', dashboardId: body.custom_dashboard_id } as const;
    if (await openedBy(db, viewer, accountId, target)) return target;
    errors.push({ prop: 'custom_dashboard_id', message: 'No custom dashboard of this company that you may see.' });
    return undefined;
  }
  if (!isOneOf(MAILABLE_DASHBOARDS, body.dashboard)) return void cannot();
  return { kind: 'account', slug: body.dashboard as MailableDashboard };
}

/** Of `userIds` (who have dashboard access at the company), those who may open the target. */
export async function openersOf(
  db: Db,
  accountId: number,
  target: MailingTarget,
  userIds: number[],
): Promise<Map<number, Opened>> {
  const out = new Map<number, Opened>();
  for (const id of userIds) {
    const user = target.kind === 'account' ? undefined : await loadUser(db, id);
    const opened = target.kind === 'account' ? {} : user && (await openedBy(db, user, accountId, target));
    if (opened) out.set(id, opened);
  }
  return out;
}

export async function create(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  body: SaveDashboardMailing,
  now = new Date(),
): Promise<DashboardMailing> {
  const errors: FieldError[] = [];
  const target = await chosenTarget(db, viewer, accountId, body, errors);
  if (!(MAILING_FORMATS as readonly string[]).includes(body.format))
    errors.push({ prop: 'format', message: 'Choose PDF or CSV.' });
  if (body.weekday < 1 || body.weekday > 7) errors.push({ prop: 'weekday', message: 'Choose a day of the week.' });
  for (const key of ['job_ids', 'source_ids'] as const)
    if (body[key] && !ID_LIST.test(body[key])) errors.push({ prop: key, message: 'A comma-separated list of ids.' });
  const ids = [...new Set(body.recipient_ids)];
  if (ids.length === 0) errors.push({ prop: 'recipient_ids', message: 'Choose at least one recipient.' });
  else if (ids.length > MAILING_RECIPIENTS_MAX)
    errors.push({ prop: 'recipient_ids', message: `Choose at most ${MAILING_RECIPIENTS_MAX} recipients.` });
  else {
    // Only colleagues who may see the company's dashboards: anyone else is refused by name.
    const allowed = new Set((await store.eligibleRecipients(db, accountId, ids)).map((r) => r.user_id));
    if (ids.some((id) => !allowed.has(id)))
      errors.push({ prop: 'recipient_ids', message: 'Some recipients cannot see this company’s dashboards.' });
    // A requisition's or a custom dashboard: each recipient must also be able to open it (D516).
    else if (target && (await openersOf(db, accountId, target, ids)).size < ids.length)
      errors.push({ prop: 'recipient_ids', message: 'Some recipients cannot open this dashboard.' });
  }
  if (errors.length > 0 || !target)
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
  // A requisition's dashboard has its dates only (no requisition, location or source filters).
  const filtered = target.kind !== 'job';
  const mailingId = await db.transaction().execute((trx) =>
    store.insertMailing(
      trx,
      {
        account_id: accountId,
        dashboard: body.dashboard,
        format: body.format as 'pdf' | 'csv',
        weekday: body.weekday,
        job_ids: (filtered && body.job_ids) || null,
        locations: (filtered && body.locations?.trim()) || null,
        source_ids: (filtered && body.source_ids) || null,
        job_id: target.kind === 'job' ? target.jobId : null,
        custom_dashboard_id: target.kind === 'custom' ? target.dashboardId : null,
        created_by: viewer.user_id,
        next_send_on: nextWeekday(utcDay(now), body.weekday),
      },
      ids,
    ),
  );
  return (await list(db, viewer, accountId)).find((m) => m.mailing_id === mailingId)!;
}

export async function remove(db: Db, accountId: number, mailingId: number): Promise<{ ok: boolean }> {
  if (!(await store.deleteMailing(db, accountId, mailingId))) throw notFound('Mailing not found');
  return { ok: true };
}

/**
 * The dashboard's filter at a sending on `day`: the seven days before it (none for the employee
 * dashboards; `slug`, a custom dashboard's chart).
 */
export function weekFilter(row: store.MailingRow, day: string, slug = row.dashboard): ReportFilter {
  const employees = slug === 'turnover' || slug === 'performance';
  return {
    ...(employees ? {} : { from_date: addDays(day, -7), to_date: addDays(day, -1) }),
    ...(row.job_ids ? { job_ids: row.job_ids } : {}),
    ...(row.locations ? { locations: row.locations } : {}),
    ...(row.source_ids ? { source_ids: row.source_ids } : {}),
  };
}
