/**
 * Files to send with an email to applicants: chosen (several at once, or one after another),
 * listed with their sizes and a Remove button, and checked before anything is uploaded.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import {
  MAIL_ATTACHMENT_EXTENSIONS,
  MAIL_ATTACHMENT_MAX_FILES,
  attachmentProblems,
} from '../../../contracts/mail-attachments.ts';
import { attachmentProblemText, fileSizeText } from './attachment-problems.ts';

const ACCEPT = MAIL_ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function AttachmentPicker({ files, onChange }: { files: File[]; onChange(files: File[]): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const problems = attachmentProblems(files);
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        <Trans>Attachments (optional)</Trans>
      </label>
      <p className="form-field__hint" id={`${id}-hint`}>
        <Trans>
          Up to {MAIL_ATTACHMENT_MAX_FILES} files: PDF, Word, text, PNG or JPEG, 10 MB each and 20 MB in all.
        </Trans>
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        aria-invalid={problems.length > 0}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          onChange([...files, ...chosen]);
          // Choosing the same file again after removing it should work.
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <ul className="attachment-list" aria-label={t`Attached files`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="attachment-list__item">
              <span className="attachment-list__name">{file.name}</span>{' '}
              <span className="attachment-list__size">{fileSizeText(file.size)}</span>{' '}
              <button
                type="button"
                className="attachment-list__remove"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                aria-label={t`Remove ${file.name}`}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <ul className="form-field__error" role="alert">
          {problems.map((problem, index) => (
            <li key={index}>{attachmentProblemText(i18n, problem)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
