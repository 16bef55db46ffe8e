import { createFileRoute } from '@tanstack/react-router';
import { FunnelView } from '../../../../features/dashboards/report-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/company-funnel-analytics')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <FunnelView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
