import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlanTimingSection } from '../../../../features/job-profiles/plan-timing.tsx';
import { PlanEditor } from '../../../../features/smartreq/plan-editor.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { useUiLanguage } from '../../../../features/smartreq/ui-language.ts';
import { loadForProfile, profileLoaderDeps } from '../-profile-loaders.ts';
import { planTimingQueryOptions } from '../../../../features/job-profiles/job-profiles.queries.ts';
import { planQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

/**
 * Which assessments employees in this role take, and when: the profile's plan in the requisition's
 * plan editor (D141), and when participants are given it (D174); steps holding a measurement type 6 activity are left out as everywhere.
 */
export const Route = createFileRoute('/_staff/jobdetails/setup/measurement-plans')({
  staticData: { access: 'job-profiles' },
  loaderDeps: profileLoaderDeps,
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) =>
      Promise.all([
        context.queryClient.ensureQueryData(planTimingQueryOptions(jobId)),
        context.queryClient.ensureQueryData(planQueryOptions(jobId)),
      ]),
    ),
  component: function ProfileMeasurementPlanRoute() {
    const { job_id } = Route.useSearch();
    const language = useUiLanguage();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Measurement plan</Trans>}>
        <p className="smartreq-muted">
          <Trans>The assessments and questions employees in this role take, step by step.</Trans>
        </p>
        <PlanTimingSection key={`timing-${job_id}`} jobId={job_id} />
        <PlanEditor key={job_id} jobId={job_id} language={language} />
      </SetupPage>
    );
  },
});
