import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CandidateInterview } from '../../../contracts/interview-scheduling.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { manageLink, myInterviewsQueryOptions } from './scheduling.queries.ts';
import { schedulingErrorText } from './scheduling-texts.ts';
import { INTERVIEW_STATUS_TEXT } from '../../lib/interview-texts.ts';
import { browserTimeZone, formatWhen } from '../../lib/time-zones.ts';
import './scheduling.css';

/** /user/interview-list: the candidate's interviews with time, place, what to prepare, and a way to book, move or cancel. */
export function CandidateInterviewsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`My interviews`);
  const query = useQuery(myInterviewsQueryOptions());
  const list = query.data ?? [];
  return (
    <section className="scheduling-page" aria-labelledby="my-interviews-title">
      <h1 id="my-interviews-title" className="scheduling-page__title">
        <Trans>My interviews</Trans>
      </h1>
      {query.isPending && (
        <p className="scheduling-muted" role="status">
          <Trans>Loading your interviews…</Trans>
        </p>
      )}
      {query.isError && (
        <div className="scheduling-alert" role="alert">
          <p>{schedulingErrorText(query.error)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {query.isSuccess && list.length === 0 && (
        <p className="scheduling-muted">
          <Trans>You have no interviews yet. When a company invites you to one, it appears here.</Trans>
        </p>
      )}
      {list.length > 0 && (
        <ul className="scheduling-list" aria-label={t`Your interviews`}>
          {list.map((interview) => (
            <InterviewCard key={interview.interview_uuid} interview={interview} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InterviewCard({ interview }: { interview: CandidateInterview }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = interview.time_zone ?? browserTimeZone();
  const live = interview.status === 'requested' || interview.status === 'scheduled';

  async function open() {
    setBusy(true);
    setError(null);
    try {
      const { path } = await manageLink(interview.interview_uuid);
      await navigate({ to: '/schedule-interview/$uuid', params: { uuid: path.split('/').pop()! } });
    } catch (e) {
      setError(schedulingErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="scheduling-card">
      <h2>{interview.activity_title}</h2>
      <p className="scheduling-muted">
        {interview.company_name} · {interview.job_title}
      </p>
      <dl className="scheduling-facts">
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          {interview.status === 'requested' ? (
            <Trans>Choose a time</Trans>
          ) : (
            i18n._(INTERVIEW_STATUS_TEXT[interview.status])
          )}
        </dd>
        {interview.starts_at && (
          <>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd>
              {formatWhen(interview.starts_at, zone, i18n.locale)} ({zone})
            </dd>
          </>
        )}
        {(interview.location || interview.meeting_url) && (
          <>
            <dt>
              <Trans>Where</Trans>
            </dt>
            <dd>
              {interview.location}
              {interview.location && interview.meeting_url && <br />}
              {interview.meeting_url && (
                <a href={interview.meeting_url} target="_blank" rel="noreferrer">
                  {interview.meeting_url}
                </a>
              )}
            </dd>
          </>
        )}
        {interview.interviewer_names.length > 0 && (
          <>
            <dt>
              <Trans>With</Trans>
            </dt>
            <dd>{interview.interviewer_names.join(', ')}</dd>
          </>
        )}
        {interview.instructions && (
          <>
            <dt>
              <Trans>To prepare</Trans>
            </dt>
            <dd className="scheduling-pre">{interview.instructions}</dd>
          </>
        )}
      </dl>
      {error && (
        <p className="scheduling-alert" role="alert">
          {error}
        </p>
      )}
      {live && interview.can_change && (
        <div className="scheduling-actions">
          <Button
            variant={interview.status === 'requested' ? 'primary' : 'secondary'}
            onClick={() => void open()}
            isBusy={busy}
          >
            {interview.status === 'requested' ? <Trans>Choose a time</Trans> : <Trans>Reschedule or cancel</Trans>}
          </Button>
        </div>
      )}
      {live && !interview.can_change && interview.status === 'scheduled' && (
        <p className="scheduling-muted">
          <Trans>The interview starts soon: to change it, contact the company.</Trans>
        </p>
      )}
    </li>
  );
}
