/**
 * The dashboards' figures, each a ReportPanel (summary, chart, table, CSV). The overview, funnel,
 * time, source and fidelity views serve an account dashboard and a requisition dashboard alike.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FOUR_FIFTHS, MIN_CELL, type AdverseImpactTable, type ReportFilter } from '../../../contracts/analytics.ts';
import { errorText } from '../../lib/error-text.ts';
import { adverseImpactQuery, attributesQuery, companyOverviewQuery, sharedReportQuery, type ReportTarget } from './dashboards.queries.ts';
import { ReportPanel } from './report-panel.tsx';
import { useEeocLabels } from './eeoc-labels.ts';

export function useFormat() {
  const { i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  return {
    pct: (x: number | null) => (x === null ? null : percent.format(x)),
    num: (x: number | null) => (x === null ? null : number.format(x)),
  };
}

export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isError) {
    return (
      <p className="dashboard__error" role="alert">
        {errorText(query.error)}
      </p>
    );
  }
  if (!query.data) {
    return (
      <p className="dashboard__loading" role="status">
        <Trans>Loading the figures…</Trans>
      </p>
    );
  }
  return <div className={query.isPlaceholderData ? 'dashboard__figures dashboard__figures--stale' : 'dashboard__figures'}>{children(query.data)}</div>;
}

export function OverviewView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const { pct } = useFormat();
  const query = useQuery(sharedReportQuery('overview', target, filter));
  return (
    <Loaded query={query}>
      {(o) => (
        <>
          <ReportPanel
            title={t`Applications by status`}
            summary={t`${o.applications} applications from ${o.range.from_date} to ${o.range.to_date}: ${o.hired} hired (${pct(o.applications ? o.hired / o.applications : 0)}), ${o.rejected} rejected, ${o.active} in progress.`}
            fileName="applications-by-status"
            empty={o.applications === 0}
            chart={{ kind: 'bar', title: t`Applications by status`, labels: [t`In progress`, t`Hired`, t`Rejected`], datasets: [{ label: t`Applications`, data: [o.active, o.hired, o.rejected] }] }}
            table={{ columns: [t`Status`, t`Applications`], rows: [[t`In progress`, o.active], [t`Hired`, o.hired], [t`Rejected`, o.rejected], [t`All`, o.applications]] }}
          />
          <ReportPanel
            title={t`Applications by day`}
            summary={o.by_day.length ? t`The busiest day was ${busiest(o.by_day).date} with ${busiest(o.by_day).applications} applications.` : t`No applications in this range.`}
            fileName="applications-by-day"
            empty={o.by_day.length === 0}
            chart={{ kind: 'line', title: t`Applications by day`, labels: o.by_day.map((d) => d.date), datasets: [{ label: t`Applications`, data: o.by_day.map((d) => d.applications) }] }}
            table={{ columns: [t`Day`, t`Applications`], rows: o.by_day.map((d) => [d.date, d.applications]) }}
          />
          {target.kind === 'account' && (
            <ReportPanel
              title={t`Applications by requisition`}
              summary={o.by_requisition.length ? t`${o.by_requisition[0]!.title} had the most applications (${o.by_requisition[0]!.applications}).` : t`No applications in this range.`}
              fileName="applications-by-requisition"
              empty={o.by_requisition.length === 0}
              chart={{
                kind: 'bar',
                horizontal: true,
                title: t`Applications by requisition`,
                labels: o.by_requisition.map((r) => r.title),
                datasets: [
                  { label: t`Applications`, data: o.by_requisition.map((r) => r.applications) },
                  { label: t`Hired`, data: o.by_requisition.map((r) => r.hired) },
                ],
              }}
              table={{ columns: [t`Requisition`, t`Applications`, t`Hired`], rows: o.by_requisition.map((r) => [r.title, r.applications, r.hired]) }}
            />
          )}
        </>
      )}
    </Loaded>
  );
}

function busiest(days: { date: string; applications: number }[]) {
  return days.reduce((best, d) => (d.applications > best.applications ? d : best));
}

export function FunnelView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const { pct } = useFormat();
  const query = useQuery(sharedReportQuery('funnel', target, filter));
  return (
    <Loaded query={query}>
      {(f) => {
        const worst = f.steps.filter((s) => s.conversion !== null).reduce<(typeof f.steps)[number] | undefined>((w, s) => (!w || s.conversion! < w.conversion! ? s : w), undefined);
        const stepLabel = (s: { position: number; name: string }) => t`${s.position}. ${s.name}`;
        return (
          <>
            <ReportPanel
              title={t`Funnel by step`}
              summary={worst ? t`${f.applications} applications; the biggest drop is at step ${stepLabel(worst)}, where ${pct(worst.conversion)} of those before it completed it.` : t`No step has applicants in this range.`}
              fileName="funnel-by-step"
              empty={f.steps.length === 0}
              chart={{
                kind: 'bar',
                horizontal: true,
                title: t`Funnel by step`,
                labels: f.steps.map(stepLabel),
                datasets: [
                  { label: t`Started`, data: f.steps.map((s) => s.started) },
                  { label: t`Completed`, data: f.steps.map((s) => s.completed) },
                ],
              }}
              table={{ columns: [t`Step`, t`Started`, t`Completed`, t`Conversion from the step before`], rows: f.steps.map((s) => [stepLabel(s), s.started, s.completed, pct(s.conversion)]) }}
            />
            <ReportPanel
              title={t`Funnel by activity`}
              summary={t`Each activity: how many applicants started it and how many completed it.`}
              fileName="funnel-by-activity"
              empty={f.steps.length === 0}
              table={{
                columns: [t`Step`, t`Activity`, t`Started`, t`Completed`],
                rows: f.steps.flatMap((s) => s.activities.map((a) => [stepLabel(s), a.title, a.started, a.completed])),
              }}
            />
          </>
        );
      }}
    </Loaded>
  );
}

export function TimeToHireView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const { num } = useFormat();
  const query = useQuery(sharedReportQuery('time-to-hire', target, filter));
  return (
    <Loaded query={query}>
      {(r) => (
        <>
          <ReportPanel
            title={t`Time to hire`}
            summary={
              r.time_to_hire.count
                ? t`Half of the ${r.time_to_hire.count} hires took ${num(r.time_to_hire.median_days)} days or less from application to hire; 90% took ${num(r.time_to_hire.p90_days)} days or less.`
                : t`No hires in this range.`
            }
            fileName="time-to-hire"
            empty={r.time_to_hire.count === 0}
            table={{ columns: [t`Hires`, t`Median (days)`, t`90th percentile (days)`], rows: [[r.time_to_hire.count, num(r.time_to_hire.median_days), num(r.time_to_hire.p90_days)]] }}
          />
          <ReportPanel
            title={t`Time in each step`}
            summary={r.steps.length ? t`From a step's start (the step before completed, or the application) to its completion, for the applicants who completed it.` : t`No step was completed in this range.`}
            fileName="time-in-step"
            empty={r.steps.length === 0}
            chart={{
              kind: 'bar',
              horizontal: true,
              title: t`Time in each step`,
              labels: r.steps.map((s) => t`${s.position}. ${s.name}`),
              datasets: [
                { label: t`Median (days)`, data: r.steps.map((s) => s.median_days) },
                { label: t`90th percentile (days)`, data: r.steps.map((s) => s.p90_days) },
              ],
            }}
            table={{ columns: [t`Step`, t`Completed by`, t`Median (days)`, t`90th percentile (days)`], rows: r.steps.map((s) => [t`${s.position}. ${s.name}`, s.count, num(s.median_days), num(s.p90_days)]) }}
          />
        </>
      )}
    </Loaded>
  );
}

export function SourcesView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const { pct } = useFormat();
  const query = useQuery(sharedReportQuery('sources', target, filter));
  return (
    <Loaded query={query}>
      {(r) => {
        const name = (s: (typeof r.sources)[number]) => s.name ?? t`No source recorded`;
        const best = r.sources.filter((s) => s.hire_rate !== null && s.applications > 0).reduce<(typeof r.sources)[number] | undefined>((b, s) => (!b || s.hire_rate! > b.hire_rate! ? s : b), undefined);
        return (
          <ReportPanel
            title={t`Source effectiveness`}
            summary={best ? t`${name(best)} has the highest hire rate: ${pct(best.hire_rate)} of its ${best.applications} applicants were hired.` : t`No applications in this range.`}
            fileName="source-effectiveness"
            empty={r.sources.length === 0}
            chart={{
              kind: 'bar',
              horizontal: true,
              title: t`Source effectiveness`,
              labels: r.sources.map(name),
              datasets: [
                { label: t`Applications`, data: r.sources.map((s) => s.applications) },
                { label: t`Completed the plan`, data: r.sources.map((s) => s.completed_plan) },
                { label: t`Hired`, data: r.sources.map((s) => s.hired) },
              ],
            }}
            table={{ columns: [t`Source`, t`Applications`, t`Completed the plan`, t`Hired`, t`Hire rate`], rows: r.sources.map((s) => [name(s), s.applications, s.completed_plan, s.hired, pct(s.hire_rate)]) }}
          />
        );
      }}
    </Loaded>
  );
}

export function FidelityView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const query = useQuery(sharedReportQuery('fidelity', target, filter));
  return (
    <Loaded query={query}>
      {(r) => (
        <>
          <ReportPanel
            title={t`Hiring process fidelity`}
            summary={r.hired ? t`${r.hired_without_plan} of ${r.hired} hires were made before every activity of the plan was completed.` : t`No hires in this range.`}
            fileName="hiring-process-fidelity"
            empty={r.hired === 0}
            chart={{ kind: 'bar', title: t`Hiring process fidelity`, labels: [t`Whole plan completed`, t`Plan not completed`], datasets: [{ label: t`Hires`, data: [r.hired - r.hired_without_plan, r.hired_without_plan] }] }}
            table={{ columns: [t`Hires`, t`Count`], rows: [[t`Whole plan completed`, r.hired - r.hired_without_plan], [t`Plan not completed`, r.hired_without_plan]] }}
          />
          {r.applicants.length > 0 && (
            <section className="report-panel" aria-labelledby="fidelity-list">
              <h2 id="fidelity-list" className="report-panel__title">
                <Trans>Hired without the whole plan</Trans>
              </h2>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take keyboard focus */}
              <div className="report-panel__table" role="region" aria-labelledby="fidelity-list" tabIndex={0}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t`Applicant`}</th>
                      <th scope="col">{t`Requisition`}</th>
                      <th scope="col">{t`Activities not completed`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.applicants.map((a) => (
                      <tr key={a.user_smartreq_id}>
                        <th scope="row">
                          <Link to="/smartreq-detail-applicant/{-$id}" params={{ id: String(a.user_smartreq_id) }}>
                            {a.name}
                          </Link>
                        </th>
                        <td>{a.job_title}</td>
                        <td>{a.missing.join(', ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
        </>
      )}
    </Loaded>
  );
}

const BIN_LABELS = Array.from({ length: 10 }, (_, i) => `${i * 10}–${i === 9 ? 100 : i * 10 + 9}`);

export function AttributesView({ accountId, filter }: { accountId: number; filter: ReportFilter }) {
  const { t } = useLingui();
  const { num } = useFormat();
  const query = useQuery(attributesQuery(accountId, filter));
  return (
    <Loaded query={query}>
      {(r) =>
        r.attributes.length === 0 ? (
          <p className="dashboard__empty">
            <Trans>No attribute scores for applications in this range.</Trans>
          </p>
        ) : (
          r.attributes.map((a) => (
            <ReportPanel
              key={a.attribute_type_id}
              title={a.name}
              summary={a.median_hires === null ? t`Median score of applicants: ${num(a.median_applicants)}; no hires scored.` : t`Median score of applicants: ${num(a.median_applicants)}; of hires: ${num(a.median_hires)}.`}
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
              table={{ columns: [t`Score`, t`Applicants`, t`Hires`], rows: BIN_LABELS.map((b, i) => [b, a.applicants[i]!, a.hires[i]!]) }}
            />
          ))
        )
      }
    </Loaded>
  );
}

function AdverseImpactPanel({ table, question }: { table: AdverseImpactTable; question: string }) {
  const { t } = useLingui();
  const { pct, num } = useFormat();
  const labels = useEeocLabels();
  const title = table.kind === 'step' ? t`${question}: step ${table.label}` : t`${question}: fit score ${table.label} or above`;
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
          ? { kind: 'bar', percent: true, title: t`Selection rate by group`, labels: shown.map((g) => labels.group(g.group)), datasets: [{ label: t`Selection rate`, data: shown.map((g) => (g.rate === null ? null : Math.round(g.rate * 1000) / 10)) }] }
          : undefined
      }
      table={{
        columns: [t`Group`, t`Considered`, t`Selected`, t`Selection rate`, t`Impact ratio`, t`Fisher exact p`, t`Below four fifths`],
        rows: [
          ...table.groups.map((g) =>
            g.suppressed
              ? [labels.group(g.group), t`fewer than ${MIN_CELL}`, t`hidden`, null, null, null, null]
              : [labels.group(g.group), g.considered, g.selected, pct(g.rate), num(g.impact_ratio), num(g.p_value), g.adverse ? t`Yes` : t`No`],
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
  const names = tables.map((table) => (table.kind === 'step' ? t`step ${table.label}` : t`fit score ${table.label} or above`)).join(', ');
  return <p className="dashboard__note">{t`No group has at least ${MIN_CELL} people to show at: ${names}.`}</p>;
}

export function AdverseImpactView({ accountId, filter }: { accountId: number; filter: ReportFilter }) {
  const labels = useEeocLabels();
  const query = useQuery(adverseImpactQuery(accountId, filter));
  return (
    <Loaded query={query}>
      {(r) => (
        <>
          <p className="dashboard__note">
            <Trans>
              From the voluntary equal-opportunity answers only. A group is hidden when fewer than {MIN_CELL} people (but more than none) would be counted in one of its cells, and the totals
              add up the groups shown only. The impact ratio compares each group&apos;s selection rate with the highest rate shown; below four fifths may mean adverse impact. Fisher&apos;s exact test
              gives the chance of a difference at least this large if the step treated every group alike.
            </Trans>
          </p>
          {r.questions.map((q) => (
            <section key={q.question} className="dashboard__group" aria-label={labels.question(q.question)}>
              <h2 className="dashboard__group-title">{labels.question(q.question)}</h2>
              {q.tables
                .filter((table) => table.groups.some((g) => !g.suppressed))
                .map((table) => (
                  <AdverseImpactPanel key={`${table.kind}-${table.label}`} table={table} question={labels.question(q.question)} />
                ))}
              <TooFew tables={q.tables.filter((table) => !table.groups.some((g) => !g.suppressed))} />
            </section>
          ))}
        </>
      )}
    </Loaded>
  );
}

export function CompanyOverviewView({ filter }: { filter: ReportFilter }) {
  const { t } = useLingui();
  const query = useQuery(companyOverviewQuery(filter));
  return (
    <Loaded query={query}>
      {(r) => (
        <ReportPanel
          title={t`Companies`}
          summary={t`${r.companies.length} companies; ${r.companies.reduce((s, c) => s + c.applications, 0)} applications and ${r.companies.reduce((s, c) => s + c.hired, 0)} hires in the range.`}
          fileName="company-overview"
          empty={r.companies.length === 0}
          chart={{
            kind: 'bar',
            horizontal: true,
            title: t`Applications by company`,
            labels: r.companies.map((c) => c.name),
            datasets: [
              { label: t`Applications`, data: r.companies.map((c) => c.applications) },
              { label: t`Hired`, data: r.companies.map((c) => c.hired) },
            ],
          }}
          table={{ columns: [t`Company`, t`Requisitions`, t`Applications`, t`Hired`], rows: r.companies.map((c) => [c.name, c.requisitions, c.applications, c.hired]) }}
        />
      )}
    </Loaded>
  );
}
