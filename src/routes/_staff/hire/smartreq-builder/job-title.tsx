import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { hasFlag } from '../../../../../contracts/access.ts';
import { preferenceIsOn } from '../../../../../contracts/account-preferences.ts';
import { accountQueryOptions } from '../../../../features/layout/account.queries.ts';
import { pathwaySetupKeys } from '../../../../features/pathways/pathway-setup.queries.ts';
import { JobTitleForm } from '../../../../features/smartreq/job-title-form.tsx';
import { requisitionDetailQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/job-title')({
  staticData: { access: 'staff' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  // The company's preferences (whether it has pathways) and, for a job being built, the job.
  loader: async ({ context, deps }) => {
    const { accountId } = context.session;
    await Promise.all([
      accountId === undefined ? undefined : context.queryClient.ensureQueryData(accountQueryOptions(accountId)),
      deps.jobId === undefined
        ? undefined
        : context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)),
    ]).catch(() => undefined);
  },
  component: function JobTitleRoute() {
    const { job_id } = Route.useSearch();
    const { session } = Route.useRouteContext();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const { data: account } = useQuery({
      ...accountQueryOptions(session.accountId ?? 0),
      enabled: session.accountId !== undefined,
    });
    // The builder's pathway job type: for whoever may create pathways in a company that has them (D130).
    const user = session.user;
    const offerPathway =
      preferenceIsOn(account, 'PATHWAY_ACCESS') &&
      user !== undefined &&
      (user.is_jf_admin || hasFlag(user, 'all_pathways_access', session.accountId));
    const openPathway = async (jobId: number) => {
      await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.lists });
      await navigate({ to: '/pathway/setup/details', search: { job_id: jobId } });
    };
    return (
      <div>
        <h2 className="smartreq-section-title" style={{ marginTop: 0 }}>
          <Trans>What is the job?</Trans>
        </h2>
        <JobTitleForm
          jobId={job_id}
          accountId={session.accountId}
          offerPathway={offerPathway}
          onPathwayCreated={openPathway}
        />
      </div>
    );
  },
});
