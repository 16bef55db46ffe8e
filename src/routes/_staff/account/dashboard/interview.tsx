import { createFileRoute } from '@tanstack/react-router';
import { InterviewQuestionsView } from '../../../../features/dashboards/interview-question-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard } from './-dashboard-scope.ts';
import { interviewQuestionsQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/interview')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(interviewQuestionsQuery(accountId, deps.filter)),
    ),
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <InterviewQuestionsView accountId={accountId} filter={filter} />;
  },
});
