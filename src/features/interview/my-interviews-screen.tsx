/** /interviews/my-interviews: the signed-in interviewer's interviews, upcoming, to score and done. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyInterview } from '../../../contracts/interview.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { InterviewWhen } from './interview-when.tsx';
import { myInterviewsQueryOptions } from './interview.queries.ts';
import './interview.css';

export function MyInterviewsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`My interviews`);
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const query = useSuspenseQuery(myInterviewsQueryOptions());
  return (
    <section className="interview-screen" aria-labelledby="mine-title">
      <h1 id="mine-title">
        <Trans>My interviews</Trans>
      </h1>
      <Group title={t`To score`} empty={t`Nothing to score.`} rows={query.data.to_score} action="score" />
      <Group
        title={t`Upcoming`}
        empty={t`No upcoming interviews.`}
        rows={query.data.upcoming}
        total={query.data.upcoming_total}
        action="open"
      />
      <Group
        title={t`Done`}
        empty={t`No interview scored yet.`}
        rows={query.data.done}
        total={query.data.done_total}
        action="none"
      />
    </section>
  );
}

function Group({
  title,
  empty,
  rows,
  total = rows.length,
  action,
}: {
  title: string;
  empty: string;
  rows: MyInterview[];
  total?: number;
  action: 'score' | 'open' | 'none';
}) {
  const shown = rows.length;
  return (
    <section className="interview-card" aria-label={title}>
      <h2>
        {title} ({total})
      </h2>
      {total > shown && (
        <p className="interview-muted">
          <Trans>
            {shown} of {total} shown.
          </Trans>
        </p>
      )}
      {rows.length === 0 ? (
        <p className="interview-muted">{empty}</p>
      ) : (
        <ul className="interview-list">
          {rows.map((row) => (
            <li key={row.interview_uuid}>
              <div className="interview-list__who">
                <strong>
                  {row.participant.first_name} {row.participant.last_name}
                </strong>
                <span className="interview-muted">
                  {row.purpose === 'performance_review' ? <Trans>Performance review</Trans> : row.job_title}
                  {' · '}
                  <InterviewWhen interview={row} />
                </span>
              </div>
              {action !== 'none' && (
                <Link
                  to={row.purpose === 'performance_review' ? '/performance-evaluation/$id' : '/interviews/$id'}
                  params={{ id: row.interview_uuid }}
                  className={action === 'score' ? 'button button--primary' : 'button button--secondary'}
                >
                  {action === 'score' ? <Trans context="score an interview">Score</Trans> : <Trans>Open</Trans>}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
