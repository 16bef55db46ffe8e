/**
 * Background checks (D237): the company's Checkr account (API key, write-only, and the package
 * candidates are invited to), tested on save with the provider's reason shown; the address the
 * provider must send its webhooks to; the last webhook refused and why; disconnect.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import {
  backgroundCheckConnectionQuery,
  disconnectBackgroundChecks,
  saveBackgroundCheckConnection,
} from './background-check.queries.ts';
import './background-check-settings.css';

export function BackgroundCheckSettings({ accountId }: { accountId: number; meetingBaseUrl: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const connection = useQuery(backgroundCheckConnectionQuery(accountId));
  const [apiKey, setApiKey] = useState('');
  const [packageSlug, setPackageSlug] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const current = connection.data;
  const shownPackage = packageSlug ?? (current?.package || 'tasker_standard');

  const save = useMutation({
    mutationFn: () =>
      saveBackgroundCheckConnection(queryClient, accountId, { api_key: apiKey.trim(), package: shownPackage.trim() }),
    onSuccess: (tested) => {
      setApiKey('');
      notify(
        tested.ok
          ? { type: 'success', body: t`Checkr is connected and answered.` }
          : { type: 'error', body: t`Saved, but Checkr refused: ${tested.reason}` },
      );
    },
    onError: (failure) => {
      const fields = fieldErrorTexts(failure);
      setErrors({
        api_key: fields.api_key ? t`Enter the API key from the provider’s dashboard.` : '',
        package: fields.package ? t`Enter the package’s slug: letters, digits, dots, dashes and underscores.` : '',
      });
      if (!fields.api_key && !fields.package) notify({ type: 'error', body: errorText(failure) });
    },
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectBackgroundChecks(queryClient, accountId),
    onSuccess: () => {
      setIsConfirming(false);
      notify({ type: 'success', body: t`Checkr is disconnected. New checks are manual.` });
    },
    onError: (failure) => notify({ type: 'error', body: errorText(failure) }),
  });

  if (connection.isPending) return <p className="company-list__muted">{t`Loading…`}</p>;
  if (connection.isError) return <p role="alert">{errorText(connection.error)}</p>;
  const refusedAt = current?.webhook_error_at
    ? i18n.date(new Date(current.webhook_error_at), { dateStyle: 'medium', timeStyle: 'short', timeZoneName: 'short' })
    : '';
  return (
    <div className="integrations-kind__settings">
      {current?.connected && (
        <>
          <p>
            <Trans>
              Webhook address to set in Checkr’s dashboard:{' '}
              <code className="background-check-settings__address">{current.webhook_url}</code>
            </Trans>
          </p>
          {current.webhook_error && (
            <p>
              <Trans>
                Last refused webhook ({refusedAt}):{' '}
                <span className="integrations-kind__reason">{current.webhook_error}</span>
              </Trans>
            </p>
          )}
        </>
      )}
      <form
        className="background-check-settings__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problems: Record<string, string> = {};
          if (!current?.connected && !apiKey.trim())
            problems.api_key = t`Enter the API key from the provider’s dashboard.`;
          if (!/^[A-Za-z0-9_.-]+$/.test(shownPackage.trim()))
            problems.package = t`Enter the package’s slug: letters, digits, dots, dashes and underscores.`;
          setErrors(problems);
          if (Object.values(problems).some(Boolean)) return;
          save.mutate();
        }}
      >
        <TextField
          id={`background-check-key-${accountId}`}
          type="password"
          autoComplete="off"
          label={t`Checkr API key`}
          hint={
            current?.connected
              ? t`A key is stored. Leave empty to keep it.`
              : t`From Checkr’s dashboard, Account settings, Developer settings. It is kept on the server and never shown again.`
          }
          value={apiKey}
          error={errors.api_key || undefined}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <TextField
          id={`background-check-package-${accountId}`}
          label={t`Package`}
          hint={t`The Checkr package candidates are invited to, for example tasker_standard.`}
          value={shownPackage}
          error={errors.package || undefined}
          onChange={(e) => setPackageSlug(e.target.value)}
        />
        <div className="background-check-settings__actions">
          <Button type="submit" variant="secondary" isBusy={save.isPending} busyLabel={<Trans>Saving…</Trans>}>
            {current?.connected ? <Trans>Save and test</Trans> : <Trans>Connect Checkr</Trans>}
          </Button>
          {current?.connected && (
            <Button variant="secondary" onClick={() => setIsConfirming(true)}>
              <Trans>Disconnect</Trans>
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        isOpen={isConfirming}
        question={<Trans>Disconnect Checkr?</Trans>}
        detail={
          <Trans>The API key is forgotten. Checks already started stay as they are; new checks are manual.</Trans>
        }
        confirmLabel={<Trans>Disconnect</Trans>}
        isBusy={disconnect.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => disconnect.mutate()}
      />
    </div>
  );
}
