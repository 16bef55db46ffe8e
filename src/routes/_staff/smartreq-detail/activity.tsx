import { createFileRoute } from '@tanstack/react-router';
import { ActivityHistory } from '../../../features/smartreq/activity-history.tsx';

export const Route = createFileRoute('/_staff/smartreq-detail/activity')({
  component: function ActivityRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ActivityHistory jobId={job_id} />;
  },
});
