/**
 * The "Data retention" section of /settings/details: after how many months applicants the company
 * did not hire (and who did nothing since) are anonymised by the daily job, with how many that
 * would be right now before saving (decision D123).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MAX_RETENTION_MONTHS } from '../../../contracts/data-rights.ts';
import { call } from '../../lib/api-client.ts';
import { getRetention, previewRetention, saveRetention } from '../../lib/api/data-rights.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

const retentionKey = (accountId: number) => ['company-settings', 'retention', accountId] as const;

/** The typed months as a whole number in range, or undefined. */
export function parseMonths(text: string): number | undefined {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= MAX_RETENTION_MONTHS ? value : undefined;
}

export function DataRetentionSettings({ accountId }: { accountId: number }) {
  const current = useQuery({
    queryKey: retentionKey(accountId),
    queryFn: ({ signal }) => call(getRetention, { params: { id: accountId }, signal }),
  });
  if (!current.data) return null;
  return <RetentionForm key={accountId} accountId={accountId} months={current.data.months} />;
}

function RetentionForm({ accountId, months }: { accountId: number; months: number | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(months !== null);
  const [text, setText] = useState(String(months ?? 24));
  const parsed = parseMonths(text);
  const preview = useQuery({
    queryKey: [...retentionKey(accountId), 'preview', parsed],
    queryFn: ({ signal }) => call(previewRetention, { params: { id: accountId }, query: { months: parsed! }, signal }),
    enabled: enabled && parsed !== undefined,
  });
  const save = useMutation({
    mutationFn: () => call(saveRetention, { params: { id: accountId }, body: { months: enabled ? parsed! : null } }),
    onSuccess: (saved) => queryClient.setQueryData(retentionKey(accountId), saved),
  });
  const invalid = enabled && parsed === undefined;
  return (
    <form
      className="company-settings__panel retention"
      aria-labelledby="retention-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) save.mutate();
      }}
    >
      <h2 id="retention-title" className="retention__title">
        <Trans>Data retention</Trans>
      </h2>
      <p className="company-settings__muted">
        <Trans>
          Applicants you did not hire are anonymised once they have done nothing for this long: their name, contact
          details, answers and files are removed; counts for your reports stay.
        </Trans>
      </p>
      <label className="retention__toggle">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
        <Trans>Anonymise applicants after a period</Trans>
      </label>
      {enabled && (
        <TextField
          id="retention-months"
          label={<Trans>Months without activity</Trans>}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={invalid ? t`Enter a whole number of months from 1 to ${MAX_RETENTION_MONTHS}.` : undefined}
        />
      )}
      {enabled && preview.data && (
        <p role="status" className="retention__preview">
          <Plural
            value={preview.data.affected}
            one="With this period, # application would be anonymised now."
            other="With this period, # applications would be anonymised now."
          />
        </p>
      )}
      {save.error && (
        <p className="notice notice--error" role="alert">
          {errorText(save.error)}
        </p>
      )}
      {save.isSuccess && !save.isPending && (
        <p role="status">
          <Trans>Saved.</Trans>
        </p>
      )}
      <Button type="submit" isBusy={save.isPending} busyLabel={t`Saving…`} disabled={invalid}>
        <Trans>Save retention period</Trans>
      </Button>
    </form>
  );
}
