import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PostingEditor } from '../../../../../features/job-postings/posting-editor.tsx';
import { SetupPage } from '../../../../../features/smartreq/requisition-layout.tsx';
import { positiveId } from '../../../../-search.ts';
import { postingQuery } from '../../../../../features/job-postings/job-postings.queries.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/job-posting-detail/$job_posting_id')({
  staticData: { access: 'smartreqs' },
  // A missing posting shows on the page (the query keeps the error).
  loader: async ({ context, params }) => {
    const postingId = positiveId(params.job_posting_id);
    if (postingId === undefined) return;
    await context.queryClient.ensureQueryData(postingQuery(postingId)).catch(() => undefined);
  },
  component: function SetupJobPostingRoute() {
    const { job_id } = Route.useSearch();
    const postingId = positiveId(Route.useParams().job_posting_id);
    // Changing the posting takes the requisitions flag at its company (D262, D378).
    const { session } = Route.useRouteContext();
    if (job_id === undefined) return null;
    return (
      <SetupPage title={<Trans>Job posting</Trans>}>
        <p>
          <Link to="/smartreq-detail/setup/job-postings" search={{ job_id }}>
            <Trans>All postings of this requisition</Trans>
          </Link>
        </p>
        {postingId === undefined ? (
          <p role="alert">
            <Trans>This posting does not exist.</Trans>
          </p>
        ) : (
          <PostingEditor postingId={postingId} jobId={job_id} user={session.user} />
        )}
      </SetupPage>
    );
  },
});
