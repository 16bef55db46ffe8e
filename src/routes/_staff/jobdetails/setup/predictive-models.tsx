import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useProfileModelDrafts } from '../../../../features/job-profiles/setup-predictive-models.tsx';
import { PredictiveModelsScreen } from '../../../../features/scoring/predictive-models-screen.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { loadForProfile, profileLoaderDeps, reportLocale } from '../-profile-loaders.ts';
import { correlationsQueryOptions } from '../../../../features/job-profiles/job-profiles.queries.ts';
import { predictiveModelsQueryOptions } from '../../../../features/scoring/scoring.queries.ts';
import { uiLanguage } from '../../../../features/smartreq/ui-language.ts';

/** The profile's predictive models (D141), with drafts from its correlations; the one in use is the profile's model. */
export const Route = createFileRoute('/_staff/jobdetails/setup/predictive-models')({
  staticData: { access: 'job-profiles' },
  loaderDeps: profileLoaderDeps,
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) =>
      Promise.all([
        context.queryClient.ensureQueryData(correlationsQueryOptions(jobId, 'turnover', reportLocale())),
        context.queryClient.ensureQueryData(correlationsQueryOptions(jobId, 'performance', reportLocale())),
        context.queryClient.ensureQueryData(predictiveModelsQueryOptions(jobId, uiLanguage())),
      ]),
    ),
  component: function ProfilePredictiveModelsRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <ProfileModels key={job_id} jobId={job_id} />;
  },
});

function ProfileModels({ jobId }: { jobId: number }) {
  const drafts = useProfileModelDrafts(jobId);
  return (
    <SetupPage title={<Trans>Predictive models</Trans>}>
      <PredictiveModelsScreen jobId={jobId} subject="profile" drafts={drafts} />
    </SetupPage>
  );
}
