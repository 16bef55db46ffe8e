/** The Language Assessment dashboards: one panel per language-test part (account and requisition). */
import { useLingui } from '@lingui/react/macro';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { LanguageAssessmentReport } from '../../../contracts/language-reports.ts';
import { languageAssessmentQuery, type ReportTarget } from './dashboards.queries.ts';
import { ReportPanel } from './report-panel.tsx';
import { Loaded, useFormat } from './report-view-kit.tsx';
import { languageName } from '../../lib/language-names.ts';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';

type Part = LanguageAssessmentReport['parts'][number];

function PartPanel({ part }: { part: Part }) {
  const { t, i18n } = useLingui();
  const { num } = useFormat();
  const language = part.language ? languageName(part.language, i18n.locale) : '';
  const kind =
    part.assessment_type === 'listening'
      ? t`Listening`
      : part.assessment_type === 'reading'
        ? t`Reading`
        : part.assessment_type;
  const title = language ? t`${kind}: ${language}` : kind;
  const summary =
    part.completed === 0
      ? t`${part.started} applicants started this part; none has completed it yet.`
      : t`${part.completed} of ${part.started} applicants completed this part: ${num(part.mean_percent)}% correct on average (median ${num(part.median_percent)}%); ${part.hired} of them were hired.`;
  return (
    <ReportPanel
      title={title}
      summary={summary}
      fileName={`language-assessment-${part.part.replace(/\|/g, '-')}`}
      empty={part.started === 0}
      chart={
        part.completed > 0
          ? {
              kind: 'bar',
              title: t`${title}: applicants by band`,
              labels: part.bands.map((b) => b.band),
              datasets: [
                { label: t`Completed`, data: part.bands.map((b) => b.applicants) },
                { label: t`Hired`, data: part.bands.map((b) => b.hired) },
              ],
            }
          : undefined
      }
      table={{
        columns: [t`Band`, t`Applicants`, t`Hired`],
        rows: [
          ...part.bands.map((b) => [b.band, b.applicants, b.hired]),
          [t`All who completed`, part.completed, part.hired],
        ],
      }}
    />
  );
}

export function LanguageAssessmentView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const read = languageAssessmentQuery(target, filter);
  return (
    <Loaded read={read}>
      {(r) =>
        r.parts.length === 0 ? (
          <p className="dashboard__note">{t`No applicant in this range started a language test.`}</p>
        ) : (
          <>
            <ScoreLine kind="language" name={t`Correct and band`} />
            {r.parts.map((part) => (
              <PartPanel key={part.part} part={part} />
            ))}
          </>
        )
      }
    </Loaded>
  );
}
