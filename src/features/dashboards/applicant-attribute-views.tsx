/** The account dashboards about who applies: measured attributes (their spread) and equal-opportunity adverse impact (the four-fifths rule). */
import { Trans, useLingui } from '@lingui/react/macro';
import { FOUR_FIFTHS, MIN_CELL, type AdverseImpactTable, type ReportFilter } from '../../../contracts/analytics.ts';
import { adverseImpactQuery, attributesQuery } from './dashboards.queries.ts';
import { ReportPanel } from './report-panel.tsx';
import { useEeocLabels } from './eeoc-labels.ts';
import { Loaded, useFormat } from './report-view-kit.tsx';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';

const BIN_LABELS = Array.from({ length: 10 }, (_, i) => `${i * 10}–${i === 9 ? 100 : i * 10 + 9}`);

export function AttributesView({ accountId, filter }: { accountId: number; filter: ReportFilter }) {
  const { t } = useLingui();
  const { num } = useFormat();
  const read = attributesQuery(accountId, filter);
  return (
    <Loaded read={read}>
      {(r) =>
        r.attributes.length === 0 ? (
          <p className="dashboard__empty">
            <Trans>No attribute scores for applications in this range.</Trans>
          </p>
        ) : (
          <>
            <ScoreLine kind="attribute" name={t`Attribute scores`} />
            {r.attributes.map((a) => (
              <ReportPanel
                key={a.attribute_type_id}
                title={a.name}
                summary={
                  a.median_hires === null
                    ? t`Median score of applicants: ${num(a.median_applicants)}; no hires scored.`
                    : t`Median score of applicants: ${num(a.median_applicants)}; of hires: ${num(a.median_hires)}.`
                }
                fileName={`attribute-${a.attribute_type_id}`}
                chart={{
                  kind: 'bar',
                  title: t`Score distribution: ${a.name}`,
                  labels: BIN_LABELS,
                  datasets: [
                    { label: t`Applicants`, data: a.applicants },
                    { label: t`Hires`, data: a.hires },
                  ],
                }}
                table={{
                  columns: [t`Score`, t`Applicants`, t`Hires`],
                  rows: BIN_LABELS.map((b, i) => [b, a.applicants[i]!, a.hires[i]!]),
                }}
              />
            ))}
          </>
        )
      }
    </Loaded>
  );
}

function AdverseImpactPanel({ table, question }: { table: AdverseImpactTable; question: string }) {
  const { t } = useLingui();
  const { pct, num } = useFormat();
  const labels = useEeocLabels();
  const title =
    table.kind === 'step' ? t`${question}: step ${table.label}` : t`${question}: fit score ${table.label} or above`;
  const adverse = table.groups.filter((g) => g.adverse);
  const shown = table.groups.filter((g) => !g.suppressed);
  const summary =
    table.reference_group === null
      ? t`Fewer than two groups have enough people to compare (groups under ${MIN_CELL} people are hidden).`
      : adverse.length
        ? t`Below four fifths of ${labels.group(table.reference_group)}'s rate: ${adverse.map((g) => `${labels.group(g.group)} (${num(g.impact_ratio)})`).join(', ')}.`
        : t`Every group shown is at or above four fifths (${num(FOUR_FIFTHS)}) of ${labels.group(table.reference_group)}'s rate.`;
  return (
    <ReportPanel
      title={title}
      summary={summary}
      fileName={`eeoc-${question}-${table.kind}-${table.label}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}
      empty={table.groups.length === 0}
      chart={
        shown.length
          ? {
              kind: 'bar',
              percent: true,
              title: t`Selection rate by group`,
              labels: shown.map((g) => labels.group(g.group)),
              datasets: [
                {
                  label: t`Selection rate`,
                  data: shown.map((g) => (g.rate === null ? null : Math.round(g.rate * 1000) / 10)),
                },
              ],
            }
          : undefined
      }
      table={{
        columns: [
          t`Group`,
          t`Considered`,
          t`Selected`,
          t`Selection rate`,
          t`Impact ratio`,
          t`Fisher exact p`,
          t`Below four fifths`,
        ],
        rows: [
          ...table.groups.map((g) =>
            g.suppressed
              ? [labels.group(g.group), t`fewer than ${MIN_CELL}`, t`hidden`, null, null, null, null]
              : [
                  labels.group(g.group),
                  g.considered,
                  g.selected,
                  pct(g.rate),
                  num(g.impact_ratio),
                  num(g.p_value),
                  g.adverse ? t`Yes` : t`No`,
                ],
          ),
          [t`Groups shown`, table.total_considered, table.total_selected, null, null, null, null],
        ],
      }}
    />
  );
}

/** Steps and cut scores where no group has enough people to show: one line, not a panel each. */
function TooFew({ tables }: { tables: AdverseImpactTable[] }) {
  const { t } = useLingui();
  if (tables.length === 0) return null;
  const names = tables
    .map((table) => (table.kind === 'step' ? t`step ${table.label}` : t`fit score ${table.label} or above`))
    .join(', ');
  return <p className="dashboard__note">{t`No group has at least ${MIN_CELL} people to show at: ${names}.`}</p>;
}

export function AdverseImpactView({ accountId, filter }: { accountId: number; filter: ReportFilter }) {
  const { t } = useLingui();
  const fitScoreName = t`Fit score`;
  const labels = useEeocLabels();
  const read = adverseImpactQuery(accountId, filter);
  return (
    <Loaded read={read}>
      {(r) => (
        <>
          <p className="dashboard__note">
            <Trans>
              From the voluntary equal-opportunity answers only. A group is hidden when fewer than {MIN_CELL} people
              (but more than none) would be counted in one of its cells, and the totals add up the groups shown only.
              The impact ratio compares each group&apos;s selection rate with the highest rate shown; below four fifths
              may mean adverse impact. Fisher&apos;s exact test gives the chance of a difference at least this large if
              the step treated every group alike.
            </Trans>
          </p>
          {r.questions.some((q) => q.tables.some((table) => table.kind !== 'step')) && (
            <ScoreLine kind="fit" name={fitScoreName} />
          )}
          {r.questions.map((q) => (
            <section key={q.question} className="dashboard__group" aria-label={labels.question(q.question)}>
              <h2 className="dashboard__group-title">{labels.question(q.question)}</h2>
              {q.tables
                .filter((table) => table.groups.some((g) => !g.suppressed))
                .map((table) => (
                  <AdverseImpactPanel
                    key={`${table.kind}-${table.label}`}
                    table={table}
                    question={labels.question(q.question)}
                  />
                ))}
              <TooFew tables={q.tables.filter((table) => !table.groups.some((g) => !g.suppressed))} />
            </section>
          ))}
        </>
      )}
    </Loaded>
  );
}
