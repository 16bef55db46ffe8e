import { createFileRoute } from '@tanstack/react-router';
import { ActivityHistory } from '../../../features/smartreq/activity-history.tsx';

/** The profile's activity log (D141): who changed what, participants added and removed, newest first. */
export const Route = createFileRoute('/_staff/jobdetails/activity')({
  component: function ProfileActivityRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ActivityHistory key={job_id} jobId={job_id} subject="profile" />;
  },
});
