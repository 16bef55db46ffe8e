import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { SHARE_RECIPIENTS_MAX } from '../../../contracts/scorecard.ts';
import { errorText } from '../../lib/error-text.ts';
import { notify } from '../../ui/notifications.atoms.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { share } from './scorecard.queries.ts';
import { firstInvalidEmail, parseRecipients } from './share-recipients.ts';

export interface ShareDialogProps {
  isOpen: boolean;
  userSmartreqId: number;
  onClose(): void;
}

/** Share the scorecard: a mail with a link and a message to 1 to 10 recipients. */
export function ShareDialog({ isOpen, userSmartreqId, onClose }: ShareDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [recipients, setRecipients] = useState('');
  const [message, setMessage] = useState('');
  const [recipientsError, setRecipientsError] = useState<string>();
  const [error, setError] = useState<string>();

  const close = () => {
    setRecipients('');
    setMessage('');
    setRecipientsError(undefined);
    setError(undefined);
    onClose();
  };
  const sending = useMutation({
    mutationFn: async (emails: string[]) => {
      const { sent } = await share(queryClient, {
        user_smartreq_id: userSmartreqId,
        message: message.trim(),
        recipients: emails,
      });
      notify({
        type: 'success',
        body: plural(sent, { one: 'Scorecard shared with # recipient', other: 'Scorecard shared with # recipients' }),
      });
      close();
    },
    onError: (failure) => {
      setError(errorText(failure));
    },
  });
  const isBusy = sending.isPending;

  const submit = () => {
    const emails = parseRecipients(recipients);
    const bad = firstInvalidEmail(emails);
    if (emails.length === 0) return setRecipientsError(t`Enter at least one email address`);
    if (bad) return setRecipientsError(t`${bad} is not an email address`);
    if (emails.length > SHARE_RECIPIENTS_MAX)
      return setRecipientsError(t`Enter at most ${SHARE_RECIPIENTS_MAX} email addresses`);
    setRecipientsError(undefined);
    setError(undefined);
    sending.mutate(emails);
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={<Trans>Share scorecard</Trans>}
      submitLabel={<Trans>Share</Trans>}
      onCancel={close}
      onSubmit={() => void submit()}
      isBusy={isBusy}
      error={error}
    >
      <FormField
        id="share-recipients"
        label={<Trans>Recipients</Trans>}
        hint={
          <Trans>
            Up to {SHARE_RECIPIENTS_MAX} email addresses, separated by commas. They need access to this requisition to
            open the link.
          </Trans>
        }
        error={recipientsError}
      >
        {(a11y) => (
          <textarea
            id="share-recipients"
            className="form-field__input scorecard-dialog__textarea"
            value={recipients}
            onChange={(e) => setRecipients(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <FormField id="share-message" label={<Trans>Message (optional)</Trans>}>
        {(a11y) => (
          <textarea
            id="share-message"
            className="form-field__input scorecard-dialog__textarea"
            value={message}
            maxLength={2000}
            onChange={(e) => setMessage(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
