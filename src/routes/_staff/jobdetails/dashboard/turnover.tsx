import { createFileRoute } from '@tanstack/react-router';
import { ProfileDashboard } from '../../../../features/job-profiles/profile-dashboard.tsx';
import { ReportPanel } from '../../../../features/dashboards/report-panel.tsx';
import '../../../../features/dashboards/dashboards.css';

export const Route = createFileRoute('/_staff/jobdetails/dashboard/turnover')({
  component: function ProfileTurnoverRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <ProfileDashboard key={job_id} jobId={job_id} outcome="turnover" Panel={ReportPanel} />
    );
  },
});
