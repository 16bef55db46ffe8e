import { createFileRoute } from '@tanstack/react-router';
import { OverviewView } from '../../../../features/dashboards/report-views.tsx';
import { useRequisitionScope } from './-requisition-scope.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/overview')({
  component: function RequisitionDashboardRoute() {
    const { jobId, filter } = useRequisitionScope();
    return <OverviewView target={{ kind: 'job', jobId }} filter={filter} />;
  },
});
