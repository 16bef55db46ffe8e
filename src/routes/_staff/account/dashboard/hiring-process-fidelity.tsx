import { createFileRoute } from '@tanstack/react-router';
import { FidelityView } from '../../../../features/dashboards/report-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/hiring-process-fidelity')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <FidelityView target={{ kind: 'account', accountId }} filter={filter} />;
  },
});
