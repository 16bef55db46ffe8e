/**
 * Email the selected applicants: start from a message template or write, with merge fields the
 * server fills per recipient (D201). The recipients are listed, and each one's mail is previewed
 * as the server will send it; problems show next to their field before anything is sent.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { mergeFieldProblems } from '../../../contracts/merge-fields.ts';
import { attachmentProblems } from '../../../contracts/mail-attachments.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { mergeFieldHint, mergeProblemText } from '../../ui/merge-fields/merge-field-texts.ts';
import { PlainTextWritingHelp } from '../../ui/rich-text/plain-text-writing-help.tsx';
import { emailPreviewQueryOptions, usableMessageTemplatesQueryOptions, type BulkAction } from './applicants.queries.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import './bulk-email-dialog.css';

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

function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function BulkEmailDialog(props: BulkEmailDialogProps) {
  const { t } = useLingui();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [attachments, setAttachments] = useState<File[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [hasRefusedFiles, setHasRefusedFiles] = useState(false);
  const [previewRef, setPreviewRef] = useState<string>();
  const templates = useQuery({ ...usableMessageTemplatesQueryOptions(props.accountId), retry: false });

  const problems = mergeFieldProblems({ subject, message });
  const ownError = (prop: 'subject' | 'message'): string | undefined => {
    const problem = problems.find((p) => p.prop === prop);
    if (problem) return mergeProblemText(problem);
    if (!attempted) return undefined;
    if (prop === 'subject' && !subject.trim()) return t`Enter a subject.`;
    if (prop === 'message' && !message.trim()) return t`Write the message.`;
    return undefined;
  };
  const serverFields = fieldErrorTexts(props.error);
  const errorOf = (prop: 'subject' | 'message') => ownError(prop) ?? serverFields[prop];
  const generalError =
    hasRefusedFiles && attachmentProblems(attachments).length > 0
      ? t`Some attachments cannot be sent: see what is said under them.`
      : props.errorText && !serverFields.subject && !serverFields.message
        ? props.errorText
        : undefined;

  const texts = useSettled({ subject: subject.trim(), message: message.trim() });
  const canPreview = texts.subject !== '' && texts.message !== '' && mergeFieldProblems(texts).length === 0;
  const preview = useQuery({
    ...emailPreviewQueryOptions(props.selected, texts.subject, texts.message),
    enabled: canPreview,
  });
  const recipients = preview.data?.recipients ?? [];
  const shown = recipients.find((r) => r.ref_id === previewRef) ?? recipients[0];

  const submit = () => {
    setAttempted(true);
    if (!subject.trim() || !message.trim() || problems.length > 0) return;
    if (attachmentProblems(attachments).length > 0) return setHasRefusedFiles(true);
    props.onSend({ kind: 'email', subject: subject.trim(), message: message.trim(), attachments });
  };

  const startFromTemplate = (id: string) => {
    const chosen = templates.data?.results.find((x) => String(x.message_template_id) === id);
    if (!chosen) return;
    setMessage(chosen.body);
    if (!subject.trim()) setSubject(chosen.name);
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
      {templates.data && templates.data.results.length > 0 && (
        <div className="form-field">
          <label className="form-field__label" htmlFor="bulk-email-template">
            <Trans>Start from a message template</Trans>
          </label>
          <select
            id="bulk-email-template"
            className="form-field__input"
            defaultValue=""
            onChange={(e) => startFromTemplate(e.target.value)}
          >
            <option value="">{t`No template`}</option>
            {templates.data.results.map((x) => (
              <option key={x.message_template_id} value={x.message_template_id}>
                {x.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <FormField id="bulk-email-subject" label={t`Subject`} error={errorOf('subject')}>
        {(a11y) => (
          <input
            id="bulk-email-subject"
            className="form-field__input"
            maxLength={200}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <FormField id="bulk-email-message" label={t`Message`} hint={mergeFieldHint()} error={errorOf('message')}>
        {(a11y) => (
          <>
            <textarea
              id="bulk-email-message"
              className="form-field__input"
              rows={6}
              maxLength={10000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              {...a11y}
            />
            <PlainTextWritingHelp fieldId="bulk-email-message" onChange={setMessage} />
          </>
        )}
      </FormField>
      <AttachmentPicker files={attachments} onChange={setAttachments} />
      <section className="bulk-email-preview" aria-labelledby="bulk-email-preview-title">
        <h3 className="bulk-email-preview__title" id="bulk-email-preview-title">
          <Trans>Recipients and preview</Trans>
        </h3>
        {!canPreview ? (
          <p className="bulk-email-preview__note">
            <Trans>Write a subject and a message to see each recipient’s email.</Trans>
          </p>
        ) : preview.isError && !preview.data ? (
          <p className="bulk-email-preview__note">
            <Trans>The preview could not be loaded. You can still send.</Trans>
          </p>
        ) : !shown ? (
          <p className="bulk-email-preview__note">
            <Trans>Loading the preview…</Trans>
          </p>
        ) : (
          <>
            <ul className="bulk-email-preview__recipients">
              {recipients.map((r) => (
                <li key={r.ref_id}>
                  <button
                    type="button"
                    className="bulk-email-preview__recipient"
                    aria-pressed={r.ref_id === shown.ref_id}
                    onClick={() => setPreviewRef(r.ref_id)}
                  >
                    <span>{`${r.first_name} ${r.last_name}`.trim() || r.email}</span>
                    <span className="bulk-email-preview__email">{r.email}</span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="bulk-email-preview__mail" aria-live="polite">
              <p className="bulk-email-preview__to">
                <Trans>To {shown.email}</Trans>
              </p>
              <p className="bulk-email-preview__subject">{shown.subject}</p>
              <p className="bulk-email-preview__body">{shown.message}</p>
            </div>
          </>
        )}
      </section>
    </FormDialog>
  );
}
