import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { BuilderStepPage } from '../../../../features/smartreq/builder-layout.tsx';
import { CompletePanel } from '../../../../features/smartreq/complete-panel.tsx';
import { RequireJob } from './-builder-step.tsx';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/complete')({
  component: function CompleteRoute() {
    const { job_id } = Route.useSearch();
    return (
      <RequireJob jobId={job_id}>
        {(jobId) => (
          <BuilderStepPage step="complete" jobId={jobId} title={<Trans>Complete</Trans>}>
            <CompletePanel jobId={jobId} />
          </BuilderStepPage>
        )}
      </RequireJob>
    );
  },
});
