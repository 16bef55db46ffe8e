/**
 * "Figures as of 10:42": how fresh the summarised figures of a dashboard are (decisions D143,
 * D157, D163, D173). The company's applicant overview, funnel, source, time to hire, attributes,
 * hiring-process fidelity and EEOC dashboards, and a requisition's overview, funnel, fidelity and
 * source tabs, read summary tables the job queue brings up to date each minute; a custom dashboard
 * may hold their charts. Nothing is shown while the figures are read live (before the first
 * refresh) or on a dashboard that is always live.
 */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { AccountDashboard } from './dashboard-catalog.ts';
import { figuresAsOfQuery, type ReportTarget } from './dashboards.queries.ts';
import { asOfTime } from '../../ui/staff-kit/as-of-time.ts';

const SUMMARISED: ReadonlySet<AccountDashboard | 'custom'> = new Set([
  'applicant-overview',
  'company-funnel-analytics',
  'company-source-effectiveness',
  'time-to-hire',
  'attributes',
  'hiring-process-fidelity',
  'eeoc',
  'custom',
]);

/** A requisition's dashboard tabs (/smartreq-detail/dashboard/*); interviews and language assessment stay live. */
export type RequisitionDashboard =
  | 'overview'
  | 'funnel-analytics'
  | 'hiring-process-fidelity'
  | 'source-effectiveness'
  | 'language-assessment'
  | 'interviews';
const SUMMARISED_TABS: ReadonlySet<RequisitionDashboard> = new Set([
  'overview',
  'funnel-analytics',
  'hiring-process-fidelity',
  'source-effectiveness',
]);

export function isSummarised(slug: AccountDashboard | 'custom' | undefined): boolean {
  return slug !== undefined && SUMMARISED.has(slug);
}

/** The dashboard the line is for: a company's (by its switcher slug) or a requisition's (by its tab). */
export type FreshnessTarget =
  | { kind: 'account'; accountId: number; slug: AccountDashboard | 'custom' }
  | { kind: 'job'; jobId: number; tab: RequisitionDashboard };

export function FiguresAsOf({ of, now = new Date() }: { of: FreshnessTarget; now?: Date }) {
  const { t, i18n } = useLingui();
  const summarised = of.kind === 'account' ? isSummarised(of.slug) : SUMMARISED_TABS.has(of.tab);
  const target: ReportTarget =
    of.kind === 'account' ? { kind: 'account', accountId: of.accountId } : { kind: 'job', jobId: of.jobId };
  const query = useQuery({ ...figuresAsOfQuery(target), enabled: summarised });
  const at = summarised ? query.data?.figures_as_of : undefined;
  if (!at) return null;
  const time = asOfTime(i18n, at, now);
  return (
    <p className="dashboard__freshness" data-testid="figures-as-of">
      {of.kind === 'account' && of.slug === 'custom'
        ? t`Application, funnel, source, time-to-hire, attribute and fidelity figures as of ${time}`
        : t`Figures as of ${time}`}
    </p>
  );
}
