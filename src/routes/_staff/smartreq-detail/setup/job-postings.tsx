import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { PostingsList } from '../../../../features/job-postings/postings-list.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { requisitionDetailQueryOptions } from '../../../../features/smartreq/smartreq.queries.ts';
import { postingsQuery } from '../../../../features/job-postings/job-postings.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/job-postings')({
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
    const detail = useQuery({ ...requisitionDetailQueryOptions(job_id ?? 0), enabled: job_id !== undefined });
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Job postings</Trans>}>
        <PostingsList jobId={job_id} requisitionTitle={detail.data?.title} />
      </SetupPage>
    );
  },
});
