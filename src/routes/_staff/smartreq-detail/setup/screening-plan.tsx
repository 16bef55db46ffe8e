import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlanEditor } from '../../../../features/smartreq/plan-editor.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { useUiLanguage } from '../../../../features/smartreq/ui-language.ts';
import { planQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/screening-plan')({
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(planQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function SetupPlanRoute() {
    const { job_id } = Route.useSearch();
    const language = useUiLanguage();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Screening plan</Trans>}>
        <p>
          <Link to="/smartreq-screening-plan-preview" search={{ job_id }}>
            <Trans>Preview the plan as candidates see it</Trans>
          </Link>
        </p>
        <PlanEditor jobId={job_id} language={language} />
      </SetupPage>
    );
  },
});
