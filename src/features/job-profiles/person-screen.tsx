/**
 * /user/{id} (D156) and /people/{employeeId} (D165): one person as their company's staff see them (all_employee_access): each
 * employment with its job profile, measured attributes and outcomes over time, and each
 * application with its status, fit and the scores its activities measured, linked to the scorecard.
 */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PersonApplication, PersonEmployment } from '../../../contracts/person.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { ScoreHelp } from '../../ui/staff-kit/score-help.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { personQueryOptions, type PersonKey } from './person.queries.ts';
import { EmployeeMeasures } from './employee-measures.tsx';
import { EmploymentFacts, useDayFormat } from './employment-facts.tsx';
import './job-profiles.css';

export function PersonScreen({ who }: { who: PersonKey | undefined }) {
  const { t, i18n } = useLingui();
  const person = useQuery({ ...personQueryOptions(who ?? { userId: 0 }, i18n.locale), enabled: who !== undefined });
  const name = person.data ? `${person.data.first_name} ${person.data.last_name}` : t`Person`;
  useDocumentTitle(name);
  const failure =
    who === undefined || (person.error instanceof ApiError && person.error.status === 404)
      ? t`This person is not among your company's employees or applicants.`
      : person.error instanceof ApiError && person.error.status === 403
        ? t`Only staff who may see the company's employees can open this page.`
        : person.isError
          ? errorText(person.error)
          : undefined;
  return (
    <section className="profiles person" aria-labelledby="person-title">
      <h1 id="person-title">{name}</h1>
      {failure !== undefined && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {person.isPending && who !== undefined && (
        <p className="profiles__muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {person.data && (
        <>
          {person.data.email && <p className="profiles__muted">{person.data.email}</p>}
          <div className="profiles__section">
            <h2>
              <Trans>Employment</Trans>
            </h2>
            {person.data.employments.length === 0 ? (
              <p className="profiles__muted">
                <Trans>Not an employee of your company.</Trans>
              </p>
            ) : (
              person.data.employments.map((e) => <EmploymentCard key={e.employee_id} employment={e} />)
            )}
          </div>
          <div className="profiles__section">
            <h2>
              <Trans>Applications</Trans>
            </h2>
            {person.data.applications.length === 0 ? (
              <p className="profiles__muted">
                {person.data.user_id === null ? (
                  <Trans>Without a user account, they have no applications on record.</Trans>
                ) : (
                  <Trans>No application to your company.</Trans>
                )}
              </p>
            ) : (
              person.data.applications.map((a) => <ApplicationCard key={a.ref_id} application={a} />)
            )}
          </div>
        </>
      )}
    </section>
  );
}

function EmploymentCard({ employment: e }: { employment: PersonEmployment }) {
  const { t } = useLingui();
  const headingId = `employment-${e.employee_id}`;
  return (
    <article className="person__card" aria-labelledby={headingId}>
      <h3 id={headingId} className="person__card-title">
        {e.job_title}
        {e.location ? ` · ${e.location}` : ''}
      </h3>
      <dl className="profiles__facts">
        <dt>{t`Company`}</dt>
        <dd>{e.company_name}</dd>
        <EmploymentFacts employment={e} />
        <dt>{t`Job profile`}</dt>
        <dd>
          {e.job_profile_id === null ? (
            t`None`
          ) : (
            <Link
              to="/jobdetails/job-detail-participant"
              search={{ job_id: e.job_profile_id, employee_id: e.employee_id }}
            >
              {e.profile_title}
            </Link>
          )}
        </dd>
      </dl>
      <EmployeeMeasures
        scores={e.attribute_scores}
        outcomes={e.outcome_values}
        level={4}
        headingClass="person__subtitle"
      />
    </article>
  );
}

function ApplicationCard({ application: a }: { application: PersonApplication }) {
  const { t, i18n } = useLingui();
  const date = useDayFormat();
  const status = a.status === 'hired' ? t`Hired` : a.status === 'rejected' ? t`Not selected` : t`In progress`;
  const kind = a.job_type_id === JOB_TYPE.pathway ? t`Pathway` : t`Requisition`;
  const headingId = `application-${a.ref_id}`;
  return (
    <article className="person__card" aria-labelledby={headingId}>
      <h3 id={headingId} className="person__card-title">
        <Link to="/smartreq-detail-applicant/{-$id}" params={{ id: String(a.user_smartreq_id) }}>
          {a.job_title}
        </Link>
      </h3>
      <dl className="profiles__facts">
        <dt>{t`Kind`}</dt>
        <dd>
          {kind} · {a.company_name}
        </dd>
        <dt>{t`Status`}</dt>
        <dd>{a.hired_at ? t`${status} on ${date(a.hired_at)}` : status}</dd>
        <dt>{t`Applied`}</dt>
        <dd>{date(a.applied_at)}</dd>
        {a.fit_score !== null && (
          <>
            <dt>
              {t`Fit`}
              <ScoreHelp kind="fit" name={t`Fit score`} />
            </dt>
            <dd>{i18n.number(a.fit_score, { maximumFractionDigits: 0 })}</dd>
          </>
        )}
      </dl>
      {a.scores.length > 0 && (
        <table className="person__scores">
          <caption>
            <Trans>Scores measured in this application</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Attribute`}</th>
              <th scope="col">{t`Activity`}</th>
              <th scope="col">
                {t`Score (0-100)`}
                <ScoreHelp kind="attribute" name={t`Attribute score`} />
              </th>
            </tr>
          </thead>
          <tbody>
            {a.scores.map((s) => (
              <tr key={s.attribute_type_id}>
                <th scope="row">{s.name}</th>
                <td data-label={t`Activity`}>{s.activity ?? '—'}</td>
                <td data-label={t`Score (0-100)`}>{i18n.number(s.score, { maximumFractionDigits: 0 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
