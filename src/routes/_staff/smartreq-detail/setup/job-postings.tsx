import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { PostingsList } from '../../../../features/job-postings/postings-list.tsx';
import { mayOpenRequisition } from '../../../../features/smartreq/list-scope.ts';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { requisitionDetailQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';
import { postingsQuery } from '../../../../features/job-postings/job-postings.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/job-postings')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(postingsQuery(deps.jobId)),
      context.queryClient.ensureQueryData(requisitionDetailQueryOptions(deps.jobId)),
    ]).catch(() => undefined);
  },
  component: function SetupJobPostingsRoute() {
    const { job_id } = Route.useSearch();
    const { session } = Route.useRouteContext();
    const detail = useQuery({ ...requisitionDetailQueryOptions(job_id ?? 0), enabled: job_id !== undefined });
    // Drafting a posting takes the requisitions flag at its company (D378).
    const mayDraft =
      detail.data === undefined ||
      session.user === undefined ||
      mayOpenRequisition(session.user, detail.data.account_id);
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Job postings</Trans>}>
        <PostingsList jobId={job_id} requisitionTitle={detail.data?.title} mayDraft={mayDraft} />
      </SetupPage>
    );
  },
});
