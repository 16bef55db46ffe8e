import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useProfileModelDrafts } from '../../../../features/job-profiles/setup-predictive-models.tsx';
import { PredictiveModelsScreen } from '../../../../features/scoring/predictive-models-screen.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';

/** The profile's predictive models (D141), with drafts from its correlations; the one in use is the profile's model. */
export const Route = createFileRoute('/_staff/jobdetails/setup/predictive-models')({
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
