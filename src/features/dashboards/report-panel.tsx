/**
 * One figure of a dashboard: its one-line summary, the chart (chart.js, loaded lazily), the table
 * of the same numbers beside it, and those numbers as a CSV download.
 */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { toCsv } from '../../../contracts/csv.ts';
import { Button } from '../../ui/form/button.tsx';
import type { ChartSpec } from './chart-spec.ts';
import type { ApplicantsDrill } from './drill-down.ts';

const ChartCanvas = lazy(() => import('./chart-canvas.tsx'));

export type Cell = string | number | null;

export interface ReportTable {
  columns: string[];
  rows: Cell[][];
}

export interface ReportPanelProps {
  title: string;
  summary: ReactNode;
  chart?: ChartSpec;
  table: ReportTable;
  /** The CSV file's name, without extension. */
  fileName: string;
  empty?: boolean;
  /**
   * Each table row's drill-down (D314), the chart's labels in the same order: its first cell links
   * to the applicant list of the people behind it, and a click on its bar or point opens that list.
   */
  drill?: (ApplicantsDrill | undefined)[];
}

function downloadCsv(table: ReportTable, fileName: string) {
  const blob = new Blob([toCsv([table.columns, ...table.rows])], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function ReportPanel({ title, summary, chart, table, fileName, empty, drill }: ReportPanelProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pick = drill
    ? (index: number) => {
        const search = drill[index];
        if (search) void navigate({ to: '/applicants', search });
      }
    : undefined;
  const headingId = useId();
  return (
    <section className="report-panel" aria-labelledby={headingId}>
      <div className="report-panel__head">
        <h2 id={headingId} className="report-panel__title">
          {title}
        </h2>
        {!empty && (
          <Button variant="secondary" className="report-panel__csv" onClick={() => downloadCsv(table, fileName)}>
            <Trans>Download CSV</Trans>
            <span className="visually-hidden">: {title}</span>
          </Button>
        )}
      </div>
      <p className="report-panel__summary">{summary}</p>
      {!empty && (
        <div className={chart ? 'report-panel__body' : 'report-panel__body report-panel__body--table'}>
          {chart && (
            <div className="report-panel__chart">
              <Suspense fallback={<p className="report-panel__loading">{t`Loading the chart…`}</p>}>
                <ChartCanvas spec={chart} onPick={pick} />
              </Suspense>
            </div>
          )}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take keyboard focus */}
          <div className="report-panel__table" role="region" aria-label={t`${title}: table`} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  {table.columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) =>
                      j === 0 ? (
                        <th key={j} scope="row">
                          {drill?.[i] ? (
                            <Link to="/applicants" search={drill[i]}>
                              {cell ?? '—'}
                            </Link>
                          ) : (
                            (cell ?? '—')
                          )}
                        </th>
                      ) : (
                        <td key={j}>{cell ?? '—'}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
