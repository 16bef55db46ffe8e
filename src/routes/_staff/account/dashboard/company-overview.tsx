import { createFileRoute } from '@tanstack/react-router';
import { CompanyOverviewView } from '../../../../features/dashboards/report-views.tsx';
import { useDashboardScope, dashboardLoaderDeps } from './-dashboard-scope.ts';
import { loadFigures } from '../../../../features/dashboards/load-figures.ts';
import { companyOverviewQuery } from '../../../../features/dashboards/dashboards.queries.ts';

/** Provider admins only (declared on the route below): every company's figures. */
export const Route = createFileRoute('/_staff/account/dashboard/company-overview')({
  staticData: { access: 'provider-admin' },
  loaderDeps: dashboardLoaderDeps,
  // A failed report is its panel's to show, with the panel's retry.
  loader: ({ context, deps, cause }) =>
    loadFigures(cause, () => context.queryClient.ensureQueryData(companyOverviewQuery(deps.filter))),
  component: function DashboardRoute() {
    const { filter } = useDashboardScope();
    return <CompanyOverviewView filter={filter} />;
  },
});
