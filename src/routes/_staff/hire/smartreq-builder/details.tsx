import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { BuilderStepPage } from '../../../../features/smartreq/builder-layout.tsx';
import { DetailsForm } from '../../../../features/smartreq/details-form.tsx';
import { RequireJob } from './-builder-step.tsx';
import { requisitionDetailQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/details')({
  staticData: { access: 'staff' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function DetailsRoute() {
    const { job_id } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <RequireJob jobId={job_id}>
        {(jobId) => (
          <BuilderStepPage step="details" jobId={jobId} title={<Trans>Details</Trans>} hideNext>
            <DetailsForm
              jobId={jobId}
              showApplicationFlags
              saveLabel={<Trans>Save and continue</Trans>}
              onSaved={() => void navigate({ to: '/hire/smartreq-builder/complete', search: { job_id: jobId } })}
            />
          </BuilderStepPage>
        )}
      </RequireJob>
    );
  },
});
