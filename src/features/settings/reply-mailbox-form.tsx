/**
 * The company's reply mailbox (D450), on the message templates page under the reply domain: for a
 * company that cannot point a domain's MX at Assay, Assay reads its own mailbox over IMAP. Mail to
 * candidates then answers to the mailbox's plus-address for each application. Saved and tested at
 * once; how the last poll went (and why it failed, by kind in the reader's language, D470) is shown. Only those with company settings
 * access read it: for the others nothing shows.
 */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import {
  isMailboxAddress,
  type MailboxWatchState,
  type ReplyMailbox,
  type ReplyMailboxSecurity,
} from '../../../contracts/replies.ts';
import { call } from '../../lib/api-client.ts';
import { deleteReplyMailbox, saveReplyMailbox } from '../../lib/api/replies.ts';
import { errorText } from '../../lib/error-text.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import {
  bound,
  ConnectionActions,
  ConnectionFormHost,
  SecretField,
  useConnectionForm,
} from '../../ui/staff-kit/connection-form.tsx';
import { CheckMailboxButton } from './reply-mailbox-check.tsx';
import { mailboxProblemLine, mailboxProblemText, ServerDetail } from './reply-mailbox-problem.tsx';
import { replyKeys, replyMailboxQueryOptions } from './reply-settings.queries.ts';

const DEFAULT_PORT: Record<ReplyMailboxSecurity, string> = { tls: '993', starttls: '143', none: '143' };

export function ReplyMailboxForm({ accountId }: { accountId: number }) {
  const query = useQuery(replyMailboxQueryOptions(accountId));
  if (query.isPending)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (query.isError) return <p role="alert">{errorText(query.error)}</p>;
  const saved = query.data;
  return (
    <ConnectionFormHost
      form={(onDisconnected) => <MailboxForm accountId={accountId} saved={saved} onDisconnected={onDisconnected} />}
    />
  );
}

/**
 * How soon a reply arrives (D475): the API's `idle` in the admin's words. A failing mailbox says
 * its problem instead; whatever the watch, the mailbox is also read every minute.
 */
function watchText(idle: MailboxWatchState): string {
  const texts: Record<MailboxWatchState, () => string> = {
    watching: () => t`Replies arrive within seconds: the mail server tells Assay as soon as one comes in.`,
    not_offered: () => t`This mail server cannot tell Assay of new mail at once, so replies are checked every minute.`,
    off: () => t`Replies are checked every minute.`,
  };
  return texts[idle]();
}

function MailboxStatus({ saved }: { saved: ReplyMailbox }) {
  const { i18n } = useLingui();
  if (!saved.connected) return null;
  const when = (at: string) => i18n.date(at, { dateStyle: 'medium', timeStyle: 'short' });
  const checked = saved.checked_at ? when(saved.checked_at) : '';
  const count = saved.replies_received;
  const last = saved.last_reply_at ? when(saved.last_reply_at) : '';
  const problem = saved.last_error_kind ? mailboxProblemText(saved.last_error_kind, saved) : '';
  return (
    <div role="status">
      {saved.status === 'failing' ? (
        <p className="notice notice--error">
          <Trans>
            The mailbox could not be read ({checked}): {problem}
          </Trans>
          <ServerDetail detail={saved.last_error_detail} />
        </p>
      ) : saved.status === 'connected' ? (
        <p className="company-list__muted">
          <Trans>Connected: last read {checked}.</Trans>{' '}
          {count > 0 ? (
            <Trans>
              Replies received: {count}, the last {last}.
            </Trans>
          ) : (
            <Trans>No replies received yet.</Trans>
          )}
          {problem && (
            <>
              {' '}
              <strong>{problem}</strong>
              <ServerDetail detail={saved.last_error_detail} />
            </>
          )}
        </p>
      ) : (
        <p className="company-list__muted">
          <Trans>Not read yet.</Trans>
        </p>
      )}
      {saved.status !== 'failing' && <p className="company-list__muted">{watchText(saved.idle)}</p>}
    </div>
  );
}

function MailboxForm({
  accountId,
  saved,
  onDisconnected,
}: {
  accountId: number;
  saved: ReplyMailbox;
  onDisconnected(): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [address, setAddress] = useState(saved.address);
  const [host, setHost] = useState(saved.host);
  const [security, setSecurity] = useState<ReplyMailboxSecurity>(saved.security);
  const [port, setPort] = useState(String(saved.port));
  const [username, setUsername] = useState(saved.username);
  const [folder, setFolder] = useState(saved.folder);
  const typedAddress = address.trim().toLowerCase();
  // A password saved for TLS or STARTTLS is not sent in clear: the switch to none needs it typed (D468, D472).
  const isDowngrade = security === 'none' && saved.security !== 'none' && saved.has_password;
  const portNumber = Number(port);
  const {
    secret: password,
    setSecret: setPassword,
    errors,
    setErrors,
    save,
    remove,
  } = useConnectionForm({
    save: async (sent) => {
      const tested = await call(saveReplyMailbox, {
        params: { id: accountId },
        body: {
          address: typedAddress,
          host: host.trim(),
          port: portNumber,
          security,
          username: username.trim(),
          password: sent,
          folder: folder.trim() || 'INBOX',
        },
      });
      queryClient.setQueryData(replyKeys.mailbox(accountId), tested.mailbox);
      return tested;
    },
    remove: async () => {
      await call(deleteReplyMailbox, { params: { id: accountId } });
      await queryClient.invalidateQueries({ queryKey: replyKeys.mailbox(accountId) });
    },
    onDisconnected,
    texts: {
      connected: t`The mailbox is connected: replies are read from it every minute.`,
      failed: (tested) => {
        const problem = mailboxProblemLine(tested.failure ?? 'other', tested.mailbox, tested.detail);
        return t`The mailbox is saved but could not be read: ${problem}`;
      },
      disconnected: t`The mailbox is disconnected.`,
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!isMailboxAddress(typedAddress))
      found.address = t`Enter the mailbox’s own address, such as jobs@example.com, without a plus.`;
    if (!host.trim()) found.host = t`Enter the mail server’s host name.`;
    if (!Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535)
      found.port = t`Enter a port from 1 to 65535.`;
    if (!username.trim()) found.username = t`Enter the user name.`;
    if (!password && !saved.has_password) found.password = t`Enter the password or app password.`;
    else if (!password && isDowngrade) found.password = t`Type the password again to switch to no security.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || save.isPending) return;
    save.mutate(password);
  };
  const id = (name: string) => `reply-mailbox-${name}`;
  const securities: { value: ReplyMailboxSecurity; label: string }[] = [
    { value: 'tls', label: t`TLS (usually port 993)` },
    { value: 'starttls', label: t`STARTTLS (usually port 143)` },
    ...(saved.allows_private || saved.security === 'none'
      ? [{ value: 'none' as const, label: t`None (a mail server inside your network only)` }]
      : []),
  ];
  return (
    <form className="company-list__panel" noValidate aria-labelledby={id('title')} onSubmit={submit}>
      <h2 id={id('title')} className="company-list-page__subtitle">
        <Trans>Reply mailbox (IMAP)</Trans>
      </h2>
      <p className="company-list__muted">
        <Trans>
          When you cannot point a domain’s MX record at Assay, Assay can read a mailbox of yours instead. Mail to
          candidates then answers to the mailbox’s address with a plus part for each application (jobs+…@example.com),
          which your mail server must deliver to the mailbox. Assay only reads: nothing is marked read, moved or
          deleted. A mailbox here takes the place of the reply domain.
        </Trans>
      </p>
      <MailboxStatus saved={saved} />
      <TextField
        id={id('address')}
        label={<Trans>Mailbox address</Trans>}
        autoComplete="off"
        {...bound(address, setAddress, errors.address)}
      />
      <TextField
        id={id('host')}
        label={<Trans>Mail server</Trans>}
        hint={<Trans>For example imap.example.com</Trans>}
        autoComplete="off"
        {...bound(host, setHost, errors.host)}
      />
      <SelectField
        id={id('security')}
        label={t`Security`}
        value={security}
        onChange={(value) => {
          const next = value as ReplyMailboxSecurity;
          // A port left at the old choice's usual one follows the new choice.
          if (port === DEFAULT_PORT[security]) setPort(DEFAULT_PORT[next]);
          setSecurity(next);
        }}
        options={securities}
      />
      {isDowngrade && (
        <p className="notice notice--warning" id={id('clear-warning')}>
          <Trans>
            With no security, the password crosses your network in clear. Type it again below to switch: the saved one
            was kept for an encrypted connection and is not sent without one.
          </Trans>
        </p>
      )}
      <TextField
        id={id('port')}
        type="number"
        inputMode="numeric"
        label={<Trans>Port</Trans>}
        {...bound(port, setPort, errors.port)}
      />
      <TextField
        id={id('username')}
        label={<Trans>User name</Trans>}
        autoComplete="off"
        {...bound(username, setUsername, errors.username)}
      />
      <SecretField
        id={id('password')}
        label={<Trans>Password</Trans>}
        hasSaved={saved.has_password}
        value={password}
        error={errors.password}
        onChange={setPassword}
        retype={isDowngrade ? id('clear-warning') : undefined}
      />
      <TextField
        id={id('folder')}
        label={<Trans>Folder</Trans>}
        hint={<Trans>Where replies arrive; INBOX unless your mail server files them elsewhere.</Trans>}
        autoComplete="off"
        {...bound(folder, setFolder, errors.folder)}
      />
      <ConnectionActions
        className="company-list__form-actions"
        isSaving={save.isPending}
        isConnected={saved.connected}
        isRemoving={remove.isPending}
        onRemove={() => remove.mutate()}
      >
        {saved.connected && <CheckMailboxButton accountId={accountId} />}
      </ConnectionActions>
    </form>
  );
}
