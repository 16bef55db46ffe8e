import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlanPreview } from '../../features/smartreq/plan-preview.tsx';
import { jobSearch } from './-job-search.ts';
import { planQueryOptions, requisitionDetailQueryOptions } from '../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-screening-plan-preview')({
  staticData: { access: 'staff' },
  validateSearch: jobSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)),
      context.queryClient.ensureQueryData(planQueryOptions(deps.jobId)),
    ]).catch(() => undefined);
  },
  component: function PlanPreviewRoute() {
    const { job_id } = Route.useSearch();
    if (job_id === undefined) {
      return (
        <p>
          <Trans>
            Choose a requisition in the <Link to="/hire">list of requisitions</Link>.
          </Trans>
        </p>
      );
    }
    return <PlanPreview jobId={job_id} />;
  },
});
