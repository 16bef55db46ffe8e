import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SetupLayout } from '../../../features/smartreq/requisition-layout.tsx';

export const Route = createFileRoute('/_staff/smartreq-detail/setup')({
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
