import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ApplicationFormSettings } from '../../../../features/smartreq/application-form-settings.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/application-form')({
  component: function SetupApplicationFormRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Application form</Trans>}>
        <ApplicationFormSettings jobId={job_id} />
      </SetupPage>
    );
  },
});
