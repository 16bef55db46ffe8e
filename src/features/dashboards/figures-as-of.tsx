/**
 * "Figures as of 10:42": how fresh the summarised figures of a company dashboard are (decisions
 * D143, D157, D163). The applicant overview, funnel, source, time to hire, attributes, hiring-process
 * fidelity and EEOC dashboards read summary tables the job queue brings up to date each minute; a
 * custom dashboard may hold their charts. Nothing is shown while the figures are read live (before the first refresh) or on a
 * dashboard that is always live.
 */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { AccountDashboard } from './dashboard-catalog.ts';
import { figuresAsOfQuery } from './dashboards.queries.ts';
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

export function isSummarised(slug: AccountDashboard | 'custom' | undefined): boolean {
  return slug !== undefined && SUMMARISED.has(slug);
}

export function FiguresAsOf({ accountId, slug, now = new Date() }: { accountId: number; slug: AccountDashboard | 'custom'; now?: Date }) {
  const { t, i18n } = useLingui();
  const query = useQuery({ ...figuresAsOfQuery(accountId), enabled: isSummarised(slug) });
  const at = isSummarised(slug) ? query.data?.figures_as_of : undefined;
  if (!at) return null;
  const time = asOfTime(i18n, at, now);
  return (
    <p className="dashboard__freshness" data-testid="figures-as-of">
      {slug === 'custom' ? t`Application, funnel, source, time-to-hire, attribute and fidelity figures as of ${time}` : t`Figures as of ${time}`}
    </p>
  );
}
