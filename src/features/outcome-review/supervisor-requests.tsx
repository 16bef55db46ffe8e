/**
 * On /user/job-profile, the outcome questions waiting for the signed-in user as a supervisor
 * (D171): each period's link mailed to them, how many of their people are answered and until
 * when. They answer through the mailed link (D138); nothing shows when there are none.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutcomeRequest } from '../../../contracts/outcome-questions.ts';
import { myOutcomeRequestsQueryOptions } from './my-job-profile.queries.ts';

export function SupervisorRequests({ userId }: { userId: number }) {
  const requests = useQuery(myOutcomeRequestsQueryOptions(userId));
  const supervised = requests.data?.results.filter((r) => r.audience === 'supervisor') ?? [];
  if (supervised.length === 0) return null;
  return (
    <section className="my-job-profile__role" aria-labelledby="supervisor-requests-title">
      <h2 id="supervisor-requests-title" className="my-job-profile__role-title">
        <Trans>About the people you supervise</Trans>
      </h2>
      <p className="outcome-review__muted">
        <Trans>Each period’s questions are answered through the link mailed to you.</Trans>
      </p>
      <ul className="my-job-profile__activities">
        {supervised.map((request) => (
          <RequestLine key={request.outcome_period_id} request={request} />
        ))}
      </ul>
    </section>
  );
}

function RequestLine({ request }: { request: OutcomeRequest }) {
  const { i18n } = useLingui();
  const until = i18n.date(request.open_until, { dateStyle: 'medium' });
  const { answered, people, company_name: company, profile_title: profile } = request;
  return (
    <li className="my-job-profile__activity">
      <span>
        <span className="my-job-profile__activity-name">{request.period_name}</span>
        <span className="outcome-review__muted">
          {' '}
          · {company} · {profile} ·{' '}
          <Trans>
            {answered} of {people} answered
          </Trans>
        </span>
      </span>
      <span
        className={`outcome-review__badge outcome-review__badge--${request.status === 'answered' ? 'done' : 'open'}`}
      >
        {request.status === 'answered' && <Trans>Answered</Trans>}
        {request.status === 'pending' && <Trans>Open until {until}</Trans>}
        {request.status === 'expired' && <Trans>Link expired</Trans>}
      </span>
    </li>
  );
}
