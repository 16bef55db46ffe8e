import { createFileRoute } from '@tanstack/react-router';
import { SourcesView } from '../../../../features/dashboards/report-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/company-source-effectiveness')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <SourcesView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
