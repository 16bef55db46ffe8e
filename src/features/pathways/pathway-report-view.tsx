import { Trans, useLingui } from '@lingui/react/macro';
import type { PathwayAnswer, PathwayReport, PathwayRole } from '../../../contracts/pathway.ts';

function Score({ value }: { value: number }) {
  const { i18n } = useLingui();
  return (
    <span className="pathway-score">
      <span className="pathway-score__number">{i18n.number(value, { maximumFractionDigits: 1 })}</span>
      <span className="pathway-score__bar" aria-hidden="true">
        <span className="pathway-score__fill" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
      </span>
    </span>
  );
}

/** Who reads the report: the employee (second person) or staff of the company (third person). */
export type ReportAudience = 'employee' | 'staff';

function RoleCard({ role, audience }: { role: PathwayRole; audience: ReportAudience }) {
  const { t } = useLingui();
  const isStaff = audience === 'staff';
  const headingId = `pathway-role-${role.pathway_job_id}`;
  return (
    <section className="pathway-role" aria-labelledby={headingId}>
      <h3 id={headingId} className="pathway-role__title">
        {role.title}
        {role.is_archived && (
          <span className="pathway-role__archived">
            {' '}
            <Trans>(archived)</Trans>
          </span>
        )}
      </h3>
      {role.description && <p className="pathway-role__description">{role.description}</p>}
      <dl className="pathway-role__facts">
        <div>
          <dt>
            <Trans>Fit (0–100)</Trans>
          </dt>
          <dd>{role.fit_score === null ? <Trans>Not measured yet</Trans> : <Score value={role.fit_score} />}</dd>
        </div>
        <div>
          <dt>{isStaff ? <Trans>Interest</Trans> : <Trans>Your interest</Trans>}</dt>
          <dd>{role.interest ? role.interest.label : <Trans>Not answered yet</Trans>}</dd>
        </div>
      </dl>
      {role.attributes.length > 0 && (
        <div className="pathway-table-wrap">
          <table className="pathway-table">
            <caption className="visually-hidden">
              {isStaff
                ? t`What the role of ${role.title} weighs, and the employee's scores`
                : t`What the role of ${role.title} weighs, and your scores`}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Attribute</Trans>
                </th>
                <th scope="col" className="pathway-table__number">
                  <Trans>Weight</Trans>
                </th>
                <th scope="col" className="pathway-table__score">
                  {isStaff ? <Trans>Score (0–100)</Trans> : <Trans>Your score (0–100)</Trans>}
                </th>
              </tr>
            </thead>
            <tbody>
              {role.attributes.map((a) => (
                <tr key={a.attribute_type_id}>
                  <th scope="row">{a.name}</th>
                  <td className="pathway-table__number">{a.weight}</td>
                  <td className="pathway-table__score">
                    {a.score === null ? <Trans>Not measured yet</Trans> : <Score value={a.score} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function groupBySection(answers: readonly PathwayAnswer[]): { section: string; answers: PathwayAnswer[] }[] {
  const groups: { section: string; answers: PathwayAnswer[] }[] = [];
  for (const answer of answers) {
    const last = groups.at(-1);
    if (last && last.section === answer.section) last.answers.push(answer);
    else groups.push({ section: answer.section, answers: [answer] });
  }
  return groups;
}

/** The pathway report, on screen and on paper: fit per role, then the questionnaire answers. */
export function PathwayReportView({
  report,
  audience = 'employee',
}: {
  report: PathwayReport;
  audience?: ReportAudience;
}) {
  const { i18n } = useLingui();
  const isStaff = audience === 'staff';
  const submittedAt = report.questionnaire.submitted_at;
  return (
    <article className="pathway-report" lang={report.language}>
      <h1 className="pathway-report__title">
        <Trans>Pathway report: {report.pathway_title}</Trans>
      </h1>
      <dl className="pathway-report__facts">
        <div>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{report.candidate_name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Company</Trans>
          </dt>
          <dd>{report.account_name}</dd>
        </div>
        {submittedAt && (
          <div>
            <dt>
              <Trans>Questionnaire completed</Trans>
            </dt>
            <dd>{i18n.date(submittedAt, { dateStyle: 'long' })}</dd>
          </div>
        )}
      </dl>

      <section className="pathway-report__section" aria-labelledby="pathway-roles">
        <h2 id="pathway-roles">
          {isStaff ? <Trans>Fit with each role</Trans> : <Trans>Your fit with each role</Trans>}
        </h2>
        <p className="pathway-report__muted">
          {isStaff ? (
            <Trans>
              Fit compares the employee's scores with what each role weighs most. It uses only what has been measured so
              far, so it can change as they complete more of their pathway.
            </Trans>
          ) : (
            <Trans>
              Fit compares your scores with what each role weighs most. It uses only what has been measured so far, so
              it can change as you complete more of your pathway.
            </Trans>
          )}
        </p>
        {report.roles.length === 0 ? (
          <p>
            <Trans>This pathway has no roles yet.</Trans>
          </p>
        ) : (
          report.roles.map((role) => <RoleCard key={role.pathway_job_id} role={role} audience={audience} />)
        )}
      </section>

      <section className="pathway-report__section" aria-labelledby="pathway-answers">
        <h2 id="pathway-answers">{isStaff ? <Trans>Questionnaire answers</Trans> : <Trans>Your answers</Trans>}</h2>
        {report.questionnaire.answers.length === 0 ? (
          <p>
            {isStaff ? (
              <Trans>The employee has not completed the {report.questionnaire.title} yet.</Trans>
            ) : (
              <Trans>
                Complete the {report.questionnaire.title} on your pathway to see your interests and plans here.
              </Trans>
            )}
          </p>
        ) : (
          groupBySection(report.questionnaire.answers).map((group) => (
            <div key={group.section} className="pathway-answers">
              <h3 className="pathway-answers__title">{group.section}</h3>
              <dl className="pathway-answers__list">
                {group.answers.map((a) => (
                  <div key={a.item_id} className="pathway-answers__item">
                    <dt>{a.question}</dt>
                    <dd>{a.answer ?? <Trans>Not answered</Trans>}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))
        )}
      </section>
    </article>
  );
}
