import { createFileRoute } from '@tanstack/react-router';
import { TurnoverView } from '../../../../features/dashboards/outcome-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/turnover')({
  component: function DashboardRoute() {
    const { accountId, employees } = useDashboardScope();
    return <TurnoverView accountId={accountId} filter={employees} />;
  },
});
