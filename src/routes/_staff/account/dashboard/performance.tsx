import { createFileRoute } from '@tanstack/react-router';
import { PerformanceView } from '../../../../features/dashboards/outcome-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard, reportLanguage } from './-dashboard-scope.ts';
import { performanceReportQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/performance')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(performanceReportQuery(accountId, deps.employees, reportLanguage())),
    ),
  component: function DashboardRoute() {
    const { accountId, employees } = useDashboardScope();
    return <PerformanceView accountId={accountId} filter={employees} />;
  },
});
