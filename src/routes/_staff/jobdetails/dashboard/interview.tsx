import { createFileRoute } from '@tanstack/react-router';
import { DashboardBoard } from '../../../../features/job-profiles/dashboard-board.tsx';
import { ReportPanel } from '../../../../features/dashboards/report-panel.tsx';
import '../../../../features/dashboards/dashboards.css';

export const Route = createFileRoute('/_staff/jobdetails/dashboard/interview')({
  component: function ProfileInterviewBoardRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <DashboardBoard key={job_id} jobId={job_id} board="interview" Panel={ReportPanel} />
    );
  },
});
