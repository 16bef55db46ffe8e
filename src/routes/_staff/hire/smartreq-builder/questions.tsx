import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { BuilderStepPage } from '../../../../features/smartreq/builder-layout.tsx';
import { QuestionSetsEditor } from '../../../../features/smartreq/question-sets-editor.tsx';
import { RequireJob } from './-builder-step.tsx';
import { planQueryOptions, questionBankQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/questions')({
  staticData: { access: 'staff' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The plan and the bank's first page, unfiltered; a search typed on the page is fetched there.
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    const accountId = context.session.accountId ?? 0;
    await Promise.all([
      context.queryClient.ensureQueryData(planQueryOptions(deps.jobId)),
      context.queryClient.ensureQueryData(
        questionBankQueryOptions(accountId, { search: '', page: 1, list: 'prescreen' }),
      ),
    ]).catch(() => undefined);
  },
  component: function QuestionsRoute() {
    const { job_id } = Route.useSearch();
    const { session } = Route.useRouteContext();
    return (
      <RequireJob jobId={job_id}>
        {(jobId) => (
          <BuilderStepPage step="questions" jobId={jobId} title={<Trans>Screening questions</Trans>}>
            <QuestionSetsEditor jobId={jobId} accountId={session.accountId ?? 0} />
          </BuilderStepPage>
        )}
      </RequireJob>
    );
  },
});
