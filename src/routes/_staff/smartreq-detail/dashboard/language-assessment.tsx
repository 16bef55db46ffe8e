import { createFileRoute } from '@tanstack/react-router';
import { loadFigures } from '../../../../features/dashboards/load-figures.ts';
import { LanguageAssessmentView } from '../../../../features/dashboards/language-views.tsx';
import { languageAssessmentQuery } from '../../../../features/dashboards/dashboards.queries.ts';
import { requisitionScope, useRequisitionScope } from './-requisition-scope.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/language-assessment')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => requisitionScope(search),
  // Without ?job_id= the frame asks for a requisition and shows no dashboard. A failure shows in the dashboard's panel (the query keeps the error).
  loader: ({ context, deps: { jobId, filter }, cause }) =>
    loadFigures(cause, async () => {
      if (jobId === 0) return;
      await context.queryClient
        .ensureQueryData(languageAssessmentQuery({ kind: 'job', jobId }, filter))
        .catch(() => undefined);
    }),
  component: function RequisitionDashboardRoute() {
    const { jobId, filter } = useRequisitionScope();
    return <LanguageAssessmentView target={{ kind: 'job', jobId }} filter={filter} />;
  },
});
