import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ApplicationFormSettings } from '../../../../features/smartreq/application-form-settings.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { requisitionDetailQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/application-form')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function SetupApplicationFormRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Application form</Trans>}>
        <ApplicationFormSettings jobId={job_id} />
      </SetupPage>
    );
  },
});
