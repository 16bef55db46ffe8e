/**
 * Messaging (SMS) on /settings/integrations (D236): the company's provider (SMPP or the HTTP API
 * shape), saved and tested at once, its reason shown when it fails; where the HTTP provider posts
 * replies; and the company's messages by phone number (the outbox while nothing is connected).
 */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SmsAdapterKind, SmsConnection, SmsMessage } from '../../../contracts/sms.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import {
  bound,
  ConnectionActions,
  ConnectionFormHost,
  SecretField,
  useConnectionForm,
} from '../../ui/staff-kit/connection-form.tsx';
import {
  deleteSmsConnection,
  saveSmsConnection,
  smsConnectionQueryOptions,
  smsMessagesQueryOptions,
} from './messaging.queries.ts';

export function MessagingSettings({ accountId }: { accountId: number; meetingBaseUrl: string }) {
  const connection = useQuery(smsConnectionQueryOptions(accountId));
  if (!connection.data) return null;
  const saved = connection.data;
  return (
    <>
      <ConnectionFormHost
        form={(onDisconnected) => (
          <ConnectionForm accountId={accountId} saved={saved} onDisconnected={onDisconnected} />
        )}
      />
      <MessageList accountId={accountId} />
    </>
  );
}

function ConnectionForm({
  accountId,
  saved,
  onDisconnected,
}: {
  accountId: number;
  saved: SmsConnection;
  onDisconnected(): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [adapter, setAdapter] = useState<SmsAdapterKind>(saved.adapter || 'smpp');
  const [address, setAddress] = useState(saved.address);
  const [username, setUsername] = useState(saved.username);
  const [rate, setRate] = useState(String(saved.rate_per_minute));
  const { secret, setSecret, errors, setErrors, save, remove } = useConnectionForm({
    save: (sent) =>
      saveSmsConnection(queryClient, {
        account_id: accountId,
        adapter,
        address: address.trim(),
        username: username.trim(),
        secret: sent,
        rate_per_minute: Number(rate),
      }),
    remove: () => deleteSmsConnection(queryClient, accountId),
    onDisconnected,
    texts: {
      connected: t`The messaging provider is connected and answered.`,
      failed: (tested) => t`The messaging provider is saved but did not answer: ${tested.reason}`,
      disconnected: t`The messaging provider is disconnected.`,
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!address.trim()) found.address = t`Enter the provider’s address.`;
    else if (adapter === 'smpp' && !/^smpp:\/\//i.test(address.trim()))
      found.address = t`Enter the SMSC as smpp://host:port.`;
    else if (adapter === 'http' && !/^https?:\/\//i.test(address.trim()))
      found.address = t`Enter an address that starts with https://`;
    if (adapter === 'smpp' && !username.trim()) found.username = t`Enter the system ID the SMSC gave you.`;
    if (!secret && !saved.has_secret)
      found.secret = adapter === 'smpp' ? t`Enter the password.` : t`Enter the API key.`;
    const perMinute = Number(rate);
    if (!Number.isInteger(perMinute) || perMinute < 1 || perMinute > 6000)
      found.rate_per_minute = t`Enter a whole number from 1 to 6000.`;
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(secret);
  };
  const id = (name: string) => `sms-${name}-${accountId}`;
  return (
    <form className="integrations-kind__settings" noValidate onSubmit={submit} aria-label={t`Messaging provider`}>
      <SelectField
        id={id('adapter')}
        label={t`Provider type`}
        value={adapter}
        onChange={(v) => setAdapter(v as SmsAdapterKind)}
        options={[
          { value: 'smpp', label: t`SMPP (an SMSC)` },
          { value: 'http', label: t`HTTP API` },
        ]}
      />
      <TextField
        id={id('address')}
        label={t`Address`}
        hint={
          adapter === 'smpp'
            ? t`For example smpp://smsc.example.com:2775`
            : t`The API’s base address, for example https://sms.example.com/v1`
        }
        autoComplete="off"
        {...bound(address, setAddress, errors.address)}
      />
      {adapter === 'smpp' && (
        <TextField
          id={id('username')}
          label={t`System ID`}
          autoComplete="off"
          {...bound(username, setUsername, errors.username)}
        />
      )}
      <SecretField
        id={id('secret')}
        label={adapter === 'smpp' ? t`Password` : t`API key`}
        hasSaved={saved.has_secret}
        value={secret}
        error={errors.secret}
        onChange={setSecret}
      />
      <TextField
        id={id('rate')}
        type="number"
        inputMode="numeric"
        label={t`Messages per minute at most`}
        {...bound(rate, setRate, errors.rate_per_minute)}
      />
      {adapter === 'http' && (
        <p className="company-list__muted">
          <Trans>
            Replies and delivery reports: have the provider post them to {window.location.origin}
            {saved.webhook_path}, signed with the API key.
          </Trans>
        </p>
      )}
      <ConnectionActions
        className="integrations-kind__actions"
        saveVariant="secondary"
        isSaving={save.isPending}
        isConnected={saved.connected}
        isRemoving={remove.isPending}
        onRemove={() => remove.mutate()}
      />
    </form>
  );
}

function statusLabel(t: ReturnType<typeof useLingui>['t'], status: SmsMessage['status']): string {
  return {
    outbox: t`Outbox`,
    queued: t`Queued`,
    sent: t`Sent`,
    delivered: t`Delivered`,
    failed: t`Not sent`,
    received: t`Received`,
  }[status];
}

function MessageList({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const [phone, setPhone] = useState('');
  const [search, setSearch] = useState('');
  const messages = useQuery(smsMessagesQueryOptions(accountId, search));
  return (
    <section className="integrations-kind__settings" aria-labelledby={`sms-messages-${accountId}`}>
      <h3 id={`sms-messages-${accountId}`} className="integrations-kind__subtitle">
        <Trans>Text messages</Trans>
      </h3>
      <form
        className="integrations-kind__actions"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(phone.trim());
        }}
      >
        <TextField
          id={`sms-phone-${accountId}`}
          type="tel"
          label={t`Phone number`}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Trans>Show</Trans>
        </Button>
      </form>
      {messages.isError && <p className="integrations-alert">{errorText(messages.error)}</p>}
      {messages.data && messages.data.results.length === 0 && (
        <p className="company-list__muted">
          <Trans>No text messages.</Trans>
        </p>
      )}
      {messages.data && messages.data.results.length > 0 && (
        <div className="integrations-table-scroll">
          <table className="integrations-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>When</Trans>
                </th>
                <th scope="col">
                  <Trans>Number</Trans>
                </th>
                <th scope="col">
                  <Trans>Message</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.data.results.map((m) => (
                <tr key={m.sms_id}>
                  <td>
                    {new Intl.DateTimeFormat(i18n.locale, {
                      day: 'numeric',
                      month: 'short',
                      hour: 'numeric',
                      minute: '2-digit',
                      timeZoneName: 'short',
                    }).format(new Date(m.created_at))}
                  </td>
                  <td>{m.direction === 'inbound' ? t`From ${m.phone_number}` : t`To ${m.phone_number}`}</td>
                  <td className="integrations-table__text">{m.body}</td>
                  <td>
                    {statusLabel(t, m.status)}
                    {m.last_error && <span className="integrations-kind__reason"> · {m.last_error}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
