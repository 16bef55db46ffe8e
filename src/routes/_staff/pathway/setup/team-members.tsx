import { createFileRoute } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PathwayLayout, PathwaySetupPage } from '../../../../features/pathways/pathway-layout.tsx';
import { PathwayTeam } from '../../../../features/pathways/pathway-team-screen.tsx';
import { jobSearch } from '../../-job-search.ts';

// The setup sections and lists share the requisition pages' look (a route composes features).
import '../../../../features/smartreq/smartreq.css';
/** /pathway/setup/team-members?job_id=: the pathway's team. */
export const Route = createFileRoute('/_staff/pathway/setup/team-members')({
  validateSearch: jobSearch,
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
