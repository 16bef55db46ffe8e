import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { DetailsForm } from '../../../../features/smartreq/details-form.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/details')({
  component: function SetupDetailsRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Details</Trans>}>
        <DetailsForm jobId={job_id} />
      </SetupPage>
    );
  },
});
