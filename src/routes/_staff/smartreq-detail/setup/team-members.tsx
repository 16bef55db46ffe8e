import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { TeamEditor } from '../../../../features/smartreq/team-editor.tsx';
import { RequisitionOfferApprovers } from '../../../../features/staff-offers/requisition-offer-approvers.tsx';
import { assignableStaffQueryOptions, teamQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/team-members')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(teamQueryOptions(deps.jobId)),
      context.queryClient.ensureQueryData(assignableStaffQueryOptions(deps.jobId)),
    ]).catch(() => undefined);
  },
  component: function SetupTeamRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Team members</Trans>}>
        <TeamEditor jobId={job_id} />
        <RequisitionOfferApprovers jobId={job_id} />
      </SetupPage>
    );
  },
});
