import { createFileRoute } from '@tanstack/react-router';
import { PerformanceView } from '../../../../features/dashboards/outcome-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/performance')({
  component: function DashboardRoute() {
    const { accountId, employees } = useDashboardScope();
    return <PerformanceView accountId={accountId} filter={employees} />;
  },
});
