import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { TeamEditor } from '../../../../features/smartreq/team-editor.tsx';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/team-members')({
  component: function SetupTeamRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Team members</Trans>}>
        <TeamEditor jobId={job_id} />
      </SetupPage>
    );
  },
});
