import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RequisitionLayout } from '../../features/smartreq/requisition-layout.tsx';
import { RescoreBanner } from '../../features/scoring/rescore-banner.tsx';
import { jobSearch } from './-job-search.ts';
import { requisitionDetailQueryOptions } from '../../features/smartreq/smartreq.queries.ts';
import { rescoreStatusQueryOptions } from '../../features/scoring/scoring.queries.ts';

/** /smartreq-detail?job_id=: the requisition header and tabs around Applicants, Activity and Setup. */
export const Route = createFileRoute('/_staff/smartreq-detail')({
  staticData: { access: 'smartreqs' },
  validateSearch: jobSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The header's requisition and the rescore banner's status; a refusal shows in the header (the query keeps the error).
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)),
      context.queryClient.ensureQueryData(rescoreStatusQueryOptions(deps.jobId)),
    ]).catch(() => undefined);
  },
  component: function SmartreqDetailRoute() {
    const { job_id } = Route.useSearch();
    return (
      <RequisitionLayout jobId={job_id}>
        {job_id !== undefined && <RescoreBanner jobId={job_id} />}
        <Outlet />
      </RequisitionLayout>
    );
  },
});
