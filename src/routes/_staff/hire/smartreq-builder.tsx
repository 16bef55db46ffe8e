import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { BUILDER_STEPS, type BuilderStep } from '../../../features/smartreq/builder-state.ts';
import { BuilderLayout } from '../../../features/smartreq/builder-layout.tsx';
import { jobSearch } from '../-job-search.ts';

export const Route = createFileRoute('/_staff/hire/smartreq-builder')({
  validateSearch: jobSearch,
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
