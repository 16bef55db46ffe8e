import { createFileRoute } from '@tanstack/react-router';
import { ProfileDetailsScreen } from '../../../../features/job-profiles/profile-setup.tsx';

export const Route = createFileRoute('/_staff/jobdetails/setup/details')({
  component: function ProfileDetailsRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ProfileDetailsScreen key={job_id} jobId={job_id} />;
  },
});
