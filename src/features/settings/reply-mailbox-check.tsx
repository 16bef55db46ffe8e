/**
 * "Check now" for the company's reply mailbox (D464): reads it at once, as the minute's poll does,
 * and says how many replies came in, or why the mailbox could not be read, in the reader's language
 * (the server names the failure's kind; its English words only for a failure it cannot name).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { MailboxFailure, ReplyMailboxCheck } from '../../../contracts/replies.ts';
import { call } from '../../lib/api-client.ts';
import { checkReplyMailbox } from '../../lib/api/replies.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { replyKeys } from './reply-settings.queries.ts';

export function mailboxFailureText(failure: MailboxFailure, check: ReplyMailboxCheck): string {
  const { host, folder } = check.mailbox;
  const where = `${host}:${check.mailbox.port}`;
  const texts: Record<MailboxFailure, () => string> = {
    sign_in: () => t`The mail server refused the user name or password.`,
    certificate: () => t`The mail server’s certificate is not trusted: it must be valid for ${host}.`,
    refused: () => t`The mail server refused the connection (${where}).`,
    not_found: () => t`The mail server’s address was not found.`,
    private_address: () => t`The mail server’s address points to a private network address.`,
    timeout: () => t`The mail server did not answer in time (${where}).`,
    closed: () => t`The mail server closed the connection (${where}); check the port and the security setting.`,
    folder: () => t`The folder “${folder}” could not be opened.`,
    tls_required: () => t`The mailbox must be read over TLS or STARTTLS.`,
    not_connected: () => t`No reply mailbox is connected.`,
    other: () => t`The mailbox could not be read: ${check.reason}`,
  };
  return texts[failure]();
}

export function CheckMailboxButton({ accountId }: { accountId: number }) {
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => call(checkReplyMailbox, { params: { id: accountId } }),
    onSuccess: (checked) => {
      queryClient.setQueryData(replyKeys.mailbox(accountId), checked.mailbox);
      notify(
        checked.failure === null
          ? {
              type: 'success',
              body: plural(checked.kept, {
                0: 'The mailbox was read: no new replies.',
                one: 'The mailbox was read: # reply came in.',
                other: 'The mailbox was read: # replies came in.',
              }),
            }
          : { type: 'error', body: mailboxFailureText(checked.failure, checked) },
      );
    },
    onError: (failure) => notify({ type: 'error', body: errorText(failure) }),
  });
  return (
    <Button
      type="button"
      variant="secondary"
      isBusy={check.isPending}
      busyLabel={<Trans>Checking…</Trans>}
      onClick={() => check.mutate()}
    >
      <Trans>Check now</Trans>
    </Button>
  );
}
