import { createFileRoute } from '@tanstack/react-router';
import { TurnoverView } from '../../../../features/dashboards/outcome-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard, reportLanguage } from './-dashboard-scope.ts';
import { turnoverReportQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/turnover')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(turnoverReportQuery(accountId, deps.employees, reportLanguage())),
    ),
  component: function DashboardRoute() {
    const { accountId, employees } = useDashboardScope();
    return <TurnoverView accountId={accountId} filter={employees} />;
  },
});
