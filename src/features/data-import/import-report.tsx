/** The last two steps of a new import: the dry run's report, refused rows first, and the run's progress with its result file. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DryRun, ImportSetup } from '../../../contracts/data-import.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { actionLabel, fieldLabel, rowProblemText, statusLabel } from './data-import-texts.ts';
import { downloadResult, importQuery, startImport } from './data-import.queries.ts';

export function Report({
  accountId,
  importId,
  setup,
  report,
  onBack,
  onStarted,
}: {
  accountId: number;
  importId: number;
  setup: ImportSetup;
  report: DryRun;
  onBack: () => void;
  onStarted: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startImport(queryClient, accountId, importId, setup),
    onSuccess: () => onStarted(),
  });
  // Once started, the button stays busy until the page moves on to the progress.
  const busy = start.isPending || start.isSuccess;
  const failure = start.error ?? undefined;
  const { counts, rows } = report;
  const nothingToDo = counts.create + counts.update === 0;
  const run = () => start.mutate();

  return (
    <div className="data-import__form">
      <h2 className="data-import__subtitle" tabIndex={-1} ref={(node) => node?.focus()}>
        <Trans>3. What the import would do</Trans>
      </h2>
      <ul className="data-import__counts">
        <li>
          <Trans>{counts.create} to create</Trans>
        </li>
        <li>
          <Trans>{counts.update} to update</Trans>
        </li>
        <li>
          <Trans>{counts.unchanged} unchanged</Trans>
        </li>
        <li>
          <Trans>{counts.refused} refused</Trans>
        </li>
      </ul>
      {rows.length > 0 && (
        <>
          {rows.length < counts.total - counts.unchanged && (
            <p className="data-import__muted">
              <Trans>The first {rows.length} rows are shown; the result file will list every row.</Trans>
            </p>
          )}
          <div
            className="data-import__table-wrap data-import__table-wrap--tall"
            role="region"
            aria-label={t`Rows of the dry run`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take keyboard focus
            tabIndex={0}
          >
            <table className="data-import__table">
              <thead>
                <tr>
                  <th scope="col">{t`Row`}</th>
                  <th scope="col">{t`Name`}</th>
                  <th scope="col">{t`What happens`}</th>
                  <th scope="col">{t`Why`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.row} className={row.action === 'refused' ? 'data-import__refused' : undefined}>
                    <td>{row.row}</td>
                    <td>{row.name}</td>
                    <td>{actionLabel(row.action)}</td>
                    <td>
                      {row.problems.length > 0 ? (
                        <ul className="data-import__problems">
                          {row.problems.map((problem, i) => (
                            <li key={i}>
                              {fieldLabel(problem.field)}: {rowProblemText(problem)}
                            </li>
                          ))}
                        </ul>
                      ) : row.changes.length > 0 ? (
                        t`Changes: ${row.changes.map(fieldLabel).join(', ')}`
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {failure !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(failure)}</p>
        </div>
      )}
      {nothingToDo && (
        <p className="data-import__muted">
          <Trans>Nothing would change: every row is unchanged or refused.</Trans>
        </p>
      )}
      <div className="data-import__actions">
        <Button variant="secondary" onClick={onBack}>
          <Trans>Change the mapping</Trans>
        </Button>
        <Button onClick={() => run()} isBusy={busy} busyLabel={<Trans>Starting…</Trans>}>
          <Trans>Run the import</Trans>
        </Button>
      </div>
    </div>
  );
}

export function Progress({
  accountId,
  importId,
  onAnother,
}: {
  accountId: number;
  importId: number;
  onAnother: () => void;
}) {
  const { t } = useLingui();
  const state = useQuery(importQuery(accountId, importId));
  const [failure, setFailure] = useState<unknown>();
  const row = state.data;
  if (!row) {
    return state.error ? (
      <div className="notice notice--error" role="alert">
        <p>{errorText(state.error)}</p>
      </div>
    ) : (
      <p className="data-import__muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const done = row.status === 'finished';
  const percent = row.total_rows > 0 ? Math.floor((row.processed_rows / row.total_rows) * 100) : 0;
  return (
    <div className="data-import__form">
      <h2 className="data-import__subtitle">
        <Trans>4. The import</Trans>
      </h2>
      <div className="form-field">
        <label className="form-field__label" htmlFor="import-progress">
          {statusLabel(row.status)}
        </label>
        <progress
          id="import-progress"
          className="data-import__progress"
          max={row.total_rows || 1}
          value={row.processed_rows}
        >
          {percent}%
        </progress>
      </div>
      <p role="status" className="data-import__muted">
        {done ? (
          <Trans>
            Done: {row.created_count} created, {row.updated_count} updated, {row.unchanged_count} unchanged,{' '}
            {row.refused_count} refused.
          </Trans>
        ) : row.status === 'failed' ? (
          <Trans>The import could not finish. Rows written so far stay; upload the same file again to finish it.</Trans>
        ) : (
          <Trans>
            {row.processed_rows} of {row.total_rows} rows
          </Trans>
        )}
      </p>
      {failure !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(failure)}</p>
        </div>
      )}
      <div className="data-import__actions">
        {row.has_result && (
          <Button
            onClick={() => {
              setFailure(undefined);
              downloadResult(accountId, row).catch(setFailure);
            }}
          >
            <Trans>Download the result file</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={onAnother}
          aria-label={done ? undefined : t`Import another file while this one runs`}
        >
          <Trans>Import another file</Trans>
        </Button>
      </div>
    </div>
  );
}
