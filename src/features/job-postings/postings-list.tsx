/**
 * /smartreq-detail/setup/job-postings: a requisition's postings with whether each shows on the
 * career page now, a link to the career page, and "New posting" (a draft titled after the
 * requisition, opened in the editor). Drafting a posting takes the requisitions flag (D378): to a
 * team member without it (`mayDraft` false) the list gives the reason instead of the button.
 */
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JobPosting } from '../../../contracts/job-postings.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { createPosting, postingsQuery } from './job-postings.queries.ts';
import { newPostingValues, toBody } from './posting-form.ts';
import { employmentTypeLabel, postingLanguageLabel } from './posting-labels.ts';
import { PostingStatus } from './posting-status.tsx';
import './job-postings.css';

export function PostingsList({
  jobId,
  requisitionTitle,
  mayDraft = true,
}: {
  jobId: number;
  requisitionTitle: string | undefined;
  mayDraft?: boolean;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The route's loader has brought the postings; waiting and failing are the staff pages' one pattern.
  const postings = useSuspenseQuery(postingsQuery(jobId));
  // Busy until the new posting's page has opened.
  const creating = useMutation({
    mutationFn: async () => {
      const language = (['en', 'es', 'fr'] as const).find((l) => l === i18n.locale) ?? 'en';
      const values = newPostingValues(requisitionTitle ?? t`New posting`, '', language);
      const created = await createPosting(queryClient, jobId, {
        ...toBody(values),
        valid_through: null,
        pay_min: null,
        pay_max: null,
        pay_currency: null,
        pay_period: null,
      });
      await navigate({
        to: '/smartreq-detail/setup/job-posting-detail/$job_posting_id',
        params: { job_posting_id: String(created.job_posting_id) },
        search: { job_id: jobId },
      });
    },
  });

  return (
    <div className="job-postings">
      <p className="job-postings__muted">
        <Trans>
          Write what candidates read on your career page and on job boards. A published posting shows until its last
          day, or until the requisition closes.
        </Trans>
      </p>
      <div className="job-postings__actions">
        {mayDraft ? (
          <Button onClick={() => creating.mutate()} isBusy={creating.isPending} busyLabel={t`Creating…`}>
            <Trans>New posting</Trans>
          </Button>
        ) : (
          <p className="job-postings__muted">
            <Trans>
              Only people whose role gives access to requisitions write and publish this requisition’s postings.
            </Trans>
          </p>
        )}
        {postings.data.career_page_path && (
          <a className="job-postings__link" href={postings.data.career_page_path} target="_blank" rel="noopener">
            <Trans>Open the career page</Trans>
            <span className="visually-hidden">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        )}
      </div>
      {creating.isError && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(creating.error)}</p>
        </div>
      )}
      {postings.data.results.length === 0 ? (
        <p className="job-postings__empty">
          <Trans>No postings yet. Create one to list this requisition on your career page.</Trans>
        </p>
      ) : (
        <ul className="job-postings__list" aria-label={t`Job postings`}>
          {postings.data.results.map((posting) => (
            <PostingRow key={posting.job_posting_id} jobId={jobId} posting={posting} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PostingRow({ jobId, posting }: { jobId: number; posting: JobPosting }) {
  const { t } = useLingui();
  const country = posting.remote_country ?? '';
  const place = [posting.location, posting.is_remote ? (country ? t`Remote (${country})` : t`Remote`) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="job-postings__item">
      <div>
        <Link
          className="job-postings__title"
          to="/smartreq-detail/setup/job-posting-detail/$job_posting_id"
          params={{ job_posting_id: String(posting.job_posting_id) }}
          search={{ job_id: jobId }}
        >
          {posting.title}
        </Link>
        <p className="job-postings__muted">
          {[place, employmentTypeLabel(posting.employment_type), postingLanguageLabel(posting.language)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <PostingStatus posting={posting} />
    </li>
  );
}
