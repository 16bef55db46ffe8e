import { createFileRoute } from '@tanstack/react-router';
import { LanguageAssessmentView } from '../../../../features/dashboards/language-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/company-language-assessment')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <LanguageAssessmentView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
