import { createFileRoute } from '@tanstack/react-router';
import { ReportScreen } from '../../../../features/reports/report-screen.tsx';

export const Route = createFileRoute('/_applicant/user/assessment-report/$assessment_id')({
  staticData: { access: 'signed-in' },
  // assessment_id is the report's user_asmt_id (the submitted attempt's id).
  component: function AssessmentReportRoute() {
    const { assessment_id } = Route.useParams();
    return <ReportScreen key={assessment_id} id={assessment_id} />;
  },
});
