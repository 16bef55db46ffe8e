import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RequisitionLayout } from '../../features/smartreq/requisition-layout.tsx';
import { RescoreBanner } from '../../features/scoring/rescore-banner.tsx';
import { jobSearch } from './-job-search.ts';

/** /smartreq-detail?job_id=: the requisition header and tabs around Applicants, Activity and Setup. */
export const Route = createFileRoute('/_staff/smartreq-detail')({
  validateSearch: jobSearch,
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
