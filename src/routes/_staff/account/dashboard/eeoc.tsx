import { createFileRoute } from '@tanstack/react-router';
import { AdverseImpactView } from '../../../../features/dashboards/applicant-attribute-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/eeoc')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <AdverseImpactView accountId={accountId} filter={filter} />;
  },
});
