import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PlanPreview } from '../../features/smartreq/plan-preview.tsx';
import { jobSearch } from './-job-search.ts';

export const Route = createFileRoute('/_staff/smartreq-screening-plan-preview')({
  validateSearch: jobSearch,
  component: function PlanPreviewRoute() {
    const { job_id } = Route.useSearch();
    if (job_id === undefined) {
      return (
        <p>
          <Trans>
            Choose a requisition in the <Link to="/hire">list of requisitions</Link>.
          </Trans>
        </p>
      );
    }
    return <PlanPreview jobId={job_id} />;
  },
});
