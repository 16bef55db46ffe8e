import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { BuilderStepPage } from '../../../../features/smartreq/builder-layout.tsx';
import { CompletePanel } from '../../../../features/smartreq/complete-panel.tsx';
import { RequireJob } from './-builder-step.tsx';
import { planQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/complete')({
  staticData: { access: 'staff' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The requisition comes with the builder's layout; the plan is this step's own.
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(planQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function CompleteRoute() {
    const { job_id } = Route.useSearch();
    const { session } = Route.useRouteContext();
    return (
      <RequireJob jobId={job_id}>
        {(jobId) => (
          <BuilderStepPage
            step="complete"
            jobId={jobId}
            title={<Trans context="requisition builder step">Complete</Trans>}
          >
            <CompletePanel jobId={jobId} user={session.user} />
          </BuilderStepPage>
        )}
      </RequireJob>
    );
  },
});
