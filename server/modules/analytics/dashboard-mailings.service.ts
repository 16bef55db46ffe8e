/**
 * Dashboards mailed weekly (D340). Staff with dashboard access at a company set a mailing up for
 * colleagues who have it too; each sending checks again who still has it (a colleague whose role
 * lost it, who left, or whose company was suspended gets nothing) and mails the company's own
 * figures only: the report is computed for the mailing's company, as the dashboard computes it.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  MAILABLE_DASHBOARDS,
  MAILING_FORMATS,
  MAILING_RECIPIENTS_MAX,
  type DashboardMailing,
  type MailableDashboard,
  type MailingRecipient,
  type SaveDashboardMailing,
} from '../../../contracts/dashboard-mailings.ts';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
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
  return { ...rest, dashboard: row.dashboard as MailableDashboard, recipients };
}

export async function list(db: Db, accountId: number): Promise<DashboardMailing[]> {
  const rows = await store.listMailings(db, accountId);
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

export async function create(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  body: SaveDashboardMailing,
  now = new Date(),
): Promise<DashboardMailing> {
  const errors: { prop: string; message: string }[] = [];
  if (!(MAILABLE_DASHBOARDS as readonly string[]).includes(body.dashboard))
    errors.push({ prop: 'dashboard', message: 'This dashboard cannot be mailed.' });
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
  }
  if (errors.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
  const mailingId = await db.transaction().execute((trx) =>
    store.insertMailing(
      trx,
      {
        account_id: accountId,
        dashboard: body.dashboard,
        format: body.format as 'pdf' | 'csv',
        weekday: body.weekday,
        job_ids: body.job_ids || null,
        locations: body.locations?.trim() || null,
        source_ids: body.source_ids || null,
        created_by: viewer.user_id,
        next_send_on: nextWeekday(utcDay(now), body.weekday),
      },
      ids,
    ),
  );
  return (await list(db, accountId)).find((m) => m.mailing_id === mailingId)!;
}

export async function remove(db: Db, accountId: number, mailingId: number): Promise<{ ok: boolean }> {
  if (!(await store.deleteMailing(db, accountId, mailingId))) throw notFound('Mailing not found');
  return { ok: true };
}

/** The dashboard's filter at a sending on `day`: the seven days before it (none for the employee dashboards). */
export function weekFilter(row: store.MailingRow, day: string): ReportFilter {
  const employees = row.dashboard === 'turnover' || row.dashboard === 'performance';
  return {
    ...(employees ? {} : { from_date: addDays(day, -7), to_date: addDays(day, -1) }),
    ...(row.job_ids ? { job_ids: row.job_ids } : {}),
    ...(row.locations ? { locations: row.locations } : {}),
    ...(row.source_ids ? { source_ids: row.source_ids } : {}),
  };
}
