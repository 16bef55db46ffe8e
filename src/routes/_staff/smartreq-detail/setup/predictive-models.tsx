import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PredictiveModelsScreen } from '../../../../features/scoring/predictive-models-screen.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/predictive-models')({
  component: function SetupPredictiveModelsRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Predictive models</Trans>}>
        <PredictiveModelsScreen jobId={job_id} />
      </SetupPage>
    );
  },
});
