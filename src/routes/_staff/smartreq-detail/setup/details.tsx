import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { DetailsForm } from '../../../../features/smartreq/details-form.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { requisitionDetailQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/details')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function SetupDetailsRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Details</Trans>}>
        <DetailsForm jobId={job_id} />
      </SetupPage>
    );
  },
});
