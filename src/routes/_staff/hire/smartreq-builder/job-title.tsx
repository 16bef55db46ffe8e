import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { JobTitleForm } from '../../../../features/smartreq/job-title-form.tsx';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/job-title')({
  component: function JobTitleRoute() {
    const { job_id } = Route.useSearch();
    const { session } = Route.useRouteContext();
    return (
      <div>
        <h2 className="smartreq-section-title" style={{ marginTop: 0 }}>
          <Trans>What is the job?</Trans>
        </h2>
        <JobTitleForm jobId={job_id} accountId={session.accountId} />
      </div>
    );
  },
});
