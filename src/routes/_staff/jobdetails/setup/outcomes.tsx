import { createFileRoute } from '@tanstack/react-router';
import { ProfileOutcomesScreen } from '../../../../features/job-profiles/profile-setup.tsx';
import { loadForProfile, profileLoaderDeps } from '../-profile-loaders.ts';
import { profileQueryOptions } from '../../../../features/job-profiles/job-profiles.queries.ts';

export const Route = createFileRoute('/_staff/jobdetails/setup/outcomes')({
  staticData: { access: 'job-profiles' },
  loaderDeps: profileLoaderDeps,
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) => context.queryClient.ensureQueryData(profileQueryOptions(jobId))),
  component: function ProfileOutcomesRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ProfileOutcomesScreen key={job_id} jobId={job_id} />;
  },
});
