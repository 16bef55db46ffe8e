import { Trans, useLingui } from '@lingui/react/macro';
import type { AssessmentReport, ReportAttribute } from '../../../contracts/reports.ts';
import { HIGH_ABOVE, LOW_BELOW } from '../../../contracts/report-bands.ts';
import { BAND_TEXT, DESCRIPTIONS, POLES } from './report-texts.ts';

/** One group of scales: a personality domain with its facets, or every scale of the other kinds. */
interface ScoreGroup {
  key: string;
  title: string;
  rows: ReportAttribute[];
}

function groupsOf(report: AssessmentReport, allTitle: string): ScoreGroup[] {
  if (report.kind !== 'personality') return [{ key: 'all', title: allTitle, rows: report.attributes }];
  return report.attributes
    .filter((a) => a.parent_code === null)
    .map((domain) => ({
      key: domain.code,
      title: domain.name,
      rows: [domain, ...report.attributes.filter((a) => a.parent_code === domain.code)],
    }));
}

function ScoreTable({ report, group }: { report: AssessmentReport; group: ScoreGroup }) {
  const { t, i18n } = useLingui();
  /** The band in neutral words: a personality scale's end the answers lean to (both ends strengths), else the kind's band. */
  const bandText = (a: ReportAttribute): string => {
    if (!a.band) return '—';
    const poles = report.kind === 'personality' ? POLES[a.code] : undefined;
    if (poles) {
      const [lower, higher] = poles.map((p) => i18n._(p)) as [string, string];
      if (a.band === 'low') return lower;
      if (a.band === 'high') return higher;
      return t`Between “${lower}” and “${higher}”`;
    }
    if (report.kind === 'personality') return a.band === 'average' ? t`Balanced` : t`Leans one way`;
    return i18n._(BAND_TEXT[report.kind][a.band]);
  };
  const describe = (a: ReportAttribute) =>
    a.description ?? (DESCRIPTIONS[report.kind]?.[a.code] ? i18n._(DESCRIPTIONS[report.kind]![a.code]!) : null);
  return (
    <div className="report-table-wrap">
      <table className="report-table">
        <caption className="visually-hidden">{t`Scores: ${group.title}`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Scale</Trans>
            </th>
            <th scope="col" className="report-table__score">
              <Trans>Score (0–100)</Trans>
            </th>
            <th scope="col" className="report-table__band">
              <Trans>What your answers suggest</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map((a) => {
            const description = describe(a);
            const isFacet = a.parent_code !== null;
            return (
              <tr key={a.code} className={isFacet ? 'report-row report-row--facet' : 'report-row'}>
                <th scope="row" className="report-table__name">
                  <span className="report-table__label">{a.name}</span>
                  {description && <span className="report-table__description">{description}</span>}
                </th>
                <td className="report-table__score">
                  {a.normalised === null ? (
                    <Trans>Not scored (too few answers)</Trans>
                  ) : (
                    <span className="report-score">
                      <span className="report-score__number">
                        {i18n.number(a.normalised, { maximumFractionDigits: 1 })}
                      </span>
                      <span className="report-score__bar" aria-hidden="true">
                        <span className="report-score__fill" style={{ width: `${a.normalised}%` }} />
                      </span>
                    </span>
                  )}
                </td>
                <td className={`report-band report-band--${a.band ?? 'none'}`}>{bandText(a)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The report itself, the same on screen and on paper; the caller adds navigation and buttons. */
export function ReportView({ report }: { report: AssessmentReport }) {
  const { t, i18n } = useLingui();
  const completed = report.completed_at ? i18n.date(new Date(report.completed_at), { dateStyle: 'long' }) : '';
  const low = i18n.number(LOW_BELOW);
  const high = i18n.number(HIGH_ABOVE);
  const groups = groupsOf(report, t`Your scores`);
  return (
    <article className="report" aria-labelledby="report-title" lang={i18n.locale}>
      <header className="report__header">
        <h1 id="report-title" className="report__title">
          {report.title}
        </h1>
        <dl className="report__facts">
          <div>
            <dt>
              <Trans>Candidate</Trans>
            </dt>
            <dd>{report.candidate_name}</dd>
          </div>
          <div>
            <dt>
              <Trans>Position</Trans>
            </dt>
            <dd>{report.job_title}</dd>
          </div>
          <div>
            <dt>
              <Trans>Completed</Trans>
            </dt>
            <dd>{completed}</dd>
          </div>
        </dl>
      </header>
      <section className="report__about" aria-labelledby="report-about">
        <h2 id="report-about" className="report__section-title">
          <Trans>How to read this report</Trans>
        </h2>
        <p>
          <Trans>
            Each score runs from 0 (every answer at one end of the scale) to 100 (every answer at the other end). Below{' '}
            {low} your answers lean to the first end, above {high} to the second, and in between they are balanced.
            Scores describe your own answers; they do not compare you with other people, and both ends of every scale
            are strengths.
          </Trans>
        </p>
        {report.kind === 'interests' && report.holland_code && (
          <p className="report__holland">
            <Trans>
              Your strongest interest types, highest first: <strong>{report.holland_code}</strong>
            </Trans>
          </p>
        )}
      </section>
      {groups.map((group) => (
        <section key={group.key} className="report__section" aria-labelledby={`report-group-${group.key}`}>
          <h2 id={`report-group-${group.key}`} className="report__section-title">
            {group.title}
          </h2>
          <ScoreTable report={report} group={group} />
        </section>
      ))}
    </article>
  );
}
