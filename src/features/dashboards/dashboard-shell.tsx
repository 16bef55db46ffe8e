/**
 * /account/dashboard/*: the chosen dashboard's title, the switcher, the shared filters and the
 * dashboard itself. Filters live in the URL; the switcher carries them to the next dashboard.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { dashboardLabel, type AccountDashboard, type DashboardEntry } from './dashboard-catalog.ts';
import { DashboardFilters } from './dashboard-filters.tsx';
import { DashboardSwitcher } from './dashboard-switcher.tsx';
import { FiguresAsOf, type RequisitionDashboard } from './figures-as-of.tsx';
import { DashboardMailingPanel } from './dashboard-mailing-panel.tsx';
import { MAILABLE_DASHBOARDS, type MailableDashboard } from '../../../contracts/dashboard-mailings.ts';
import { carriedSearch, hasDates, rangeOf, type DashboardSearch } from './dashboard-search.ts';
import './dashboards.css';

/** Account dashboards the range and filters do not apply to: Scale Quality counts every completed attempt (D304). */
const UNFILTERED: ReadonlySet<AccountDashboardShellProps['slug']> = new Set(['scale-quality']);

const isMailable = (slug: AccountDashboardShellProps['slug']): slug is MailableDashboard =>
  (MAILABLE_DASHBOARDS as readonly string[]).includes(slug ?? '');

export interface AccountDashboardShellProps {
  slug: AccountDashboard | 'custom' | undefined;
  entries: DashboardEntry[];
  search: DashboardSearch;
  accountId: number | undefined;
  onSearchChange(change: Partial<DashboardSearch>): void;
  children: ReactNode;
}

export function AccountDashboardShell({
  slug,
  entries,
  search,
  accountId,
  onSearchChange,
  children,
}: AccountDashboardShellProps) {
  const { t, i18n } = useLingui();
  const customName =
    slug === 'custom'
      ? entries.find((e) => e.slug === 'custom' && e.dId === search.dId && e.eId === search.eId)?.name
      : undefined;
  const title = slug && slug !== 'custom' ? i18n._(dashboardLabel(slug)) : (customName ?? t`Custom dashboards`);
  useDocumentTitle(title);
  const range = rangeOf(search);
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <header className="dashboard__header">
        <div>
          <p className="dashboard__eyebrow">
            <Trans>Dashboard</Trans>
          </p>
          <h1 id="dashboard-title" className="dashboard__title">
            {title}
          </h1>
          {/* An embedded BI dashboard (D235) has its own filters: Assay's range and filters do not reach it;
              nor do they reach Scale Quality, counted from every completed attempt (D304). */}
          {search.eId === undefined && !UNFILTERED.has(slug) && (
            <p className="dashboard__range">
              {slug !== 'turnover' && slug !== 'performance' ? (
                <Trans>
                  Applications from {range.from_date} to {range.to_date}
                </Trans>
              ) : hasDates(search) ? (
                <Trans>
                  Employees who started from {range.from_date} to {range.to_date}
                </Trans>
              ) : (
                <Trans>Every employee, whatever their start date (choose dates to narrow it)</Trans>
              )}
            </p>
          )}
          {slug && accountId !== undefined && <FiguresAsOf of={{ kind: 'account', accountId, slug }} />}
        </div>
        {slug && (
          <DashboardSwitcher
            entries={entries}
            current={slug}
            currentDId={search.dId}
            currentEId={search.eId}
            search={carriedSearch(search)}
          />
        )}
      </header>
      {search.eId === undefined && !UNFILTERED.has(slug) && (
        <DashboardFilters
          key={JSON.stringify(carriedSearch(search))}
          search={search}
          accountId={accountId}
          onApply={onSearchChange}
          datesOptional={slug === 'turnover' || slug === 'performance'}
        />
      )}
      {accountId !== undefined && search.eId === undefined && isMailable(slug) && (
        <DashboardMailingPanel accountId={accountId} dashboard={slug} search={search} />
      )}
      {accountId !== undefined && search.eId === undefined && slug === 'custom' && search.dId !== undefined && (
        <DashboardMailingPanel
          key={search.dId}
          accountId={accountId}
          dashboard="custom"
          customDashboardId={search.dId}
          search={search}
        />
      )}
      {accountId === undefined && slug !== 'company-overview' ? (
        <p className="dashboard__empty">
          <Trans>Choose a company first: the dashboards count one company&apos;s applications.</Trans>
        </p>
      ) : (
        children
      )}
    </section>
  );
}

export interface RequisitionDashboardShellProps {
  search: DashboardSearch;
  jobId: number | undefined;
  /** The tab shown, when the address names one: its figures may be summarised. */
  tab: RequisitionDashboard | undefined;
  /** The company whose weekly mailings the viewer may set up (their dashboard access there), if any (D516). */
  mailAccountId?: number;
  onSearchChange(change: Partial<DashboardSearch>): void;
  tabs: ReactNode;
  children: ReactNode;
}

/**
 * A requisition's dashboard tabs' frame: how fresh the tab's figures are, the shared filters (dates
 * only), "Mail weekly" for whoever may set mailings up (D516) and the chosen view.
 */
export function RequisitionDashboardShell({
  search,
  jobId,
  tab,
  mailAccountId,
  onSearchChange,
  tabs,
  children,
}: RequisitionDashboardShellProps) {
  const { t } = useLingui();
  return (
    <section className="dashboard dashboard--requisition" aria-label={t`Requisition dashboard`}>
      {tabs}
      {tab && jobId !== undefined && <FiguresAsOf of={{ kind: 'job', jobId, tab }} />}
      {search.eId === undefined && (
        <DashboardFilters key={JSON.stringify(carriedSearch(search))} search={search} onApply={onSearchChange} />
      )}
      {tab && jobId !== undefined && mailAccountId !== undefined && search.eId === undefined && (
        <DashboardMailingPanel
          key={`${jobId}-${tab}`}
          accountId={mailAccountId}
          dashboard={tab}
          jobId={jobId}
          search={search}
        />
      )}
      {children}
    </section>
  );
}
