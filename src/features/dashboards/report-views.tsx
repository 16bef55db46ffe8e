/**
 * The hiring-process dashboards' figures, each a ReportPanel (summary, chart, table, CSV). The
 * overview, funnel, time, source and fidelity views serve an account dashboard and a requisition
 * dashboard alike; the company overview is the account's alone.
 */
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReportFilter } from '../../../contracts/analytics.ts';
import { companyOverviewQuery, sharedReportQuery, type ReportTarget } from './dashboards.queries.ts';
import { drillFor, drillSearch } from './drill-down.ts';
import { ReportPanel } from './report-panel.tsx';
import { Loaded, useFormat } from './report-view-kit.tsx';

export function OverviewView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const { pct } = useFormat();
  const read = sharedReportQuery('overview', target, filter);
  // The tiles drill into the applicant list: the company's (D314), or the requisition's own (D515).
  return (
    <Loaded read={read}>
      {(o) => (
        <>
          <ReportPanel
            drill={[
              drillFor(target, filter, o.range, { status: 'active' }),
              drillFor(target, filter, o.range, { status: 'hired' }),
              drillFor(target, filter, o.range, { status: 'rejected' }),
              drillFor(target, filter, o.range),
            ]}
            title={t`Applications by status`}
            summary={t`${o.applications} applications from ${o.range.from_date} to ${o.range.to_date}: ${o.hired} hired (${pct(o.applications ? o.hired / o.applications : 0)}), ${o.rejected} rejected, ${o.active} in progress.`}
            fileName="applications-by-status"
            empty={o.applications === 0}
            chart={{
              kind: 'bar',
              title: t`Applications by status`,
              labels: [t`In progress`, t`Hired`, t`Rejected`],
              datasets: [{ label: t`Applications`, data: [o.active, o.hired, o.rejected] }],
            }}
            table={{
              columns: [t`Status`, t`Applications`],
              rows: [
                [t`In progress`, o.active],
                [t`Hired`, o.hired],
                [t`Rejected`, o.rejected],
                [t`All`, o.applications],
              ],
            }}
          />
          <ReportPanel
            drill={o.by_day.map((d) => drillFor(target, filter, o.range, { day: d.date }))}
            title={t`Applications by day`}
            summary={
              o.by_day.length
                ? t`The busiest day was ${busiest(o.by_day).date} with ${busiest(o.by_day).applications} applications.`
                : t`No applications in this range.`
            }
            fileName="applications-by-day"
            empty={o.by_day.length === 0}
            chart={{
              kind: 'line',
              title: t`Applications by day`,
              labels: o.by_day.map((d) => d.date),
              datasets: [{ label: t`Applications`, data: o.by_day.map((d) => d.applications) }],
            }}
            table={{ columns: [t`Day`, t`Applications`], rows: o.by_day.map((d) => [d.date, d.applications]) }}
          />
          {target.kind === 'account' && (
            <ReportPanel
              drill={o.by_requisition.map((r) => drillSearch(filter, o.range, { jobId: r.job_id }))}
              title={t`Applications by requisition`}
              summary={
                o.by_requisition.length
                  ? t`${o.by_requisition[0]!.title} had the most applications (${o.by_requisition[0]!.applications}).`
                  : t`No applications in this range.`
              }
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
              table={{
                columns: [t`Requisition`, t`Applications`, t`Hired`],
                rows: o.by_requisition.map((r) => [r.title, r.applications, r.hired]),
              }}
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
  const read = sharedReportQuery('funnel', target, filter);
  return (
    <Loaded read={read}>
      {(f) => {
        const worst = f.steps
          .filter((s) => s.conversion !== null)
          .reduce<(typeof f.steps)[number] | undefined>(
            (w, s) => (!w || s.conversion! < w.conversion! ? s : w),
            undefined,
          );
        const stepLabel = (s: { position: number; name: string }) => t`${s.position}. ${s.name}`;
        return (
          <>
            <ReportPanel
              title={t`Funnel by step`}
              summary={
                worst
                  ? t`${f.applications} applications; the biggest drop is at step ${stepLabel(worst)}, where ${pct(worst.conversion)} of those before it completed it.`
                  : t`No step has applicants in this range.`
              }
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
              table={{
                columns: [t`Step`, t`Started`, t`Completed`, t`Conversion from the step before`],
                rows: f.steps.map((s) => [stepLabel(s), s.started, s.completed, pct(s.conversion)]),
              }}
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
  const read = sharedReportQuery('time-to-hire', target, filter);
  return (
    <Loaded read={read}>
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
            table={{
              columns: [t`Hires`, t`Median (days)`, t`90th percentile (days)`],
              rows: [[r.time_to_hire.count, num(r.time_to_hire.median_days), num(r.time_to_hire.p90_days)]],
            }}
          />
          <ReportPanel
            title={t`Time in each step`}
            summary={
              r.steps.length
                ? t`From a step's start (the step before completed, or the application) to its completion, for the applicants who completed it.`
                : t`No step was completed in this range.`
            }
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
            table={{
              columns: [t`Step`, t`Completed by`, t`Median (days)`, t`90th percentile (days)`],
              rows: r.steps.map((s) => [t`${s.position}. ${s.name}`, s.count, num(s.median_days), num(s.p90_days)]),
            }}
          />
        </>
      )}
    </Loaded>
  );
}

export function SourcesView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const { pct } = useFormat();
  const read = sharedReportQuery('sources', target, filter);
  // A source's row drills into the list of its applications, the company's (D314) or the requisition's (D515); "no source" has no filter.
  return (
    <Loaded read={read}>
      {(r) => {
        const name = (s: (typeof r.sources)[number]) => s.name ?? t`No source recorded`;
        const best = r.sources
          .filter((s) => s.hire_rate !== null && s.applications > 0)
          .reduce<(typeof r.sources)[number] | undefined>(
            (b, s) => (!b || s.hire_rate! > b.hire_rate! ? s : b),
            undefined,
          );
        return (
          <ReportPanel
            title={t`Source effectiveness`}
            summary={
              best
                ? t`${name(best)} has the highest hire rate: ${pct(best.hire_rate)} of its ${best.applications} applicants were hired.`
                : t`No applications in this range.`
            }
            fileName="source-effectiveness"
            empty={r.sources.length === 0}
            drill={r.sources.map((s) =>
              s.source_id === null ? undefined : drillFor(target, filter, r.range, { sourceId: s.source_id }),
            )}
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
            table={{
              columns: [t`Source`, t`Applications`, t`Completed the plan`, t`Hired`, t`Hire rate`],
              rows: r.sources.map((s) => [name(s), s.applications, s.completed_plan, s.hired, pct(s.hire_rate)]),
            }}
          />
        );
      }}
    </Loaded>
  );
}

export function FidelityView({ target, filter }: { target: ReportTarget; filter: ReportFilter }) {
  const { t } = useLingui();
  const read = sharedReportQuery('fidelity', target, filter);
  return (
    <Loaded read={read}>
      {(r) => (
        <>
          <ReportPanel
            title={t`Hiring process fidelity`}
            summary={
              r.hired
                ? t`${r.hired_without_plan} of ${r.hired} hires were made before every activity of the plan was completed.`
                : t`No hires in this range.`
            }
            fileName="hiring-process-fidelity"
            empty={r.hired === 0}
            chart={{
              kind: 'bar',
              title: t`Hiring process fidelity`,
              labels: [t`Whole plan completed`, t`Plan not completed`],
              datasets: [{ label: t`Hires`, data: [r.hired - r.hired_without_plan, r.hired_without_plan] }],
            }}
            table={{
              columns: [t`Hires`, t`Count`],
              rows: [
                [t`Whole plan completed`, r.hired - r.hired_without_plan],
                [t`Plan not completed`, r.hired_without_plan],
              ],
            }}
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

export function CompanyOverviewView({ filter }: { filter: ReportFilter }) {
  const { t } = useLingui();
  const read = companyOverviewQuery(filter);
  return (
    <Loaded read={read}>
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
          table={{
            columns: [t`Company`, t`Requisitions`, t`Applications`, t`Hired`],
            rows: r.companies.map((c) => [c.name, c.requisitions, c.applications, c.hired]),
          }}
        />
      )}
    </Loaded>
  );
}
