import { createFileRoute } from '@tanstack/react-router';
import { InterviewersView } from '../../../../features/dashboards/interview-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard } from './-dashboard-scope.ts';
import { interviewerSummaryQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/interviewers')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(interviewerSummaryQuery({ kind: 'account', accountId }, deps.filter)),
    ),
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <InterviewersView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
