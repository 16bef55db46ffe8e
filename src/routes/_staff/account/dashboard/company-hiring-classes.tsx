import { createFileRoute } from '@tanstack/react-router';
import { HiringClassesView } from '../../../../features/dashboards/hiring-class-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/company-hiring-classes')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <HiringClassesView accountId={accountId} filter={filter} />;
  },
});
