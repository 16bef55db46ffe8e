import { createFileRoute } from '@tanstack/react-router';
import { FidelityView } from '../../../../features/dashboards/report-views.tsx';
import { useRequisitionScope } from './-requisition-scope.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/hiring-process-fidelity')({
  component: function RequisitionDashboardRoute() {
    const { jobId, filter } = useRequisitionScope();
    return <FidelityView target={{ kind: 'job', jobId }} filter={filter} />;
  },
});
