import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PredictiveModelsScreen } from '../../../../features/scoring/predictive-models-screen.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { predictiveModelsQueryOptions } from '../../../../features/scoring/scoring.queries.ts';
import { uiLanguage } from '../../../../features/smartreq/ui-language.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/predictive-models')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient
      .ensureQueryData(predictiveModelsQueryOptions(deps.jobId, uiLanguage()))
      .catch(() => undefined);
  },
  component: function SetupPredictiveModelsRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Predictive models</Trans>}>
        <PredictiveModelsScreen jobId={job_id} />
      </SetupPage>
    );
  },
});
