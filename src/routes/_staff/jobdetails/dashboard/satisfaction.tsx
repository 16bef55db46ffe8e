import { createFileRoute } from '@tanstack/react-router';
import { DashboardBoard } from '../../../../features/job-profiles/dashboard-board.tsx';
import { ReportPanel } from '../../../../features/dashboards/report-panel.tsx';
import '../../../../features/dashboards/dashboards.css';
import { loadForProfile, profileLoaderDeps, reportLocale } from '../-profile-loaders.ts';
import { boardQueryOptions } from '../../../../features/job-profiles/dashboard-queries.ts';

export const Route = createFileRoute('/_staff/jobdetails/dashboard/satisfaction')({
  staticData: { access: 'job-profiles' },
  loaderDeps: profileLoaderDeps,
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) =>
      context.queryClient.ensureQueryData(boardQueryOptions(jobId, 'satisfaction', reportLocale(), deps.filter)),
    ),
  component: function ProfileSatisfactionBoardRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <DashboardBoard key={job_id} jobId={job_id} board="satisfaction" Panel={ReportPanel} />
    );
  },
});
