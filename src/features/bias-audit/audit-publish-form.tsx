/**
 * Publishing the audit on screen (D208) with what NYC's Local Law 144 asks its public summary to
 * state besides the figures (D273): the audit's date, the date the tool was first used on
 * candidates, the data's source (with why, for test data) and the independent auditor. The
 * server checks each and answers every problem by its field, in the language on screen.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AUDITOR_MAX,
  DATA_SOURCE_NOTE_MAX,
  type BiasAuditQueryValue,
  type PublishBiasAuditValue,
} from '../../../contracts/bias-audit.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { publishAudit } from './bias-audit.queries.ts';

type Details = Required<Omit<PublishBiasAuditValue, keyof BiasAuditQueryValue>>;
const EMPTY: Details = { audit_date: '', tool_distributed_on: '', data_source: '', data_source_note: '', auditor: '' };

export function AuditPublishForm({
  accountId,
  query,
  isReady,
  onPublished,
}: {
  accountId: number;
  query: BiasAuditQueryValue;
  isReady: boolean;
  onPublished: () => void;
}) {
  const { t } = useLingui();
  const [details, setDetails] = useState<Details>(EMPTY);
  const publish = useMutation({
    mutationFn: () => publishAudit(accountId, { ...query, ...details }),
    onSuccess: () => {
      setDetails(EMPTY);
      onPublished();
    },
  });
  const errors = publish.isError ? fieldErrorTexts(publish.error) : {};
  const field = (key: keyof Details) => ({
    id: `audit-${key.replaceAll('_', '-')}`,
    value: details[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setDetails((d) => ({ ...d, [key]: e.target.value })),
  });
  const source = field('data_source');
  const note = field('data_source_note');
  return (
    <form
      className="bias-audit__publish"
      aria-labelledby="audit-publish-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        publish.mutate();
      }}
    >
      <h2 id="audit-publish-title">
        <Trans>Publish this summary</Trans>
      </h2>
      <p className="audit-empty">
        <Trans>
          New York City's Local Law 144 asks the public summary to state these besides the figures on this page.
        </Trans>
      </p>
      <div className="bias-audit__details">
        <TextField {...field('audit_date')} type="date" label={t`Date of the audit`} />
        <TextField
          {...field('tool_distributed_on')}
          type="date"
          label={t`Tool first used on candidates`}
          hint={t`The distribution date of the assessment tool.`}
        />
        <FormField id={source.id} label={t`Source of the data`} error={source.error}>
          {(a11y) => (
            <select
              id={source.id}
              className="form-field__input"
              value={source.value}
              onChange={source.onChange}
              {...a11y}
            >
              <option value="">{t`Choose…`}</option>
              <option value="historical">{t`Our own applicants (historical data)`}</option>
              <option value="test">{t`Test data`}</option>
            </select>
          )}
        </FormField>
        <TextField
          {...field('auditor')}
          label={t`Independent auditor`}
          hint={t`The person or firm who audited the tool, independent of you and of the vendor.`}
          maxLength={AUDITOR_MAX}
          autoComplete="organization"
        />
      </div>
      <FormField
        id={note.id}
        label={t`About the data`}
        hint={t`Required for test data: why your own applicants' data could not be used.`}
        error={note.error}
      >
        {(a11y) => (
          <textarea
            id={note.id}
            className="form-field__input"
            rows={3}
            maxLength={DATA_SOURCE_NOTE_MAX}
            value={note.value}
            onChange={note.onChange}
            {...a11y}
          />
        )}
      </FormField>
      {publish.isError && (
        <p className="form-field__error" role="alert">
          {errorText(publish.error)}
        </p>
      )}
      {publish.isSuccess && (
        <p role="status">
          <Trans>Published. The summary is on your public bias-audit page.</Trans>
        </p>
      )}
      <div className="bias-audit__actions">
        <Button type="submit" variant="secondary" disabled={!isReady} isBusy={publish.isPending}>
          <Trans>Publish this summary</Trans>
        </Button>
      </div>
    </form>
  );
}
