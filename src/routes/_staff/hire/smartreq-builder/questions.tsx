import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { BuilderStepPage } from '../../../../features/smartreq/builder-layout.tsx';
import { QuestionSetsEditor } from '../../../../features/smartreq/question-sets-editor.tsx';
import { RequireJob } from './-builder-step.tsx';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/questions')({
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
