/**
 * Where candidates' replies come back (D298), on the message templates page: the domain of the
 * company's reply addresses (reply+…@domain), whose MX record must point at Assay's mail receiver.
 * Blank: mail answers to its sender, as before. Says whether replies come back as saved (D464):
 * through the reply mailbox when one is connected (it takes the domain's place, D450), else through
 * the domain when this server receives mail.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isReplyDomain, type ReplyDomain } from '../../../contracts/replies.ts';
import { call } from '../../lib/api-client.ts';
import { saveReplyDomain } from '../../lib/api/replies.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { replyDomainQueryOptions, replyKeys, replyMailboxQueryOptions } from './reply-settings.queries.ts';

export function ReplyDomainForm({ accountId }: { accountId: number }) {
  // Only those with company settings access may read it: for the others, nothing shows.
  const query = useQuery(replyDomainQueryOptions(accountId));
  if (!query.data) return null;
  return <DomainForm accountId={accountId} saved={query.data} />;
}

/** Whether replies come back with what is saved: the mailbox's state is the reply mailbox form's read. */
function ReplyRoute({ accountId, saved }: { accountId: number; saved: ReplyDomain }) {
  const mailbox = useQuery(replyMailboxQueryOptions(accountId));
  if (mailbox.isPending) return null;
  if (mailbox.data?.connected)
    return (
      <p className="company-list__muted">
        <Trans>
          A reply mailbox is connected: candidates’ replies come back through it, and the reply domain is not used.
        </Trans>
      </p>
    );
  if (!saved.domain)
    return (
      <p className="company-list__muted">
        <Trans>
          No reply domain and no reply mailbox: replies go to the sender’s own address and do not show in Assay.
        </Trans>
      </p>
    );
  if (!saved.is_receiving)
    return (
      <p className="notice">
        <Trans>
          This server does not receive mail yet (REPLY_SMTP_PORT is not set): replies to this domain cannot come back.
        </Trans>
      </p>
    );
  return (
    <p className="company-list__muted">
      <Trans>Replies to this domain come back to their applications once its MX record points at this server.</Trans>
    </p>
  );
}

function DomainForm({ accountId, saved }: { accountId: number; saved: ReplyDomain }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(saved.domain ?? '');
  const [isAttempted, setAttempted] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const domain = value.trim().toLowerCase();
  const problem =
    isAttempted && domain !== '' && !isReplyDomain(domain)
      ? t`Enter a domain name such as replies.example.com.`
      : undefined;
  const saving = useMutation({
    mutationFn: (next: string | null) => call(saveReplyDomain, { params: { id: accountId }, body: { domain: next } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(replyKeys.domain(accountId), answer);
      setValue(answer.domain ?? '');
      setSaved(true);
    },
  });
  return (
    <form
      className="company-list__panel"
      noValidate
      aria-labelledby="reply-domain-title"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        setSaved(false);
        if (!saving.isPending && (domain === '' || isReplyDomain(domain))) saving.mutate(domain || null);
      }}
    >
      <h2 id="reply-domain-title" className="company-list-page__subtitle">
        <Trans>Candidates’ replies</Trans>
      </h2>
      <TextField
        id="reply-domain"
        label={<Trans>Reply domain (optional)</Trans>}
        hint={
          <Trans>
            Mail to candidates then answers to an address of this domain for each application, and their replies show on
            the application. Point the domain’s MX record at Assay. Blank: replies go to the sender’s own address.
          </Trans>
        }
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setSaved(false);
          setValue(event.target.value);
        }}
        error={problem}
      />
      <ReplyRoute accountId={accountId} saved={saved} />
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
