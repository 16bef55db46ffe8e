import { createFileRoute } from '@tanstack/react-router';
import { TimeToHireView } from '../../../../features/dashboards/report-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/time-to-hire')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <TimeToHireView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
