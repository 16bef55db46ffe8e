import { createFileRoute } from '@tanstack/react-router';
import { ProfileDashboard } from '../../../../features/job-profiles/profile-dashboard.tsx';
import { ReportPanel } from '../../../../features/dashboards/report-panel.tsx';
import '../../../../features/dashboards/dashboards.css';
import { loadForProfile, profileLoaderDeps, reportLocale } from '../-profile-loaders.ts';
import { correlationsQueryOptions } from '../../../../features/job-profiles/job-profiles.queries.ts';

export const Route = createFileRoute('/_staff/jobdetails/dashboard/performance')({
  staticData: { access: 'job-profiles' },
  loaderDeps: profileLoaderDeps,
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) =>
      context.queryClient.ensureQueryData(correlationsQueryOptions(jobId, 'performance', reportLocale(), deps.filter)),
    ),
  component: function ProfilePerformanceRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <ProfileDashboard key={job_id} jobId={job_id} outcome="performance" Panel={ReportPanel} />
    );
  },
});
