import { createFileRoute } from '@tanstack/react-router';
import { AttributesView } from '../../../../features/dashboards/applicant-attribute-views.tsx';
import { useDashboardScope } from './-dashboard-scope.ts';

export const Route = createFileRoute('/_staff/account/dashboard/attributes')({
  component: function DashboardRoute() {
    const { accountId, filter } = useDashboardScope();
    return <AttributesView accountId={accountId} filter={filter} />;
  },
});
