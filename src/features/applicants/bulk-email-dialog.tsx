/**
 * Email the selected applicants: start from a message template or write, with merge fields the
 * server fills per recipient (D201). The recipients are listed, and each one's mail is previewed
 * as the server will send it; problems show next to their field before anything is sent. The
 * fields and the preview are the reject dialogs' mail fields (src/ui/mail-fields).
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { mergeFieldProblems } from '../../../contracts/merge-fields.ts';
import { attachmentProblems } from '../../../contracts/mail-attachments.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { MailFields, type MailTexts } from '../../ui/mail-fields/mail-fields.tsx';
import { MailPreview } from '../../ui/mail-fields/mail-preview.tsx';
import { requestTexts } from '../../ui/mail-fields/template-texts.ts';
import type { BulkAction } from './applicants.queries.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

export interface BulkEmailDialogProps {
  accountId: number;
  selected: string[];
  detail: string;
  isBusy: boolean;
  /** The send's refusal, if any. */
  error: unknown;
  errorText: string | undefined;
  onCancel(): void;
  onSend(action: Extract<BulkAction, { kind: 'email' }>): void;
}

export function BulkEmailDialog(props: BulkEmailDialogProps) {
  const { t } = useLingui();
  const [texts, setTexts] = useState<MailTexts>({ subject: '', message: '' });
  const [attachments, setAttachments] = useState<File[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [hasRefusedFiles, setHasRefusedFiles] = useState(false);

  const serverFields = fieldErrorTexts(props.error);
  const generalError =
    hasRefusedFiles && attachmentProblems(attachments).length > 0
      ? t`Some attachments cannot be sent: see what is said under them.`
      : props.errorText && !serverFields.subject && !serverFields.message
        ? props.errorText
        : undefined;

  const submit = () => {
    setAttempted(true);
    const subject = texts.subject.trim();
    const message = texts.message.trim();
    if (!subject || !message || mergeFieldProblems({ subject, message }).length > 0) return;
    if (attachmentProblems(attachments).length > 0) return setHasRefusedFiles(true);
    props.onSend({ kind: 'email', ...requestTexts(texts), attachments });
  };

  return (
    <FormDialog
      isOpen
      title={t`Email applicants`}
      detail={props.detail}
      submitLabel={t`Send email`}
      onCancel={props.onCancel}
      onSubmit={submit}
      isBusy={props.isBusy}
      error={generalError}
    >
      <MailFields
        idPrefix="bulk-email"
        accountId={props.accountId}
        texts={texts}
        onChange={setTexts}
        noTemplateLabel={t`No template`}
        isSubjectFromTemplate
        isAttempted={attempted}
        serverErrors={serverFields}
        hasWritingHelp
      />
      <AttachmentPicker files={attachments} onChange={setAttachments} />
      <MailPreview
        idPrefix="bulk-email"
        refIds={props.selected}
        texts={texts}
        title={t`Recipients and preview`}
        waitingText={t`Write a subject and a message to see each recipient’s email.`}
        failedText={t`The preview could not be loaded. You can still send.`}
        recipientsAs="buttons"
        isRuled
      />
    </FormDialog>
  );
}
