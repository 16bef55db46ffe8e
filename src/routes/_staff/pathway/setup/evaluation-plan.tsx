import { createFileRoute } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PathwayLayout, PathwaySetupPage } from '../../../../features/pathways/pathway-layout.tsx';
import { PlanEditor } from '../../../../features/smartreq/plan-editor.tsx';
import { QuestionSetsEditor } from '../../../../features/smartreq/question-sets-editor.tsx';
import { useUiLanguage } from '../../../../features/smartreq/ui-language.ts';
import { jobSearch } from '../../-job-search.ts';
import { pathwayDetailsQueryOptions } from '../../../../features/pathways/pathway-setup.queries.ts';
import { planQueryOptions, questionBankQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

// The setup sections and lists share the requisition pages' look (a route composes features).
import '../../../../features/smartreq/smartreq.css';
/**
 * /pathway/setup/evaluation-plan?job_id=: the requisitions' plan editor on the pathway's steps and
 * activities, and its question sets' questions from the employee-question list (D139).
 */
export const Route = createFileRoute('/_staff/pathway/setup/evaluation-plan')({
  staticData: { access: 'pathways' },
  validateSearch: jobSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The pathway, its plan and the employee questions' first page; a refusal shows in the pathway's frame.
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    const pathway = await context.queryClient
      .ensureQueryData(pathwayDetailsQueryOptions(deps.jobId))
      .catch(() => undefined);
    if (pathway === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(planQueryOptions(pathway.job_id)),
      context.queryClient.ensureQueryData(
        questionBankQueryOptions(pathway.account_id, { search: '', page: 1, list: 'employee' }),
      ),
    ]).catch(() => undefined);
  },
  component: function PathwayPlanRoute() {
    const { t } = useLingui();
    const { job_id } = Route.useSearch();
    const language = useUiLanguage();
    return (
      <PathwayLayout jobId={job_id} section={t`Pathway setup: evaluation plan`}>
        {(pathway) => (
          <PathwaySetupPage jobId={pathway.job_id} title={<Trans>Evaluation plan</Trans>}>
            <p className="pathway-setup__muted">
              <Trans>
                Participants take these steps and activities in order, as candidates take a requisition's screening
                plan.
              </Trans>
            </p>
            <PlanEditor jobId={pathway.job_id} language={language} />
            <h2>
              <Trans>Questions the question sets ask</Trans>
            </h2>
            <p className="pathway-setup__muted">
              <Trans>
                Participants are employees: the question sets ask questions of your company's employee-question list
                (company settings, Measurement).
              </Trans>
            </p>
            <QuestionSetsEditor jobId={pathway.job_id} accountId={pathway.account_id} list="employee" />
          </PathwaySetupPage>
        )}
      </PathwayLayout>
    );
  },
});
