import { createFileRoute } from '@tanstack/react-router';
import { SourcesView } from '../../../../features/dashboards/report-views.tsx';
import { useRequisitionScope } from './-requisition-scope.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/source-effectiveness')({
  component: function RequisitionDashboardRoute() {
    const { jobId, filter } = useRequisitionScope();
    return <SourcesView target={{ kind: 'job', jobId }} filter={filter} />;
  },
});
