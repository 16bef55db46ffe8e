import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NOTE_MAX,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_TYPES,
  type ApplicantDocument,
  type DocumentType,
} from '../../../contracts/applicant-documents.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { documentErrorText, fileTooLargeText } from './document-errors.ts';
import { DOCUMENT_TYPE_LABELS } from './document-labels.ts';
import { updateDocument, uploadDocument } from './documents.queries.ts';

export interface DocumentDialogProps {
  userSmartreqId: number;
  /** The document to edit; undefined to upload a new one. */
  document?: ApplicantDocument;
  isOpen: boolean;
  onClose(): void;
}

/** Upload a document to the application (file, title, type, note), or change an uploaded one's title, type and note. */
export function DocumentDialog({ userSmartreqId, document, isOpen, onClose }: DocumentDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const isEdit = document !== undefined;
  const [file, setFile] = useState<File>();
  const [title, setTitle] = useState(document?.title ?? '');
  const [documentType, setDocumentType] = useState<DocumentType>(document?.document_type ?? 'other');
  const [note, setNote] = useState(document?.note ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  // One key per dialog opening: a retried upload of the same form is stored once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const close = () => {
    setFile(undefined);
    setTitle(document?.title ?? '');
    setDocumentType(document?.document_type ?? 'other');
    setNote(document?.note ?? '');
    setFieldErrors({});
    setError(undefined);
    setProgress(undefined);
    setIdempotencyKey(crypto.randomUUID());
    onClose();
  };

  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    setFieldErrors((errors) => ({ ...errors, file: '' }));
    if (chosen && !title.trim()) setTitle(chosen.name.slice(0, DOCUMENT_TITLE_MAX));
  };

  /** An upload (with `file`) or a change to the document `documentId`. */
  const saving = useMutation({
    mutationFn: async (sent: {
      documentId?: number;
      file?: File;
      title: string;
      documentType: DocumentType;
      note: string;
    }) => {
      if (sent.documentId !== undefined) {
        await updateDocument(queryClient, userSmartreqId, sent.documentId, {
          title: sent.title,
          document_type: sent.documentType,
          note: sent.note,
        });
      } else {
        await uploadDocument(
          queryClient,
          userSmartreqId,
          { file: sent.file!, title: sent.title, documentType: sent.documentType, note: sent.note },
          idempotencyKey,
          setProgress,
        );
      }
    },
    onSuccess: () => close(),
    onError: (failure) => {
      const fields = fieldErrorTexts(failure);
      if (fields.title) setFieldErrors((errors) => ({ ...errors, title: t`Enter a title of at most 200 characters` }));
      setError(documentErrorText(failure));
      // A refused upload will not be repeated as it was: the next attempt is a new request.
      setIdempotencyKey(crypto.randomUUID());
    },
    onSettled: () => setProgress(undefined),
  });

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!isEdit) {
      if (!file) problems.file = t`Choose a file to upload`;
      else if (file.size === 0) problems.file = t`The file is empty. Choose another file.`;
      else if (file.size > DOCUMENT_MAX_BYTES) problems.file = fileTooLargeText();
    }
    if (!title.trim() && (isEdit || file)) problems.title = t`Enter a title`;
    setFieldErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setError(undefined);
    if (isEdit) {
      saving.mutate({ documentId: document.document_id, title: title.trim(), documentType, note: note.trim() });
    } else {
      setProgress(0);
      saving.mutate({ file: file!, title: title.trim(), documentType, note: note.trim() });
    }
  };

  const idPrefix = isEdit ? `document-edit-${document.document_id}` : 'document-new';
  return (
    <FormDialog
      isOpen={isOpen}
      title={isEdit ? <Trans>Edit document</Trans> : <Trans>Add a document</Trans>}
      detail={isEdit ? document.file_name : undefined}
      submitLabel={isEdit ? <Trans>Save</Trans> : <Trans>Upload</Trans>}
      onCancel={close}
      onSubmit={submit}
      isBusy={saving.isPending}
      error={error}
    >
      {!isEdit && (
        <FormField
          id={`${idPrefix}-file`}
          label={<Trans>File</Trans>}
          hint={<Trans>PDF, Word (.docx or .doc), plain text (.txt), PNG or JPEG, up to 10 MB.</Trans>}
          error={fieldErrors.file || undefined}
        >
          {(a11y) => (
            <input
              id={`${idPrefix}-file`}
              type="file"
              accept={DOCUMENT_ACCEPT}
              className="form-field__input scorecard-documents__file-input"
              onChange={(e) => chooseFile(e.target.files?.[0])}
              {...a11y}
            />
          )}
        </FormField>
      )}
      <FormField id={`${idPrefix}-title`} label={<Trans>Title</Trans>} error={fieldErrors.title || undefined}>
        {(a11y) => (
          <input
            id={`${idPrefix}-title`}
            className="form-field__input"
            value={title}
            maxLength={DOCUMENT_TITLE_MAX}
            onChange={(e) => {
              setTitle(e.target.value);
              setFieldErrors((errors) => ({ ...errors, title: '' }));
            }}
            {...a11y}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-type`} label={<Trans>Document type</Trans>}>
        {(a11y) => (
          <select
            id={`${idPrefix}-type`}
            className="form-field__input"
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value as DocumentType)}
            {...a11y}
          >
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(DOCUMENT_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${idPrefix}-note`} label={<Trans>Note (optional)</Trans>}>
        {(a11y) => (
          <textarea
            id={`${idPrefix}-note`}
            className="form-field__input scorecard-dialog__textarea"
            value={note}
            maxLength={DOCUMENT_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      {progress !== undefined && (
        <p className="scorecard-section__muted" role="status">
          <Trans>Uploading… {i18n.number(progress, { style: 'percent' })}</Trans>
        </p>
      )}
    </FormDialog>
  );
}
