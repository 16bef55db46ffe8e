import { createFileRoute } from '@tanstack/react-router';
import { CompanyOverviewView } from '../../../../features/dashboards/report-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

/** Provider admins only (contracts/access.ts level 3): every company's figures. */
export const Route = createFileRoute('/_staff/account/dashboard/company-overview')({
  component: function DashboardRoute() {
    const { filter } = useDashboardScope();
    return <CompanyOverviewView filter={filter} />;
  },
});
