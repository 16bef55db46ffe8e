import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScoreHelp } from '../../ui/staff-kit/score-help.tsx';
import { OfflineNotice } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { isCompareList, multiCompareQueryOptions } from './applicants.queries.ts';
import { useStatusText } from './applicant-table.tsx';
import '../../ui/list-page.css';
import './applicants.css';
import { stepName } from '../../ui/step-names.ts';

/** /applicants-multi-compare?ids=1,2,3: two to five applicants of one requisition side by side. */
export function CompareScreen({ ids }: { ids: string | undefined }) {
  const { t } = useLingui();
  useDocumentTitle(t`Compare candidates`);
  return (
    <section className="list-page" aria-labelledby="compare-title">
      <OfflineNotice />
      <h1 id="compare-title" className="list-page__title">
        <Trans>Compare candidates</Trans>
      </h1>
      {isCompareList(ids) ? (
        <Comparison ids={ids} />
      ) : (
        <p role="alert">
          <Trans>Select two to five applicants of one requisition to compare them.</Trans>
        </p>
      )}
    </section>
  );
}

/** The applicants side by side: the route's loader has brought them; waiting and failing are the staff pages' one pattern. */
function Comparison({ ids }: { ids: string }) {
  const { t, i18n } = useLingui();
  const statusText = useStatusText();
  const compare = useSuspenseQuery(multiCompareQueryOptions(ids));
  const score = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : i18n.number(value, { maximumFractionDigits: 0 });

  return (
    <>
      <p className="list-page__muted">
        <Trans>Requisition: {compare.data.job.title}</Trans>{' '}
        <Link to="/smartreq-detail/applicants" search={{ job_id: compare.data.job.job_id }}>
          <Trans>Back to the candidates</Trans>
        </Link>
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take keyboard focus */}
      <div className="compare-table-wrap" role="region" aria-label={t`Candidates side by side`} tabIndex={0}>
        <table className="compare-table">
          <caption className="visually-hidden">{t`Candidates side by side`}</caption>
          <thead>
            <tr>
              <td />
              {compare.data.applicants.map((a) => (
                <th key={a.ref_id} scope="col">
                  <Link to="/smartreq-detail-applicant/{-$id}" params={{ id: String(a.user_smartreq_id) }}>
                    {a.first_name} {a.last_name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t`Status`}</th>
              {compare.data.applicants.map((a) => (
                <td key={a.ref_id}>{statusText(a.status)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">
                {t`Fit score`}
                <ScoreHelp kind="fit" name={t`Fit score`} />
              </th>
              {compare.data.applicants.map((a) => (
                <td key={a.ref_id} className="compare-table__strong">
                  {score(a.fit_score)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">
                {t`Predictive score`}
                <ScoreHelp kind="predictive" name={t`Predictive score`} />
              </th>
              {compare.data.applicants.map((a) => (
                <td key={a.ref_id}>{score(a.predictive_score)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t`Activities done`}</th>
              {compare.data.applicants.map((a) => (
                <td key={a.ref_id}>
                  <Trans>
                    {a.completed_activities} of {a.total_activities}
                  </Trans>
                </td>
              ))}
            </tr>
            {compare.data.steps.map((step) => (
              <tr key={step.job_step_id}>
                <th scope="row">{stepName(i18n, step.name)}</th>
                {compare.data.applicants.map((a) => {
                  const s = a.steps.find((x) => x.job_step_id === step.job_step_id);
                  return (
                    <td key={a.ref_id}>
                      <Trans>
                        {s?.completed ?? 0} of {step.total_activities}
                      </Trans>
                    </td>
                  );
                })}
              </tr>
            ))}
            {compare.data.attributes.map((attr) => (
              <tr key={attr.attribute_type_id}>
                <th scope="row">
                  {attr.name}
                  {attr.weight !== null && (
                    <span className="applicant-table__muted">
                      {' '}
                      <Trans>weight {attr.weight}</Trans>
                    </span>
                  )}
                </th>
                {compare.data.applicants.map((a) => {
                  const value = a.scores.find((s) => s.attribute_type_id === attr.attribute_type_id)?.score;
                  return (
                    <td key={a.ref_id}>
                      {value === undefined ? (
                        <span className="applicant-table__muted">{t`Not measured`}</span>
                      ) : (
                        <span className="compare-score">
                          <span className="applicant-progress__bar" aria-hidden="true">
                            <span className="applicant-progress__fill" style={{ width: `${value}%` }} />
                          </span>
                          {score(value)}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
