import { createFileRoute } from '@tanstack/react-router';
import { FidelityView } from '../../../../features/dashboards/report-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard } from './-dashboard-scope.ts';
import { sharedReportQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/hiring-process-fidelity')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(sharedReportQuery('fidelity', { kind: 'account', accountId }, deps.filter)),
    ),
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <FidelityView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
