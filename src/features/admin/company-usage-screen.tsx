/**
 * /company-usage: each company's use of the product per month (requisitions, applications,
 * assessments taken, video minutes, mails sent) for a chosen range, and the same table as CSV.
 * The table is read in place (D488): another range or search keeps the rows shown, dimmed and
 * busy, until its answer comes; a failure shows with "Try again" where the table goes; the CSV
 * takes the rows shown.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CompanyUsage } from '../../../contracts/provider-admin.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { InPlaceRead, useShownData } from '../../ui/staff-kit/in-place-read.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { usageQueryOptions } from './provider-admin.queries.ts';
import { usageCsv } from './usage-csv.ts';
import { defaultUsageRange, usageRangeProblem } from './usage-range.ts';
import './provider-admin.css';

export function CompanyUsageScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Company Usage`);
  const [range, setRange] = useState(defaultUsageRange);
  const [search, setSearch] = useState('');
  const problem = usageRangeProblem(range.from, range.to);
  const read = usageQueryOptions(range, search);
  const [shown, setShown] = useShownData(read);

  const download = () => {
    if (!shown) return;
    const url = URL.createObjectURL(new Blob([usageCsv(shown)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `company-usage-${range.from}-to-${range.to}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section className="provider-admin" aria-labelledby="usage-title">
      <h1 id="usage-title" className="provider-admin__title">
        <Trans>Company Usage</Trans>
      </h1>
      <div className="provider-admin__controls">
        <TextField
          id="usage-from"
          type="month"
          label={t`First month`}
          value={range.from}
          onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
        />
        <TextField
          id="usage-to"
          type="month"
          label={t`Last month`}
          value={range.to}
          onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
          error={problem}
        />
        <TextField
          id="usage-search"
          type="search"
          label={t`Company`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button variant="secondary" disabled={problem !== undefined || !shown || shown.length === 0} onClick={download}>
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {problem ? null : (
        <InPlaceRead read={read} mutedClassName="provider-admin__muted" onShown={setShown}>
          {(rows, { isBusy }) =>
            rows.length === 0 ? (
              <p className="provider-admin__muted">
                <Trans>No company matches this search.</Trans>
              </p>
            ) : (
              <UsageTable rows={rows} isBusy={isBusy} />
            )
          }
        </InPlaceRead>
      )}
    </section>
  );
}

/** The usage rows shown, dimmed and busy while another range or search is on its way. */
function UsageTable({ rows, isBusy }: { rows: CompanyUsage[]; isBusy: boolean }) {
  const { t } = useLingui();
  return (
    <div
      className={isBusy ? 'provider-admin__table-wrap provider-admin__table-wrap--stale' : 'provider-admin__table-wrap'}
      role="region"
      aria-busy={isBusy}
      aria-labelledby="company-usage-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take keyboard focus
      tabIndex={0}
    >
      <table className="provider-admin__table">
        <caption id="company-usage-caption" className="visually-hidden">
          {t`Usage per company and month`}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Company`}</th>
            <th scope="col">{t`Month`}</th>
            <th scope="col" className="provider-admin__number">{t`Requisitions`}</th>
            <th scope="col" className="provider-admin__number">{t`Applications`}</th>
            <th scope="col" className="provider-admin__number">{t`Assessments taken`}</th>
            <th scope="col" className="provider-admin__number">{t`Video minutes`}</th>
            <th scope="col" className="provider-admin__number">{t`Mails sent`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.account_id}-${row.month}`}>
              <th scope="row">{row.account_name}</th>
              <td>{row.month}</td>
              <td className="provider-admin__number">{row.requisitions}</td>
              <td className="provider-admin__number">{row.applications}</td>
              <td className="provider-admin__number">{row.assessments_taken}</td>
              <td className="provider-admin__number">{row.video_minutes}</td>
              <td className="provider-admin__number">{row.mails_sent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
