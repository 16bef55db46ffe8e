import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SetupLayout } from '../../../features/smartreq/requisition-layout.tsx';
import { requisitionDetailQueryOptions } from '../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // Most setup sections edit the requisition itself (one request with the header's, same key); a failure shows there.
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function SetupRoute() {
    const { job_id } = Route.useSearch();
    if (job_id === undefined) return null;
    return (
      <SetupLayout jobId={job_id}>
        <Outlet />
      </SetupLayout>
    );
  },
});
