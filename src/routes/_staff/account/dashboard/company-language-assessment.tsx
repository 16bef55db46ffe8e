import { createFileRoute } from '@tanstack/react-router';
import { LanguageAssessmentView } from '../../../../features/dashboards/language-views.tsx';
import { useDashboardScope, dashboardLoaderDeps, loadDashboard } from './-dashboard-scope.ts';
import { languageAssessmentQuery } from '../../../../features/dashboards/dashboards.queries.ts';

export const Route = createFileRoute('/_staff/account/dashboard/company-language-assessment')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: dashboardLoaderDeps,
  loader: ({ context, deps, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(languageAssessmentQuery({ kind: 'account', accountId }, deps.filter)),
    ),
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <LanguageAssessmentView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
