/** /jobdetails/job-detail-participant?job_id=&employee_id=: one participant's record, measured attributes and outcomes. */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { participantQueryOptions } from './job-profiles.queries.ts';
import { profileErrorText } from './profile-texts.ts';
import { EmployeeMeasures } from './employee-measures.tsx';
import { EmploymentFacts } from './employment-facts.tsx';

export function ParticipantScreen({ jobId, employeeId }: { jobId: number; employeeId: number | undefined }) {
  const { t, i18n } = useLingui();
  const detail = useQuery({
    ...participantQueryOptions(jobId, employeeId ?? 0, i18n.locale),
    enabled: employeeId !== undefined,
  });
  const back = (
    <Link to="/jobdetails/participants" search={{ job_id: jobId }}>
      <Trans>Back to the participants</Trans>
    </Link>
  );
  if (employeeId === undefined) return <p>{back}</p>;
  if (detail.isError) {
    return (
      <>
        <p className="notice notice--error" role="alert">
          {profileErrorText(detail.error)}
        </p>
        <p>{back}</p>
      </>
    );
  }
  if (!detail.data) return null;
  const { employee: e, attribute_scores: scores, outcome_values: outcomes } = detail.data;
  const yesNo = (value: boolean | null) => (value === null ? t`Not yet known` : value ? t`Yes` : t`No`);
  return (
    <section aria-labelledby="participant-title">
      <p>{back}</p>
      <h2 id="participant-title" className="profiles__subtitle">
        {e.first_name} {e.last_name}
      </h2>
      <p>
        <Link to="/people/$employeeId" params={{ employeeId: String(e.employee_id) }}>
          {e.user_id === null ? (
            <Trans>Their person page</Trans>
          ) : (
            <Trans>Their applications and every employment</Trans>
          )}
        </Link>
      </p>
      <dl className="profiles__facts">
        <dt>{t`Job`}</dt>
        <dd>
          {e.job_title}
          {e.location ? ` · ${e.location}` : ''}
        </dd>
        {e.email && (
          <>
            <dt>{t`Email`}</dt>
            <dd>{e.email}</dd>
          </>
        )}
        <EmploymentFacts employment={e} />
        <dt>{t`Still employed`}</dt>
        <dd>{yesNo(detail.data.still_employed)}</dd>
        <dt>{t`Stayed 90 days`}</dt>
        <dd>{yesNo(detail.data.retained_90_days)}</dd>
      </dl>
      <EmployeeMeasures scores={scores} outcomes={outcomes} level={2} />
    </section>
  );
}
