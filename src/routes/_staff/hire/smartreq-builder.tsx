import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { BUILDER_STEPS, type BuilderStep } from '../../../features/smartreq/builder-state.ts';
import { BuilderLayout } from '../../../features/smartreq/builder-layout.tsx';
import { jobSearch } from '../-job-search.ts';
import { requisitionDetailQueryOptions } from '../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/hire/smartreq-builder')({
  staticData: { access: 'staff' },
  validateSearch: jobSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // Every step after the first reads the requisition; a failure shows on the step (the query keeps the error).
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function BuilderRoute() {
    const { job_id } = Route.useSearch();
    const pathname = useLocation({ select: (l) => l.pathname });
    const step = BUILDER_STEPS.find((s) => pathname.endsWith(`/${s}`)) as BuilderStep | undefined;
    return (
      <BuilderLayout step={step} jobId={job_id}>
        <Outlet />
      </BuilderLayout>
    );
  },
});
