/** The words for what is wrong with a choice of attachments (contracts/mail-attachments.ts decides). */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import {
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_ATTACHMENT_MAX_FILES,
  MAIL_ATTACHMENTS_MAX_TOTAL_BYTES,
  type AttachmentProblem,
} from '../../../contracts/mail-attachments.ts';

const MB = 1024 * 1024;

export function attachmentProblemText(i18n: I18n, problem: AttachmentProblem): string {
  const each = MAIL_ATTACHMENT_MAX_BYTES / MB;
  const total = MAIL_ATTACHMENTS_MAX_TOTAL_BYTES / MB;
  switch (problem.kind) {
    case 'too-many':
      return i18n._(msg`Attach at most ${MAIL_ATTACHMENT_MAX_FILES} files.`);
    case 'total-too-large':
      return i18n._(msg`The attachments come to more than ${total} MB in all. Remove a file or choose smaller ones.`);
    case 'too-large':
      return i18n._(msg`${problem.name} is larger than ${each} MB. Choose a smaller file.`);
    case 'empty':
      return i18n._(msg`${problem.name} is empty. Choose another file.`);
    case 'unsupported':
      return i18n._(msg`${problem.name} cannot be attached: attach PDF, Word, text, PNG or JPEG files.`);
  }
}

/** A file's size as people read it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
