/** The Hiring Classes dashboard: the company's classes starting in the range, seats filled, and hires in no class. */
import { useLingui } from '@lingui/react/macro';
import type { ReportFilter } from '../../../contracts/analytics.ts';
import { hiringClassReportQuery } from './dashboards.queries.ts';
import { ReportPanel } from './report-panel.tsx';
import { Loaded } from './report-view-kit.tsx';

export function HiringClassesView({ accountId, filter }: { accountId: number; filter: ReportFilter }) {
  const { t } = useLingui();
  const read = hiringClassReportQuery(accountId, filter);
  return (
    <Loaded read={read}>
      {(r) => {
        const members = r.classes.reduce((s, c) => s + c.members, 0);
        const withLimit = r.classes.filter((c) => c.seats !== null);
        const open = withLimit.reduce((s, c) => s + Math.max(0, c.seats! - c.members), 0);
        return (
          <ReportPanel
            title={t`Hiring classes starting in the range`}
            summary={t`${r.classes.length} classes with ${members} people; ${open} seats still free in classes with a limit. Hired in the range and in no class: ${r.unassigned_hires}.`}
            fileName="hiring-classes"
            empty={r.classes.length === 0}
            chart={{
              kind: 'bar',
              horizontal: true,
              stacked: true,
              title: t`Seats by class`,
              labels: r.classes.map((c) => `${c.name} (${c.starts_on})`),
              datasets: [
                { label: t`Members`, data: r.classes.map((c) => c.members) },
                {
                  label: t`Free seats`,
                  data: r.classes.map((c) => (c.seats === null ? null : Math.max(0, c.seats - c.members))),
                },
              ],
            }}
            table={{
              columns: [t`Class`, t`Requisition`, t`Starts on`, t`Members`, t`Seats`, t`Status`],
              rows: r.classes.map((c) => [
                c.name,
                c.job_title,
                c.starts_on,
                c.members,
                c.seats ?? t`No limit`,
                c.status === 'open' ? t`Open` : t`Closed`,
              ]),
            }}
          />
        );
      }}
    </Loaded>
  );
}
