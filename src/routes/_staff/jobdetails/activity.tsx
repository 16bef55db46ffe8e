import { createFileRoute } from '@tanstack/react-router';
import { ActivityHistory } from '../../../features/smartreq/activity-history.tsx';
import { loadForProfile, profileLoaderDeps } from './-profile-loaders.ts';
import { activityQueryOptions } from '../../../features/smartreq/smartreq.queries.ts';

/** The profile's activity log (D141): who changed what, participants added and removed, newest first. */
export const Route = createFileRoute('/_staff/jobdetails/activity')({
  staticData: { access: 'job-profiles' },
  // The log's first page; later pages are the page's own state.
  loaderDeps: profileLoaderDeps,
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) => context.queryClient.ensureQueryData(activityQueryOptions(jobId, 1))),
  component: function ProfileActivityRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ActivityHistory key={job_id} jobId={job_id} subject="profile" />;
  },
});
