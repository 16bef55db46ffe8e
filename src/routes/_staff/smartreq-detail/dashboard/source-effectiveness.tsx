import { createFileRoute } from '@tanstack/react-router';
import { loadFigures } from '../../../../features/dashboards/load-figures.ts';
import { SourcesView } from '../../../../features/dashboards/report-views.tsx';
import { sharedReportQuery } from '../../../../features/dashboards/dashboards.queries.ts';
import { requisitionScope, useRequisitionScope } from './-requisition-scope.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/source-effectiveness')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => requisitionScope(search),
  // Without ?job_id= the frame asks for a requisition and shows no dashboard. A failure shows in the dashboard's panel (the query keeps the error).
  loader: ({ context, deps: { jobId, filter }, cause }) =>
    loadFigures(cause, async () => {
      if (jobId === 0) return;
      await context.queryClient
        .ensureQueryData(sharedReportQuery('sources', { kind: 'job', jobId }, filter))
        .catch(() => undefined);
    }),
  component: function RequisitionDashboardRoute() {
    const { jobId, filter } = useRequisitionScope();
    return <SourcesView target={{ kind: 'job', jobId }} filter={filter} />;
  },
});
