/**
 * Where a posting stands, in words and never by colour alone: draft, live, or published but hidden
 * (and why); the editor's header adds the public page's link while it is live.
 */
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

export function PostingHeader({ posting }: { posting: JobPosting }) {
  return (
    <div className="job-postings__header">
      <PostingStatus posting={posting} />
      {posting.is_live && posting.public_path && (
        <a className="job-postings__link" href={posting.public_path} target="_blank" rel="noopener">
          <Trans>View the public page</Trans>
          <span className="visually-hidden">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      )}
    </div>
  );
}
