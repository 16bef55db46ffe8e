/**
 * /settings/import-data: a company's imports, newest first, with their progress, counts and
 * result files, and the way to a new import. Provider admins only (decision D137).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DataImport } from '../../../contracts/data-import.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { Pager } from '../../ui/list-controls.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { statusLabel } from './data-import-texts.ts';
import { downloadResult, importHistoryQuery, isUnderWay } from './data-import.queries.ts';
import './data-import.css';

export function ImportHistoryScreen({ initialAccountId }: { initialAccountId?: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Import data`);
  const choice = useCompanyChoice(initialAccountId);
  return (
    <section className="data-import" aria-labelledby="import-title">
      <h1 id="import-title" className="data-import__title">
        <Trans>Import data</Trans>
      </h1>
      <p className="data-import__muted">
        <Trans>
          Bring a company's employees, or the applicants of one of its requisitions, in from a CSV or XLSX file. Each
          import is checked row by row before it runs, and running the same file again changes nothing.
        </Trans>
      </p>
      <CompanyPicker id="import-company" choice={choice} />
      <p>
        <Link
          className="button button--primary"
          to="/settings/upload-import-file"
          search={choice.accountId ? { account: choice.accountId } : {}}
        >
          <Trans>Upload a file</Trans>
        </Link>
      </p>
      {choice.accountId === undefined ? (
        <p className="data-import__muted">
          <Trans>Choose a company to see its imports.</Trans>
        </p>
      ) : (
        <History key={choice.accountId} accountId={choice.accountId} />
      )}
    </section>
  );
}

function History({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const history = useQuery(importHistoryQuery(accountId, page));
  const [failure, setFailure] = useState<unknown>();

  if (!history.data) {
    return history.error ? (
      <div className="notice notice--error" role="alert">
        <p>{errorText(history.error)}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    ) : (
      <p className="data-import__muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const { data, count, page_size } = history.data;
  const download = async (row: DataImport) => {
    setFailure(undefined);
    try {
      await downloadResult(accountId, row);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <>
      <h2 className="data-import__subtitle">
        <Trans>Import history</Trans>
      </h2>
      {failure !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(failure)}</p>
        </div>
      )}
      {data.length === 0 ? (
        <p className="data-import__muted">
          <Trans>No file has been imported into this company yet.</Trans>
        </p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take keyboard focus
        <div className="data-import__table-wrap" role="region" aria-label={t`Import history`} tabIndex={0}>
          <table className="data-import__table">
            <thead>
              <tr>
                <th scope="col">{t`File`}</th>
                <th scope="col">{t`What it holds`}</th>
                <th scope="col">{t`Uploaded`}</th>
                <th scope="col">{t`By`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col" className="data-import__number">{t`Rows`}</th>
                <th scope="col" className="data-import__number">{t`Rows created`}</th>
                <th scope="col" className="data-import__number">{t`Rows updated`}</th>
                <th scope="col" className="data-import__number">{t`Rows unchanged`}</th>
                <th scope="col" className="data-import__number">{t`Rows refused`}</th>
                <th scope="col">{t`Result`}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.import_id}>
                  <td>{row.file_name}</td>
                  <td>
                    {row.import_type === 'employees'
                      ? t`Employees`
                      : row.job_title
                        ? t`Applicants to ${row.job_title}`
                        : t`Applicants`}
                  </td>
                  <td>{i18n.date(row.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td>{row.created_by}</td>
                  <td>
                    {statusLabel(row.status)}
                    {isUnderWay(row) && row.total_rows > 0
                      ? ` (${Math.floor((row.processed_rows / row.total_rows) * 100)}%)`
                      : ''}
                  </td>
                  <td className="data-import__number">{row.total_rows}</td>
                  <td className="data-import__number">{row.status === 'finished' ? row.created_count : '–'}</td>
                  <td className="data-import__number">{row.status === 'finished' ? row.updated_count : '–'}</td>
                  <td className="data-import__number">{row.status === 'finished' ? row.unchanged_count : '–'}</td>
                  <td className="data-import__number">{row.status === 'finished' ? row.refused_count : '–'}</td>
                  <td>
                    {row.has_result ? (
                      <Button
                        variant="secondary"
                        onClick={() => void download(row)}
                        aria-label={t`Download the result of ${row.file_name}`}
                      >
                        <Trans>Download</Trans>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageSize={page_size} count={count} onPage={setPage} />
    </>
  );
}
