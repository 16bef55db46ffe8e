import { createFileRoute } from '@tanstack/react-router';
import { HiringClassesView } from '../../../../features/dashboards/hiring-class-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard } from './-dashboard-scope.ts';
import { hiringClassReportQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/company-hiring-classes')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(hiringClassReportQuery(accountId, deps.filter)),
    ),
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <HiringClassesView accountId={accountId} filter={filter} />;
  },
});
