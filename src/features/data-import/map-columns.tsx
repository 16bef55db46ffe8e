/** The import's second step: map the file's columns to fields and, for employees, say how rows find existing ones. */
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IMPORT_KIND_FIELDS,
  MATCH_RULES,
  type DryRun,
  type ImportSetup,
  type UploadedImport,
} from '../../../contracts/data-import.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { fieldLabel, matchRuleLabel } from './data-import-texts.ts';
import { dryRun } from './data-import.queries.ts';
import { mappingErrors } from './mapping-check.ts';

export function MapColumns({
  accountId,
  uploaded,
  onReport,
}: {
  accountId: number;
  uploaded: UploadedImport;
  onReport: (setup: ImportSetup, report: DryRun) => void;
}) {
  const { t } = useLingui();
  const idPrefix = useId();
  const [mapping, setMapping] = useState(uploaded.mapping);
  const [options, setOptions] = useState(uploaded.options);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The dry run: its refusal shows below the form until the next check.
  const dryRunning = useMutation({
    mutationFn: (setup: ImportSetup) => dryRun(accountId, uploaded.import.import_id, setup),
    onSuccess: (report, setup) => onReport(setup, report),
  });
  const failure: unknown = dryRunning.error ?? undefined;
  const busy = dryRunning.isPending;

  const type = uploaded.import.import_type;
  const { fields, required } = IMPORT_KIND_FIELDS[type];

  const check = () => {
    const found = mappingErrors(type, mapping, options);
    setErrors(found);
    dryRunning.reset();
    if (Object.keys(found).length > 0) {
      document.getElementById(`import-map-${Object.keys(found)[0]!.slice('mapping.'.length)}`)?.focus();
      return;
    }
    dryRunning.mutate({ mapping, options });
  };

  const sample = uploaded.sample;
  return (
    <form
      className="data-import__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <h2 className="data-import__subtitle">
        <Trans>2. Map the columns</Trans>
      </h2>
      <p className="data-import__muted">
        {type === 'employees' ? (
          <Trans>
            {uploaded.import.file_name}: {uploaded.import.total_rows} rows. An empty cell keeps what the employee has.
          </Trans>
        ) : (
          <Trans>
            {uploaded.import.file_name}: {uploaded.import.total_rows} rows of applicants to {uploaded.import.job_title}.
            A row finds the person by email; an empty cell keeps what the application has.
          </Trans>
        )}
      </p>
      {sample.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take keyboard focus
        <div className="data-import__table-wrap" role="region" aria-label={t`First rows of the file`} tabIndex={0}>
          <table className="data-import__table">
            <caption className="visually-hidden">{t`First rows of the file`}</caption>
            <thead>
              <tr>
                {uploaded.headers.map((header, i) => (
                  <th key={i} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sample.map((row, r) => (
                <tr key={r}>
                  {uploaded.headers.map((_, c) => (
                    <td key={c}>{row[c] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <fieldset className="data-import__group">
        <legend>
          <Trans>Which column fills each field</Trans>
        </legend>
        <div className="data-import__fields">
          {fields.map((field) => {
            const id = `import-map-${field}`;
            return (
              <FormField
                key={field}
                id={id}
                label={required.includes(field) ? t`${fieldLabel(field)} (required)` : fieldLabel(field)}
                error={errors[`mapping.${field}`]}
              >
                {(a11y) => (
                  <select
                    id={id}
                    className="form-field__input"
                    value={mapping[field] ?? ''}
                    onChange={(event) => setMapping((m) => ({ ...m, [field]: event.target.value || null }))}
                    {...a11y}
                  >
                    <option value="">{t`Not imported`}</option>
                    {uploaded.headers.map((header, i) => (
                      <option key={i} value={header}>
                        {header}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            );
          })}
        </div>
      </fieldset>
      {type === 'employees' && (
        <fieldset className="data-import__group">
          <legend>
            <Trans>How a row finds an employee who is already there</Trans>
          </legend>
          {MATCH_RULES.map((rule) => (
            <label key={rule} className="data-import__check">
              <input
                type="radio"
                name={`${idPrefix}-match`}
                value={rule}
                checked={options.match_by === rule}
                onChange={() =>
                  setOptions((o) => ({
                    ...o,
                    match_by: rule,
                    ignore_name_match: rule === 'name_start_date' ? false : o.ignore_name_match,
                  }))
                }
              />
              {matchRuleLabel(rule)}
            </label>
          ))}
          <p className="data-import__muted">
            <Trans>A row without it is matched by email, then by name and start date.</Trans>
          </p>
          <label className="data-import__check">
            <input
              type="checkbox"
              checked={options.ignore_name_match}
              disabled={options.match_by === 'name_start_date'}
              onChange={(event) => setOptions((o) => ({ ...o, ignore_name_match: event.target.checked }))}
            />
            <Trans>
              Ignore name match: never match by name, and update the name of an employee found by id or email
            </Trans>
          </label>
          <label className="data-import__check">
            <input
              type="checkbox"
              checked={options.allow_other_job_matching_start_date}
              onChange={(event) =>
                setOptions((o) => ({ ...o, allow_other_job_matching_start_date: event.target.checked }))
              }
            />
            <Trans>
              Allow another job with a matching start date: a row found by name and start date updates the job
            </Trans>
          </label>
        </fieldset>
      )}
      {failure !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(failure)}</p>
        </div>
      )}
      <div className="data-import__actions">
        <Button type="submit" isBusy={busy} busyLabel={<Trans>Checking…</Trans>}>
          <Trans>Check the file (dry run)</Trans>
        </Button>
      </div>
    </form>
  );
}
