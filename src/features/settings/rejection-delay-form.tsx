/**
 * How long the company's rejection mails wait before they leave (D266), above its rejection
 * reasons: undoing a rejection within that time cancels its mail. Whole minutes from 0 to a day;
 * the reason is said beside the field.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRejectionDelay, REJECTION_DELAY_MAX_MINUTES } from '../../../contracts/rejection-email.ts';
import { call } from '../../lib/api-client.ts';
import { rejectionEmailDelay, saveRejectionEmailDelay } from '../../lib/api/rejection-email-delay.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

const delayKey = (accountId: number) => ['rejection-email-delay', accountId] as const;

export function RejectionDelayForm({ accountId }: { accountId: number }) {
  const query = useQuery({
    queryKey: delayKey(accountId),
    queryFn: ({ signal }) => call(rejectionEmailDelay, { params: { id: accountId }, signal }),
  });
  if (query.isError)
    return (
      <p className="notice notice--error" role="alert">
        {errorText(query.error)}
      </p>
    );
  if (!query.data) return null;
  return <DelayForm accountId={accountId} saved={query.data.minutes} />;
}

function DelayForm({ accountId, saved }: { accountId: number; saved: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(saved));
  const [isAttempted, setAttempted] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const minutes = value.trim() === '' ? NaN : Number(value);
  const problem =
    isAttempted && !isRejectionDelay(minutes)
      ? t`Enter a whole number of minutes from 0 to ${REJECTION_DELAY_MAX_MINUTES}.`
      : undefined;
  const saving = useMutation({
    mutationFn: (next: number) => call(saveRejectionEmailDelay, { params: { id: accountId }, body: { minutes: next } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(delayKey(accountId), answer);
      setValue(String(answer.minutes));
      setSaved(true);
      // The reject dialogs read the delay from the company's preferences.
      await queryClient.invalidateQueries({ queryKey: ['account', accountId] });
    },
  });

  return (
    <form
      className="company-list__panel"
      noValidate
      aria-labelledby="rejection-delay-title"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        setSaved(false);
        if (!saving.isPending && isRejectionDelay(minutes)) saving.mutate(minutes);
      }}
    >
      <h2 id="rejection-delay-title" className="company-list-page__subtitle">
        <Trans>Rejection emails</Trans>
      </h2>
      <TextField
        id="rejection-delay-minutes"
        label={<Trans>Wait before a rejection email is sent (minutes)</Trans>}
        hint={
          <Trans>
            Undoing a rejection within this time cancels its email, so a mistake never reaches the candidate. 0 sends it
            with the rejection. Staff can still choose to send one at once.
          </Trans>
        }
        inputMode="numeric"
        value={value}
        onChange={(event) => {
          setSaved(false);
          setValue(event.target.value);
        }}
        error={problem}
      />
      {saving.isError && (
        <p className="notice notice--error" role="alert">
          {errorText(saving.error)}
        </p>
      )}
      <div className="company-list__form-actions">
        <Button type="submit" isBusy={saving.isPending}>
          <Trans>Save</Trans>
        </Button>
        <span role="status">{isSaved ? <Trans>Saved</Trans> : null}</span>
      </div>
    </form>
  );
}
