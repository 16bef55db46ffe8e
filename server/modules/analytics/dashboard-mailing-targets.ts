/**
 * Which dashboard a weekly mailing sends (D516) and who may have it: a company dashboard (D340's,
 * company_dashboard_access is enough), a requisition's dashboard tab (the requisition's own rule,
 * jobForStaff: the flag its type needs at the company, or a place on its team, as its
 * /report/v1/smartreq/{jobId}/ endpoints check) or a custom dashboard (its creator's, or shared in
 * its company, as its own endpoints check). The same rule decides whether the saver may set one up
 * and, at each sending, whether each recipient is mailed.
 */
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { MailableDashboard, MailableRequisitionTab } from '../../../contracts/dashboard-mailings.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { jobForStaff } from '../../http/team-access.ts';
import { customDashboardSeenBy } from '../custom-dashboards/index.ts';
import type { LoadedUser } from '../user/index.ts';
import { dashboardReport, namedTables, requisitionReports } from './dashboard-mailing-reports.ts';
import type { ReportTable } from './report-tables.ts';

export type MailingTarget =
  | { kind: 'account'; slug: MailableDashboard }
  | { kind: 'job'; tab: MailableRequisitionTab; jobId: number }
  | { kind: 'custom'; dashboardId: number };

/** What one person may open of the target: the requisition's title or the custom dashboard; undefined, nothing. */
export interface Opened {
  title?: string;
  charts?: MailableDashboard[];
}

/** The target as `user` may open it at `accountId`'s company, or undefined when they may not (or it is gone). */
export async function openedBy(
  db: Db,
  user: LoadedUser,
  accountId: number,
  target: MailingTarget,
): Promise<Opened | undefined> {
  if (target.kind === 'account') return {};
  if (target.kind === 'custom') {
    const board = await customDashboardSeenBy(db, accountId, target.dashboardId, user.user_id);
    return board && { title: board.name, charts: board.charts as MailableDashboard[] };
  }
  try {
    const job = await jobForStaff(db, user, target.jobId);
    return job.account_id === accountId ? { title: job.title } : undefined;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** A row's target: its requisition, its custom dashboard, or else its company dashboard. */
export function targetOf(row: { dashboard: string; job_id: number | null; custom_dashboard_id: number | null }) {
  if (row.job_id !== null)
    return { kind: 'job', tab: row.dashboard as MailableRequisitionTab, jobId: row.job_id } as const;
  if (row.custom_dashboard_id !== null) return { kind: 'custom', dashboardId: row.custom_dashboard_id } as const;
  return { kind: 'account', slug: row.dashboard as MailableDashboard } as const;
}

/**
 * The file's tables, computed once per language; a custom dashboard's are its charts' (`opened`,
 * as a recipient may see it), each with its own filter (`filterOf`: the employee charts count
 * every employee, as they do on the dashboard).
 */
export async function targetTables(
  db: Db,
  accountId: number,
  target: MailingTarget,
  opened: Opened,
  filterOf: (slug: string) => ReportFilter,
  language: Language,
): Promise<ReportTable[]> {
  if (target.kind === 'account')
    return namedTables({
      [target.slug]: await dashboardReport(db, target.slug, accountId, filterOf(target.slug), language),
    });
  if (target.kind === 'job')
    return namedTables(
      await requisitionReports(db, target.tab, { job_id: target.jobId, account_id: accountId }, filterOf(target.tab)),
    );
  const reports: Record<string, Record<string, unknown>> = {};
  for (const chart of opened.charts ?? [])
    reports[chart] = await dashboardReport(db, chart, accountId, filterOf(chart), language);
  // Each chart's tables are named by their chart, so the file says which chart they are.
  return namedTables(reports, true);
}

/** Where the mail's link opens the dashboard. */
export function targetLink(publicUrl: string, target: MailingTarget, filter: ReportFilter): string {
  const entries = Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined);
  if (target.kind === 'job') entries.unshift(['job_id', String(target.jobId)]);
  if (target.kind === 'custom') entries.unshift(['dId', String(target.dashboardId)]);
  const query = new URLSearchParams(entries).toString();
  const path =
    target.kind === 'job'
      ? `/smartreq-detail/dashboard/${target.tab}`
      : `/account/dashboard/${target.kind === 'custom' ? 'custom' : target.slug}`;
  return `${publicUrl}${path}${query ? `?${query}` : ''}`;
}
