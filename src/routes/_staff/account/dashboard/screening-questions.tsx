import { createFileRoute } from '@tanstack/react-router';
import { ScreeningQuestionsView } from '../../../../features/dashboards/screening-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard } from './-dashboard-scope.ts';
import { screeningQuestionsQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/screening-questions')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(screeningQuestionsQuery(accountId, deps.filter)),
    ),
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <ScreeningQuestionsView accountId={accountId} filter={filter} />;
  },
});
