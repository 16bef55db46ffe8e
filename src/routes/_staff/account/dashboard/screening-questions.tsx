import { createFileRoute } from '@tanstack/react-router';
import { ScreeningQuestionsView } from '../../../../features/dashboards/screening-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/screening-questions')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <ScreeningQuestionsView accountId={accountId} filter={filter} />;
  },
});
