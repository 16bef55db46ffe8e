import { createFileRoute } from '@tanstack/react-router';
import { ParticipantsScreen } from '../../../features/job-profiles/participants-screen.tsx';
import { loadForProfile, profileLoaderDeps } from './-profile-loaders.ts';
import {
  participantListQueryOptions,
  profileQueryOptions,
} from '../../../features/job-profiles/job-profiles.queries.ts';

export const Route = createFileRoute('/_staff/jobdetails/participants')({
  staticData: { access: 'job-profiles' },
  // The list's first view: its search, ordering and page are the page's state (the list reads them in place, D488).
  loaderDeps: profileLoaderDeps,
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) =>
      Promise.all([
        context.queryClient.ensureQueryData(profileQueryOptions(jobId)),
        context.queryClient.ensureQueryData(
          participantListQueryOptions(jobId, { page: 1, ordering: 'last_name', search: '' }),
        ),
      ]),
    ),
  component: function ProfileParticipantsRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ParticipantsScreen key={job_id} jobId={job_id} />;
  },
});
