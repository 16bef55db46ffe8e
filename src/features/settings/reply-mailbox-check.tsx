/**
 * "Check now" for the company's reply mailbox (D464): reads it at once, as the minute's poll does,
 * and says how many replies came in, or why the mailbox could not be read, in the reader's language
 * (the server names the failure's kind: reply-mailbox-problem.tsx).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { checkReplyMailbox } from '../../lib/api/replies.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { mailboxProblemLine } from './reply-mailbox-problem.tsx';
import { replyKeys } from './reply-settings.queries.ts';

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
          : { type: 'error', body: mailboxProblemLine(checked.failure, checked.mailbox, checked.detail) },
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
