import { createFileRoute } from '@tanstack/react-router';
import { loadFigures } from '../../../../features/dashboards/load-figures.ts';
import { InterviewersView, InterviewOverviewView } from '../../../../features/dashboards/interview-views.tsx';
import { interviewOverviewQuery, interviewerSummaryQuery } from '../../../../features/dashboards/dashboards.queries.ts';
import { requisitionScope, useRequisitionScope } from './-requisition-scope.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/interviews')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => requisitionScope(search),
  // Without ?job_id= the frame asks for a requisition and shows no dashboard. A failure shows in the dashboard's panel (the queries keep the error).
  loader: ({ context, deps: { jobId, filter }, cause }) =>
    loadFigures(cause, async () => {
      if (jobId === 0) return;
      const target = { kind: 'job', jobId } as const;
      await Promise.all([
        context.queryClient.ensureQueryData(interviewOverviewQuery(target, filter)),
        context.queryClient.ensureQueryData(interviewerSummaryQuery(target, filter)),
      ]).catch(() => undefined);
    }),
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
