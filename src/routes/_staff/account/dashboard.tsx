import { createFileRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { preferenceIsOn } from '../../../../contracts/account-preferences.ts';
import { accountQueryOptions } from '../../../features/layout/account.queries.ts';
import {
  ACCOUNT_DASHBOARDS,
  visibleDashboards,
  type AccountDashboard,
} from '../../../features/dashboards/dashboard-catalog.ts';
import { dashboardSearch, type DashboardSearch } from '../../../features/dashboards/dashboard-search.ts';
import { AccountDashboardShell } from '../../../features/dashboards/dashboard-shell.tsx';
import { customDashboardsQuery, filterOptionsQuery } from '../../../features/dashboards/dashboards.queries.ts';
import { companyBiEmbedsQuery } from '../../../features/dashboards/bi-embeds.queries.ts';
import { loadDashboard } from './dashboard/-dashboard-scope.ts';

/** /account/dashboard/*: company_dashboard_access or provider admin (declared on the route below); filters in the URL. */
export const Route = createFileRoute('/_staff/account/dashboard')({
  staticData: { access: 'company-dashboard' },
  validateSearch: dashboardSearch,
  // The frame's data: the company (its EEOC preference), its custom dashboards (the menu) and the filters' options.
  loader: ({ context }) =>
    loadDashboard(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(accountQueryOptions(accountId)),
        context.queryClient.ensureQueryData(customDashboardsQuery(accountId)),
        context.queryClient.ensureQueryData(filterOptionsQuery(accountId)),
      ]),
    ),
  component: function AccountDashboardRoute() {
    const { session } = Route.useRouteContext();
    const search = Route.useSearch();
    const navigate = useNavigate();
    const { pathname } = useLocation();
    const accountId = session.accountId;
    const account = useQuery({ ...accountQueryOptions(accountId ?? 0), enabled: accountId !== undefined });
    const last = pathname.replace(/\/$/, '').split('/').pop() ?? '';
    const slug =
      last === 'custom'
        ? 'custom'
        : (ACCOUNT_DASHBOARDS as readonly string[]).includes(last)
          ? (last as AccountDashboard)
          : undefined;
    const custom = useQuery({ ...customDashboardsQuery(accountId ?? 0), enabled: accountId !== undefined });
    // The embedded dashboards are an optional part of the menu: a failed read leaves the built-in ones.
    const embedded = useQuery({ ...companyBiEmbedsQuery(accountId ?? 0), enabled: accountId !== undefined });
    const entries = visibleDashboards(
      {
        isProviderAdmin: session.user?.is_jf_admin ?? false,
        eeocDashboardOn: preferenceIsOn(account.data, 'EEOC_DASHBOARD'),
      },
      (custom.data ?? []).map((d) => ({ dId: d.dashboard_id, name: d.name })),
      (embedded.data ?? []).map((e) => ({ eId: e.embed_id, name: e.name })),
    );
    return (
      <AccountDashboardShell
        slug={slug}
        entries={entries}
        search={search}
        accountId={accountId}
        // From the page on screen (`to: '.'`), not from this layout: Route.useNavigate() would
        // start from /account/dashboard and land the filters on the default dashboard.
        onSearchChange={(change) =>
          void navigate({ to: '.', search: (prev: DashboardSearch) => ({ ...prev, ...change }) })
        }
      >
        <Outlet />
      </AccountDashboardShell>
    );
  },
});
