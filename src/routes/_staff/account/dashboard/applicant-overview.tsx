import { createFileRoute } from '@tanstack/react-router';
import { OverviewView } from '../../../../features/dashboards/report-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/applicant-overview')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <OverviewView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
