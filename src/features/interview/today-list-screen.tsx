/** /start-interview/applicant/interview-list: the signed-in interviewer's interviews of today, to run on the station. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { InterviewWhen } from './interview-when.tsx';
import { myInterviewsQueryOptions } from './interview.queries.ts';
import './interview.css';

export function TodayListScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Interview list`);
  // A station screen (D189): it stays a plain query with its own waiting and failure texts, as the station is used with the network off.
  const query = useQuery(myInterviewsQueryOptions());
  return (
    <section className="interview-screen" aria-labelledby="today-title">
      <header className="interview-screen__header">
        <h1 id="today-title">
          <Trans>Today’s interviews</Trans>
        </h1>
        <p className="interview-muted">
          <Trans>Your interviews of today that you have not scored yet.</Trans>{' '}
          <Link to="/start-interview/select-applicant">
            <Trans>Choose another candidate</Trans>
          </Link>
        </p>
      </header>
      {query.isPending && (
        <p className="interview-muted" role="status">
          <Trans>Loading your interviews…</Trans>
        </p>
      )}
      {query.isError && (
        <p className="interview-error" role="alert">
          {errorText(query.error)}
        </p>
      )}
      {query.isSuccess && query.data.today.length === 0 && (
        <p className="interview-muted">
          <Trans>You have no interviews left to run today.</Trans>
        </p>
      )}
      {query.isSuccess && query.data.today.length > 0 && (
        <ul className="interview-list" aria-label={t`Today’s interviews`}>
          {query.data.today.map((row) => (
            <li key={row.interview_uuid}>
              <div className="interview-list__who">
                <strong>
                  {row.participant.first_name} {row.participant.last_name}
                </strong>
                <span className="interview-muted">
                  {row.job_title ? `${row.job_title} · ` : ''}
                  <InterviewWhen interview={row} />
                </span>
              </div>
              <Link to="/interview/{-$id}" params={{ id: row.interview_uuid }} className="button button--primary">
                <Trans>Run interview</Trans>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
