import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '../../../contracts/applicant-documents.ts';
import {
  BACKGROUND_CHECK_NOTE_MAX,
  type BackgroundCheck,
  type BackgroundCheckResult,
} from '../../../contracts/background-checks.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { BACKGROUND_CHECK_RESULT_LABELS } from './background-check-labels.ts';
import { recordOutcome } from './background-checks.queries.ts';
import { documentErrorText, fileTooLargeText } from './document-errors.ts';
import { uploadDocument } from './documents.queries.ts';

export interface OutcomeDialogProps {
  userSmartreqId: number;
  check: BackgroundCheck;
  onClose(): void;
}

/**
 * A manual check's outcome: the result, a note, and the report itself, uploaded as one of the
 * application's documents (the same rules as any document) and attached to the check. A report
 * already attached stays unless another file is chosen.
 */
export function BackgroundCheckOutcomeDialog({ userSmartreqId, check, onClose }: OutcomeDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<BackgroundCheckResult | ''>(check.result);
  const [note, setNote] = useState(check.note);
  const [file, setFile] = useState<File>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [uploadKey] = useState(() => crypto.randomUUID());

  const saving = useMutation({
    mutationFn: async (sent: { result: BackgroundCheckResult; note: string; file?: File }) => {
      let documentId = check.document_id;
      if (sent.file) {
        const saved = await uploadDocument(
          queryClient,
          userSmartreqId,
          { file: sent.file, title: t`Background check report`, documentType: 'other', note: '' },
          uploadKey,
        );
        documentId = saved.document_id;
      }
      await recordOutcome(queryClient, userSmartreqId, check.check_id, {
        result: sent.result,
        note: sent.note,
        document_id: documentId,
      });
    },
    onSuccess: () => {
      notify({ type: 'success', body: t`Background check outcome recorded` });
      onClose();
    },
    onError: (failure) => setError(documentErrorText(failure)),
  });

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!result) problems.result = t`Choose the outcome`;
    if (file && file.size === 0) problems.file = t`The file is empty. Choose another file.`;
    else if (file && file.size > DOCUMENT_MAX_BYTES) problems.file = fileTooLargeText();
    setFieldErrors(problems);
    if (Object.values(problems).some(Boolean) || !result) return;
    setError(undefined);
    saving.mutate({ result, note: note.trim(), file });
  };

  const idPrefix = `background-check-${check.check_id}`;
  return (
    <FormDialog
      isOpen
      title={<Trans>Record the background check outcome</Trans>}
      submitLabel={<Trans>Save outcome</Trans>}
      onCancel={onClose}
      onSubmit={submit}
      isBusy={saving.isPending}
      error={error}
    >
      <FormField id={`${idPrefix}-result`} label={<Trans>Outcome</Trans>} error={fieldErrors.result || undefined}>
        {(a11y) => (
          <select
            id={`${idPrefix}-result`}
            className="form-field__input"
            value={result}
            onChange={(e) => {
              setResult(e.target.value as BackgroundCheckResult);
              setFieldErrors((errors) => ({ ...errors, result: '' }));
            }}
            {...a11y}
          >
            <option value="">{t`Choose…`}</option>
            {(['clear', 'consider'] as const).map((value) => (
              <option key={value} value={value}>
                {i18n._(BACKGROUND_CHECK_RESULT_LABELS[value])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-file`}
        label={check.document_id ? <Trans>Replace the report (optional)</Trans> : <Trans>Report (optional)</Trans>}
        hint={
          <Trans>
            PDF, Word (.docx or .doc), plain text (.txt), PNG or JPEG, up to 10 MB. It is kept with the application’s
            documents.
          </Trans>
        }
        error={fieldErrors.file || undefined}
      >
        {(a11y) => (
          <input
            id={`${idPrefix}-file`}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="form-field__input scorecard-documents__file-input"
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setFieldErrors((errors) => ({ ...errors, file: '' }));
            }}
            {...a11y}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-note`} label={<Trans>Note (optional)</Trans>}>
        {(a11y) => (
          <textarea
            id={`${idPrefix}-note`}
            className="form-field__input scorecard-dialog__textarea"
            value={note}
            maxLength={BACKGROUND_CHECK_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
