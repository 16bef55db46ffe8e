import { createFileRoute } from '@tanstack/react-router';
import { FunnelView } from '../../../../features/dashboards/report-views.tsx';
import { useRequisitionScope } from './-requisition-scope.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/funnel-analytics')({
  component: function RequisitionDashboardRoute() {
    const { jobId, filter } = useRequisitionScope();
    return <FunnelView target={{ kind: 'job', jobId }} filter={filter} />;
  },
});
