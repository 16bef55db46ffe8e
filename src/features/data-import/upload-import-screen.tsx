/**
 * /settings/upload-import-file: a new import in four steps on one page. Choose what the file holds
 * (the company's employees, or applicants to one of its requisitions) and the CSV or XLSX file; map
 * its columns to fields and, for employees, say how rows find existing ones (the company's last
 * choices come back); read the dry run, refused rows first with every reason; run it and follow its
 * progress, then download the result file. Provider admins only (decision D137).
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IMPORT_MAX_BYTES,
  type DryRun,
  type ImportSetup,
  type UploadedImport,
} from '../../../contracts/data-import.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { chooseFileText, fileProblemText, fileTooLargeText } from './data-import-texts.ts';
import { requisitionNamesQuery, uploadImport, type ImportTarget } from './data-import.queries.ts';
import { Progress, Report } from './import-report.tsx';
import { MapColumns } from './map-columns.tsx';
import './data-import.css';

type Step =
  | { step: 'choose' }
  | { step: 'map'; uploaded: UploadedImport }
  | { step: 'report'; uploaded: UploadedImport; setup: ImportSetup; report: DryRun }
  | { step: 'running'; importId: number };

export function UploadImportScreen({ initialAccountId }: { initialAccountId?: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Upload an import file`);
  const choice = useCompanyChoice(initialAccountId);
  return (
    <section className="data-import" aria-labelledby="upload-title">
      <h1 id="upload-title" className="data-import__title">
        <Trans>Upload an import file</Trans>
      </h1>
      <p>
        <Link to="/settings/import-data" search={choice.accountId ? { account: choice.accountId } : {}}>
          <Trans>Back to the import history</Trans>
        </Link>
      </p>
      <CompanyPicker id="upload-company" choice={choice} />
      {choice.accountId === undefined ? (
        <p className="data-import__muted">
          <Trans>Choose a company to import into.</Trans>
        </p>
      ) : (
        <ImportSteps key={choice.accountId} accountId={choice.accountId} />
      )}
    </section>
  );
}

function ImportSteps({ accountId }: { accountId: number }) {
  const [step, setStep] = useState<Step>({ step: 'choose' });
  switch (step.step) {
    case 'choose':
      return <ChooseFile accountId={accountId} onUploaded={(uploaded) => setStep({ step: 'map', uploaded })} />;
    case 'map':
      return (
        <MapColumns
          accountId={accountId}
          uploaded={step.uploaded}
          onReport={(setup, report) => setStep({ step: 'report', uploaded: step.uploaded, setup, report })}
        />
      );
    case 'report':
      return (
        <Report
          accountId={accountId}
          importId={step.uploaded.import.import_id}
          setup={step.setup}
          report={step.report}
          onBack={() =>
            setStep({
              step: 'map',
              uploaded: { ...step.uploaded, mapping: step.setup.mapping, options: step.setup.options },
            })
          }
          onStarted={() => setStep({ step: 'running', importId: step.uploaded.import.import_id })}
        />
      );
    case 'running':
      return <Progress accountId={accountId} importId={step.importId} onAnother={() => setStep({ step: 'choose' })} />;
  }
}

function ChooseFile({ accountId, onUploaded }: { accountId: number; onUploaded: (uploaded: UploadedImport) => void }) {
  const { t } = useLingui();
  const idPrefix = useId();
  const [file, setFile] = useState<File>();
  const [type, setType] = useState<ImportTarget['type']>('employees');
  const [jobId, setJobId] = useState<number>();
  const [error, setError] = useState<string>();
  const [jobError, setJobError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const requisitions = useQuery({ ...requisitionNamesQuery(accountId), enabled: type === 'applicants' });

  const send = async () => {
    const target: ImportTarget | undefined = type === 'employees' ? { type } : jobId ? { type, jobId } : undefined;
    setJobError(target ? undefined : t`Choose the requisition the applicants applied to.`);
    if (!file) return setError(chooseFileText());
    if (file.size > IMPORT_MAX_BYTES) return setError(fileTooLargeText());
    setError(undefined);
    if (!target) return document.getElementById('import-job')?.focus();
    setProgress(0);
    try {
      onUploaded(await uploadImport(accountId, target, file, setProgress));
    } catch (failure) {
      setError(fileProblemText(failure));
      setProgress(undefined);
    }
  };

  return (
    <form
      className="data-import__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h2 className="data-import__subtitle">
        <Trans>1. Choose the file</Trans>
      </h2>
      <fieldset className="data-import__group">
        <legend>
          <Trans>What the file holds</Trans>
        </legend>
        <label className="data-import__check">
          <input
            type="radio"
            name={`${idPrefix}-type`}
            value="employees"
            checked={type === 'employees'}
            onChange={() => setType('employees')}
          />
          <Trans>The company's employees</Trans>
        </label>
        <label className="data-import__check">
          <input
            type="radio"
            name={`${idPrefix}-type`}
            value="applicants"
            checked={type === 'applicants'}
            onChange={() => setType('applicants')}
          />
          <Trans>Applicants to one requisition</Trans>
        </label>
      </fieldset>
      {type === 'applicants' && (
        <FormField
          id="import-job"
          label={t`Requisition`}
          error={jobError ?? (requisitions.isError ? errorText(requisitions.error) : undefined)}
        >
          {(a11y) => (
            <select
              id="import-job"
              className="form-field__input"
              value={jobId ?? ''}
              onChange={(event) => setJobId(Number(event.target.value) || undefined)}
              {...a11y}
            >
              <option value="">{requisitions.isPending ? t`Loading…` : t`Choose a requisition`}</option>
              {requisitions.data?.map((job) => (
                <option key={job.job_id} value={job.job_id}>
                  {job.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField
        id="import-file"
        label={type === 'employees' ? t`File of employees` : t`File of applicants`}
        hint={t`CSV or XLSX, at most 20 MB and 100,000 rows, with the column names in the first row.`}
        error={error}
      >
        {(a11y) => (
          <input
            id="import-file"
            name="import-file"
            type="file"
            className="form-field__input"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0])}
            {...a11y}
          />
        )}
      </FormField>
      <div className="data-import__actions">
        <Button type="submit" isBusy={progress !== undefined} busyLabel={<Trans>Uploading…</Trans>}>
          <Trans>Upload</Trans>
        </Button>
        {progress !== undefined && (
          <progress className="data-import__progress" max={1} value={progress} aria-label={t`Upload progress`} />
        )}
      </div>
    </form>
  );
}
