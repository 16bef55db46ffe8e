/**
 * The Turnover and Performance dashboards: the employees' outcome in figures, then how each
 * measured attribute (assessment scores, and the interview scores of the application they were
 * hired from) relates to it: r with its 95% interval and n as a chart, a table and words (the
 * shared reading, D118), and a scatter graph of the chosen attribute.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { AttributeCorrelationRow } from '../../../contracts/outcome-reports.ts';
import type { Language } from '../../../contracts/user.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { CorrelationReading } from '../../ui/staff-kit/correlation-reading.tsx';
import { scatterSpec, scatterTable, type CorrelationOutcome } from '../../ui/staff-kit/correlation-scatter.ts';
import { performanceReportQuery, turnoverReportQuery } from './dashboards.queries.ts';
import { ReportPanel } from './report-panel.tsx';
import { Loaded, useFormat } from './report-view-kit.tsx';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';

interface OutcomeViewProps {
  accountId: number;
  /** The dashboard filters without the 30-day default: no dates means every employee. */
  filter: ReportFilter;
}

export function TurnoverView({ accountId, filter }: OutcomeViewProps) {
  const { t, i18n } = useLingui();
  const { pct } = useFormat();
  const read = turnoverReportQuery(accountId, filter, i18n.locale as Language);
  return (
    <Loaded read={read}>
      {(r) => {
        const stayed = r.employees - r.left;
        return (
          <>
            <EmployeeRange range={r.range} employees={r.employees} />
            <ReportPanel
              title={t`Who stayed and who left`}
              summary={
                r.employees
                  ? t`${r.left} of ${r.employees} employees have left (${pct(r.left / r.employees)}): ${r.voluntary} voluntarily, ${r.involuntary} involuntarily; ${r.left_within_90_days} within 90 days of starting.`
                  : t`No employees started in this range.`
              }
              fileName="turnover"
              empty={r.employees === 0}
              chart={{
                kind: 'bar',
                title: t`Who stayed and who left`,
                labels: [t`Still employed`, t`Left voluntarily`, t`Left involuntarily`],
                datasets: [{ label: t`Employees`, data: [stayed, r.voluntary, r.involuntary] }],
              }}
              table={{
                columns: [t`Employees`, t`Number`],
                rows: [
                  [t`Still employed`, stayed],
                  [t`Left voluntarily`, r.voluntary],
                  [t`Left involuntarily`, r.involuntary],
                  [t`Left within 90 days`, r.left_within_90_days],
                  [t`All`, r.employees],
                ],
              }}
            />
            <ReportPanel
              title={t`Turnover by year of start`}
              summary={t`For each year employees started in: how many started and how many of them have left since.`}
              fileName="turnover-by-start-year"
              empty={r.by_start_year.length === 0}
              chart={{
                kind: 'bar',
                title: t`Turnover by year of start`,
                labels: r.by_start_year.map((y) => String(y.year)),
                datasets: [
                  { label: t`Started`, data: r.by_start_year.map((y) => y.started) },
                  { label: t`Left since`, data: r.by_start_year.map((y) => y.left) },
                ],
              }}
              table={{
                columns: [t`Year of start`, t`Started`, t`Left since`, t`Turnover`],
                rows: r.by_start_year.map((y) => [
                  String(y.year),
                  y.started,
                  y.left,
                  pct(y.started ? y.left / y.started : 0),
                ]),
              }}
            />
            <CorrelationSection
              title={t`Assessment scores and staying`}
              attributes={r.attributes}
              minimum={r.reliable_min_n}
              outcome="turnover"
              source="assessment"
            />
            <CorrelationSection
              title={t`Interview scores and staying`}
              attributes={r.interview_attributes}
              minimum={r.reliable_min_n}
              outcome="turnover"
              source="interview"
            />
          </>
        );
      }}
    </Loaded>
  );
}

export function PerformanceView({ accountId, filter }: OutcomeViewProps) {
  const { t, i18n } = useLingui();
  const { num } = useFormat();
  const read = performanceReportQuery(accountId, filter, i18n.locale as Language);
  return (
    <Loaded read={read}>
      {(r) => (
        <>
          <EmployeeRange range={r.range} employees={r.employees} />
          <ReportPanel
            title={t`Performance ratings`}
            summary={
              r.rated
                ? t`${r.rated} of ${r.employees} employees have a performance rating; their latest ratings average ${num(r.mean_rating)}.`
                : t`No employee in this range has a performance rating.`
            }
            fileName="performance-ratings"
            empty={r.rated === 0}
            chart={{
              kind: 'bar',
              title: t`Performance ratings`,
              labels: r.ratings.map((x) => String(x.rating)),
              datasets: [{ label: t`Employees`, data: r.ratings.map((x) => x.employees) }],
            }}
            table={{
              columns: [t`Latest rating (rounded)`, t`Employees`],
              rows: r.ratings.map((x) => [String(x.rating), x.employees]),
            }}
          />
          <CorrelationSection
            title={t`Assessment scores and performance`}
            attributes={r.attributes}
            minimum={r.reliable_min_n}
            outcome="performance"
            source="assessment"
          />
          <CorrelationSection
            title={t`Interview scores and performance`}
            attributes={r.interview_attributes}
            minimum={r.reliable_min_n}
            outcome="performance"
            source="interview"
          />
        </>
      )}
    </Loaded>
  );
}

function EmployeeRange({
  range,
  employees,
}: {
  range: { from_date: string | null; to_date: string | null };
  employees: number;
}) {
  return (
    <p className="dashboard__note">
      {range.from_date && range.to_date ? (
        <Trans>
          {employees} employees who started from {range.from_date} to {range.to_date}.
        </Trans>
      ) : (
        <Trans>No employees yet.</Trans>
      )}
    </p>
  );
}

interface CorrelationSectionProps {
  title: string;
  attributes: AttributeCorrelationRow[];
  minimum: number;
  outcome: CorrelationOutcome;
  source: 'assessment' | 'interview';
}

function CorrelationSection({ title, attributes, minimum, outcome, source }: CorrelationSectionProps) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<number>();
  const fmt = (x: number | null) =>
    x === null ? null : i18n.number(x, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const strongest = attributes.find((a) => a.correlation.r !== null);
  const attribute = attributes.find((a) => a.attribute_type_id === chosen) ?? attributes[0];
  const outcomeWord = outcome === 'turnover' ? t`Stayed (1) or left (0)` : t`Performance rating`;
  const scoreWord = (name: string) => (source === 'interview' ? t`${name} interview score` : t`${name} score`);
  const selectId = `correlation-${outcome}-${source}`;
  return (
    <>
      {attributes.length > 0 && (
        <ScoreLine
          kind={source === 'interview' ? 'interview' : 'attribute'}
          name={source === 'interview' ? t`Interview scores` : t`Assessment scores`}
        />
      )}
      <ReportPanel
        title={title}
        summary={
          attributes.length === 0
            ? source === 'interview'
              ? t`No employee hired from an interviewed application has an outcome yet.`
              : t`No measured employee has an outcome yet.`
            : strongest
              ? t`The strongest relation is ${strongest.name}: r = ${fmt(strongest.correlation.r)} (95% interval ${fmt(strongest.correlation.low)} to ${fmt(strongest.correlation.high)}, ${strongest.correlation.n} people). With fewer than ${minimum} people a result is too few to rely on.`
              : t`Too few people with both a score and an outcome to compute a correlation (5 or more are needed).`
        }
        fileName={`${outcome}-${source}-correlations`}
        empty={attributes.length === 0}
        chart={{
          kind: 'bar',
          horizontal: true,
          title,
          labels: attributes.map((a) => a.name),
          datasets: [{ label: t`Correlation (r)`, data: attributes.map((a) => a.correlation.r) }],
        }}
        table={{
          columns: [t`Attribute`, t`r`, t`95% interval from`, t`95% interval to`, t`People`],
          rows: attributes.map((a) => [
            a.name,
            fmt(a.correlation.r),
            fmt(a.correlation.low),
            fmt(a.correlation.high),
            a.correlation.n,
          ]),
        }}
      />
      {attributes.length > 0 && (
        <ul className="dashboard__readings" aria-label={t`${title}: in words`}>
          {attributes.map((a) => (
            <li key={a.attribute_type_id}>
              <h3 className="dashboard__reading-name">{a.name}</h3>
              <CorrelationReading
                attribute={a}
                minimum={minimum}
                outcome={outcome === 'turnover' ? 'staying' : 'performance'}
              />
            </li>
          ))}
        </ul>
      )}
      {attribute && (
        <>
          <FormField id={selectId} label={t`Scatter graph of`}>
            {(a11y) => (
              <select
                id={selectId}
                className="form-field__input dashboard__scatter-choice"
                value={attribute.attribute_type_id}
                onChange={(e) => setChosen(Number(e.target.value))}
                {...a11y}
              >
                {attributes.map((a) => (
                  <option key={a.attribute_type_id} value={a.attribute_type_id}>
                    {a.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <ReportPanel
            title={t`${scoreWord(attribute.name)} and ${outcomeWord}`}
            summary={
              <Trans>One point per employee with a score and an outcome: {attribute.points.length} people.</Trans>
            }
            chart={scatterSpec(attribute, outcome, {
              title: t`${scoreWord(attribute.name)} and ${outcomeWord}`,
              score: scoreWord(attribute.name),
              outcome: outcomeWord,
              stayed: t`Stayed`,
              left: t`Left`,
            })}
            table={scatterTable(attribute, outcome, {
              title: '',
              score: scoreWord(attribute.name),
              outcome: outcomeWord,
              stayed: t`Stayed`,
              left: t`Left`,
            })}
            fileName={`${outcome}-${source}-${attribute.attribute_type_id}`}
            empty={attribute.points.length === 0}
          />
        </>
      )}
    </>
  );
}
