import type { ReactNode } from 'react';
import { createFileRoute, Link, Outlet, useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { dashboardSearch, type DashboardSearch } from '../../../features/dashboards/dashboard-search.ts';
import { RequisitionDashboardShell } from '../../../features/dashboards/dashboard-shell.tsx';
import type { RequisitionDashboard } from '../../../features/dashboards/figures-as-of.tsx';
import { figuresAsOfQuery } from '../../../features/dashboards/dashboards.queries.ts';
import { requisitionBiEmbedsQuery } from '../../../features/dashboards/bi-embeds.queries.ts';
import { EmbeddedDashboard } from '../../../features/dashboards/embedded-dashboard.tsx';
import { hasFlag } from '../../../../contracts/access.ts';
import { sessionAtom } from '../../../lib/session.ts';
import { useAtomValue } from '../../../lib/store.ts';

const TABS = [
  { tab: 'overview', to: '/smartreq-detail/dashboard/overview', label: <Trans>Overview</Trans> },
  {
    tab: 'funnel-analytics',
    to: '/smartreq-detail/dashboard/funnel-analytics',
    label: <Trans>Funnel analytics</Trans>,
  },
  {
    tab: 'hiring-process-fidelity',
    to: '/smartreq-detail/dashboard/hiring-process-fidelity',
    label: <Trans>Hiring process fidelity</Trans>,
  },
  {
    tab: 'source-effectiveness',
    to: '/smartreq-detail/dashboard/source-effectiveness',
    label: <Trans>Source effectiveness</Trans>,
  },
  {
    tab: 'language-assessment',
    to: '/smartreq-detail/dashboard/language-assessment',
    label: <Trans>Language assessment</Trans>,
  },
  { tab: 'interviews', to: '/smartreq-detail/dashboard/interviews', label: <Trans>Interviews</Trans> },
] as const satisfies readonly { tab: RequisitionDashboard; to: string; label: ReactNode }[];

/** The tabs whose figures are summarised, so the frame says how fresh they are (as FiguresAsOf decides). */
const SUMMARISED_TABS: ReadonlySet<string> = new Set([
  '/smartreq-detail/dashboard/overview',
  '/smartreq-detail/dashboard/funnel-analytics',
  '/smartreq-detail/dashboard/hiring-process-fidelity',
  '/smartreq-detail/dashboard/source-effectiveness',
]);

/**
 * /smartreq-detail/dashboard/*: whoever may see the requisition (the requisition's access rule); filters in the URL.
 * The company's requisition-scope embedded BI dashboards (D235) are tabs too: eId opens one in place of the tab's figures.
 */
export const Route = createFileRoute('/_staff/smartreq-detail/dashboard')({
  staticData: { access: 'smartreqs' },
  validateSearch: dashboardSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The frame's "figures as of" line on a summarised tab; each tab's route loads its own figures.
  loader: async ({ context, deps, location }) => {
    const isSummarised = [...SUMMARISED_TABS].some((to) => location.pathname.endsWith(to));
    if (deps.jobId === undefined || !isSummarised) return;
    await context.queryClient
      .ensureQueryData(figuresAsOfQuery({ kind: 'job', jobId: deps.jobId }))
      .catch(() => undefined);
  },
  component: function RequisitionDashboardRoute() {
    const { t } = useLingui();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const pathname = useLocation({ select: (location) => location.pathname });
    const { dId: _dId, eId, ...kept } = search;
    const jobId = search.job_id;
    // An optional part of the tabs: a failed read leaves the built-in dashboards.
    const embedded = useQuery({ ...requisitionBiEmbedsQuery(jobId ?? 0), enabled: jobId !== undefined });
    const embed = eId === undefined ? undefined : embedded.data?.find((e) => e.embed_id === eId);
    // Mailing a tab weekly (D516) is for those with dashboard access at the current company.
    const { user, accountId } = useAtomValue(sessionAtom);
    const mayMail =
      user !== undefined &&
      accountId !== undefined &&
      (user.is_jf_admin || hasFlag(user, 'company_dashboard_access', accountId));
    return (
      <RequisitionDashboardShell
        search={search}
        jobId={search.job_id}
        tab={eId === undefined ? TABS.find((tab) => pathname.endsWith(tab.to))?.tab : undefined}
        mailAccountId={mayMail ? accountId : undefined}
        onSearchChange={(change) => void navigate({ search: (prev: DashboardSearch) => ({ ...prev, ...change }) })}
        tabs={
          <nav className="dashboard-tabs" aria-label={t`Requisition dashboards`}>
            <ul>
              {TABS.map((tab) => (
                <li key={tab.to}>
                  <Link
                    to={tab.to}
                    search={{ ...kept, job_id: search.job_id }}
                    activeProps={{ 'aria-current': 'page', className: 'is-active' }}
                  >
                    {tab.label}
                  </Link>
                </li>
              ))}
              {(embedded.data ?? []).map((e) => (
                <li key={`embed-${e.embed_id}`}>
                  <Link
                    to="/smartreq-detail/dashboard/overview"
                    search={{ ...kept, job_id: jobId, eId: e.embed_id }}
                    activeProps={{ 'aria-current': 'page', className: 'is-active' }}
                  >
                    {e.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        }
      >
        {eId === undefined || jobId === undefined ? (
          <Outlet />
        ) : embed ? (
          <EmbeddedDashboard
            key={embed.embed_id}
            target={{ kind: 'job', jobId }}
            embedId={embed.embed_id}
            name={embed.name}
          />
        ) : embedded.isPending ? (
          <p role="status">
            <Trans>Opening the dashboard…</Trans>
          </p>
        ) : (
          <p role="status">
            <Trans>This embedded dashboard no longer exists.</Trans>
          </p>
        )}
      </RequisitionDashboardShell>
    );
  },
});
