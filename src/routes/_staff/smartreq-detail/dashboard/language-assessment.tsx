import { createFileRoute } from '@tanstack/react-router';
import { LanguageAssessmentView } from '../../../../features/dashboards/language-views.tsx';
import { useRequisitionScope } from './-requisition-scope.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/language-assessment')({
  component: function RequisitionDashboardRoute() {
    const { jobId, filter } = useRequisitionScope();
    return <LanguageAssessmentView target={{ kind: 'job', jobId }} filter={filter} />;
  },
});
