import { createFileRoute } from '@tanstack/react-router';
import { InterviewersView, InterviewOverviewView } from '../../../../features/dashboards/interview-views.tsx';
import { useRequisitionScope } from './-requisition-scope.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/interviews')({
  component: function RequisitionDashboardRoute() {
    const { jobId, filter } = useRequisitionScope();
    return (
      <>
        <InterviewOverviewView target={{ kind: 'job', jobId }} filter={filter} />
        <InterviewersView target={{ kind: 'job', jobId }} filter={filter} />
      </>
    );
  },
});
