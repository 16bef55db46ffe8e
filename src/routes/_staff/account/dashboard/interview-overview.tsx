import { createFileRoute } from '@tanstack/react-router';
import { InterviewOverviewView } from '../../../../features/dashboards/interview-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard } from './-dashboard-scope.ts';
import { interviewOverviewQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/interview-overview')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(interviewOverviewQuery({ kind: 'account', accountId }, deps.filter)),
    ),
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <InterviewOverviewView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
