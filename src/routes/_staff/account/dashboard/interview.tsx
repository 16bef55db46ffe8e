import { createFileRoute } from '@tanstack/react-router';
import { InterviewQuestionsView } from '../../../../features/dashboards/interview-question-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/interview')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <InterviewQuestionsView accountId={accountId} filter={filter} />;
  },
});
