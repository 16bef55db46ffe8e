import { createFileRoute } from '@tanstack/react-router';
import { ActivityHistory } from '../../../features/smartreq/activity-history.tsx';
import { activityQueryOptions } from '../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/activity')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The history's first page; later pages are page state, fetched on the page.
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(activityQueryOptions(deps.jobId, 1)).catch(() => undefined);
  },
  component: function ActivityRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ActivityHistory jobId={job_id} />;
  },
});
