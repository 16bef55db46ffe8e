import { createFileRoute, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { mayChangeRequisition } from '../../../../features/smartreq/list-scope.ts';
import { PlanEditor } from '../../../../features/smartreq/plan-editor.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { useUiLanguage } from '../../../../features/smartreq/ui-language.ts';
import { planQueryOptions, requisitionDetailQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/screening-plan')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(planQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function SetupPlanRoute() {
    const { job_id } = Route.useSearch();
    const { session } = Route.useRouteContext();
    const language = useUiLanguage();
    const detail = useQuery({ ...requisitionDetailQueryOptions(job_id ?? 0), enabled: job_id !== undefined });
    // A live requisition's plan takes the requisitions flag (D305): its team sees it, unchanged.
    const locked =
      detail.data !== undefined &&
      session.user !== undefined &&
      !mayChangeRequisition(session.user, detail.data.account_id, detail.data.is_draft);
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Screening plan</Trans>}>
        <p>
          <Link to="/smartreq-screening-plan-preview" search={{ job_id }}>
            <Trans>Preview the plan as candidates see it</Trans>
          </Link>
        </p>
        <PlanEditor
          jobId={job_id}
          language={language}
          lockedReason={
            locked ? (
              <Trans>
                Only people whose role gives access to requisitions change a live requisition’s plan. You can read it
                here.
              </Trans>
            ) : undefined
          }
        />
      </SetupPage>
    );
  },
});
