/** One integration's name and job map, new or edited; field errors on the fields, the server's too. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AtsIntegration, AtsIntegrationBody } from '../../../contracts/ats-integrations.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { saveIntegration } from './ats-integrations.queries.ts';
import { integrationProblems, integrationServerProblems, type JobMapRow } from './integration-form.ts';

let nextKey = 1;
const row = (external_job_id = '', job_uuid = ''): JobMapRow => ({ key: nextKey++, external_job_id, job_uuid });

export function IntegrationEditor({
  accountId,
  integration,
  requisitions,
  onDone,
}: {
  accountId: number;
  integration?: AtsIntegration;
  requisitions: { job_uuid: string; title: string }[];
  /** After saving (with the new key when one was made) or cancelling (nothing). */
  onDone(saved?: { apiKey?: string; name: string }): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const prefix = `integration-${integration?.integration_id ?? 'new'}`;
  const [name, setName] = useState(integration?.name ?? '');
  const [rows, setRows] = useState<JobMapRow[]>(
    () => integration?.job_maps.map((m) => row(m.external_job_id, m.job_uuid)) ?? [],
  );
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [serverText, setServerText] = useState<string>();
  const saving = useMutation({
    mutationFn: (body: AtsIntegrationBody) =>
      saveIntegration(queryClient, accountId, integration?.integration_id, body),
    onSuccess: (saved, body) => onDone({ ...saved, name: body.name }),
    onError: (error) => {
      const found = integrationServerProblems(error);
      setServerProblems(found.problems);
      setServerText(found.text);
    },
  });
  const problems = { ...serverProblems, ...(checked ? integrationProblems(name, rows) : {}) };
  const setRow = (i: number, change: Partial<JobMapRow>) => {
    setServerProblems({});
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
  };

  const submit = () => {
    setChecked(true);
    setServerText(undefined);
    if (Object.keys(integrationProblems(name, rows)).length > 0) return;
    saving.mutate({
      name: name.trim(),
      job_maps: rows.map((r) => ({ external_job_id: r.external_job_id.trim(), job_uuid: r.job_uuid })),
    });
  };

  return (
    <form
      className="provider-admin__panel"
      noValidate
      aria-label={integration ? t`Edit ${integration.name}` : t`New integration`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="provider-admin__subtitle">
        {integration ? <Trans>Edit {integration.name}</Trans> : <Trans>New integration</Trans>}
      </h3>
      {serverText !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{serverText}</p>
        </div>
      )}
      <TextField
        id={`${prefix}-name`}
        label={t`Applicant tracking system`}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={problems.name}
      />
      <fieldset className="provider-admin__fieldset">
        <legend>
          <Trans>Job map</Trans>
        </legend>
        {rows.length === 0 && (
          <p className="provider-admin__muted">
            <Trans>No job ids mapped yet. Orders may still name a requisition by its job uuid.</Trans>
          </p>
        )}
        {rows.map((r, i) => (
          <div key={r.key} className="provider-admin__pair">
            <TextField
              id={`${prefix}-job-${r.key}`}
              label={t`Job id in the applicant tracking system`}
              autoComplete="off"
              value={r.external_job_id}
              onChange={(e) => setRow(i, { external_job_id: e.target.value })}
              error={problems[`job_maps.${i}.external_job_id`]}
            />
            <FormField id={`${prefix}-req-${r.key}`} label={t`Requisition`} error={problems[`job_maps.${i}.job_uuid`]}>
              {(a11y) => (
                <select
                  id={`${prefix}-req-${r.key}`}
                  className="form-field__input"
                  value={r.job_uuid}
                  onChange={(e) => setRow(i, { job_uuid: e.target.value })}
                  {...a11y}
                >
                  <option value="">{t`Choose a requisition`}</option>
                  {requisitions.map((q) => (
                    <option key={q.job_uuid} value={q.job_uuid}>
                      {q.title}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <Button variant="secondary" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
              <Trans>Remove job</Trans>
              <span className="visually-hidden"> {r.external_job_id}</span>
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => setRows((all) => [...all, row()])}>
          <Trans>Add a job</Trans>
        </Button>
      </fieldset>
      <div className="provider-admin__actions">
        <Button type="submit" isBusy={saving.isPending}>
          {integration ? <Trans>Save integration</Trans> : <Trans>Create integration</Trans>}
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
