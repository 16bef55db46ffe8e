/**
 * One figure of a dashboard: its one-line summary, the chart (chart.js, loaded lazily), the table
 * of the same numbers beside it, and those numbers as a CSV download.
 */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toCsv } from '../../../contracts/csv.ts';
import { Button } from '../../ui/form/button.tsx';
import type { ChartSpec } from './chart-spec.ts';

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

export function ReportPanel({ title, summary, chart, table, fileName, empty }: ReportPanelProps) {
  const { t } = useLingui();
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
                <ChartCanvas spec={chart} />
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
                          {cell ?? '—'}
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
