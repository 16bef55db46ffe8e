import { createFileRoute } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PathwayLayout, PathwaySetupPage } from '../../../../features/pathways/pathway-layout.tsx';
import { PathwayTeam } from '../../../../features/pathways/pathway-team-screen.tsx';
import { jobSearch } from '../../-job-search.ts';
import {
  pathwayDetailsQueryOptions,
  pathwayTeamQueryOptions,
} from '../../../../features/pathways/pathway-setup.queries.ts';

// The setup sections and lists share the requisition pages' look (a route composes features).
import '../../../../features/smartreq/smartreq.css';
/** /pathway/setup/team-members?job_id=: the pathway's team. */
export const Route = createFileRoute('/_staff/pathway/setup/team-members')({
  staticData: { access: 'pathways' },
  validateSearch: jobSearch,
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // A refusal shows in the pathway's frame (the query keeps the error).
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(pathwayDetailsQueryOptions(deps.jobId)),
      context.queryClient.ensureQueryData(pathwayTeamQueryOptions(deps.jobId)),
    ]).catch(() => undefined);
  },
  component: function PathwayTeamRoute() {
    const { t } = useLingui();
    const { job_id } = Route.useSearch();
    return (
      <PathwayLayout jobId={job_id} section={t`Pathway setup: team members`}>
        {(pathway) => (
          <PathwaySetupPage jobId={pathway.job_id} title={<Trans>Team members</Trans>}>
            <PathwayTeam jobId={pathway.job_id} />
          </PathwaySetupPage>
        )}
      </PathwayLayout>
    );
  },
});
