import { createFileRoute } from '@tanstack/react-router';
import { ProfileOutcomesScreen } from '../../../../features/job-profiles/profile-setup.tsx';

export const Route = createFileRoute('/_staff/jobdetails/setup/outcomes')({
  component: function ProfileOutcomesRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ProfileOutcomesScreen key={job_id} jobId={job_id} />;
  },
});
