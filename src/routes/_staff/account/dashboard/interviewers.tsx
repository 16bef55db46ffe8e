import { createFileRoute } from '@tanstack/react-router';
import { InterviewersView } from '../../../../features/dashboards/interview-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/interviewers')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <InterviewersView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
