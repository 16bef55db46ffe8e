import { createFileRoute } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PathwayDetailsForm } from '../../../../features/pathways/pathway-details-screen.tsx';
import { PathwayLayout, PathwaySetupPage } from '../../../../features/pathways/pathway-layout.tsx';
import { jobSearch } from '../../-job-search.ts';
import { pathwayDetailsQueryOptions } from '../../../../features/pathways/pathway-setup.queries.ts';

// The setup sections and lists share the requisition pages' look (a route composes features).
import '../../../../features/smartreq/smartreq.css';
/** /pathway/setup/details?job_id=: title, description, invite message. */
export const Route = createFileRoute('/_staff/pathway/setup/details')({
  staticData: { access: 'pathways' },
  validateSearch: jobSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // A refusal shows in the pathway's frame (the query keeps the error).
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await context.queryClient.ensureQueryData(pathwayDetailsQueryOptions(deps.jobId)).catch(() => undefined);
  },
  component: function PathwayDetailsRoute() {
    const { t } = useLingui();
    const { job_id } = Route.useSearch();
    return (
      <PathwayLayout jobId={job_id} section={t`Pathway setup: details`}>
        {(pathway) => (
          <PathwaySetupPage jobId={pathway.job_id} title={<Trans>Details</Trans>}>
            <PathwayDetailsForm key={pathway.job_id} pathway={pathway} />
          </PathwaySetupPage>
        )}
      </PathwayLayout>
    );
  },
});
