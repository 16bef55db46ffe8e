import { createFileRoute } from '@tanstack/react-router';
import { AdverseImpactView } from '../../../../features/dashboards/applicant-attribute-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard } from './-dashboard-scope.ts';
import { adverseImpactQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/eeoc')({
  staticData: { access: 'company-dashboard', accessPreference: 'EEOC_DASHBOARD' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(adverseImpactQuery(accountId, deps.filter)),
    ),
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <AdverseImpactView accountId={accountId} filter={filter} />;
  },
});
