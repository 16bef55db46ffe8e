import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { BuilderStepPage } from '../../../../features/smartreq/builder-layout.tsx';
import { PlanEditor } from '../../../../features/smartreq/plan-editor.tsx';
import { useUiLanguage } from '../../../../features/smartreq/ui-language.ts';
import { RequireJob } from './-builder-step.tsx';
import { planQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/steps')({
  staticData: { access: 'staff' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(planQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function StepsRoute() {
    const { job_id } = Route.useSearch();
    const language = useUiLanguage();
    return (
      <RequireJob jobId={job_id}>
        {(jobId) => (
          <BuilderStepPage
            step="steps"
            jobId={jobId}
            title={<Trans>Screening plan</Trans>}
            intro={<Trans>Lay out the steps candidates go through and the activities of each step.</Trans>}
          >
            <PlanEditor jobId={jobId} language={language} />
          </BuilderStepPage>
        )}
      </RequireJob>
    );
  },
});
