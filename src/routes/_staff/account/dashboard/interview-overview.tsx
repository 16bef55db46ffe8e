import { createFileRoute } from '@tanstack/react-router';
import { InterviewOverviewView } from '../../../../features/dashboards/interview-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/interview-overview')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <InterviewOverviewView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
