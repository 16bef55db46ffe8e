import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ConfigurationsForm } from '../../../../features/smartreq/configurations-form.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { requisitionDetailQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/configurations')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function SetupConfigurationsRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Configurations</Trans>}>
        <ConfigurationsForm jobId={job_id} />
      </SetupPage>
    );
  },
});
