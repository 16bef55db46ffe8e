import { createFileRoute } from '@tanstack/react-router';
import { ParticipantsScreen } from '../../../features/job-profiles/participants-screen.tsx';

export const Route = createFileRoute('/_staff/jobdetails/participants')({
  component: function ProfileParticipantsRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ParticipantsScreen key={job_id} jobId={job_id} />;
  },
});
