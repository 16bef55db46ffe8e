/** Where a posting stands, in words and never by colour alone: draft, live, or published but hidden (and why). */
import { Trans } from '@lingui/react/macro';
import type { JobPosting } from '../../../contracts/job-postings.ts';

export function PostingStatus({ posting }: { posting: JobPosting }) {
  if (posting.status === 'draft') {
    return (
      <span className="job-postings__status job-postings__status--draft">
        <Trans>Draft</Trans>
      </span>
    );
  }
  if (posting.is_live) {
    return (
      <span className="job-postings__status job-postings__status--live">
        <Trans>Published</Trans>
      </span>
    );
  }
  return (
    <span className="job-postings__status job-postings__status--hidden">
      <Trans>Published, not showing: the requisition is closed or the last day has passed</Trans>
    </span>
  );
}
