/**
 * The files of an email to applicants: checked against the limits the staff screen also checks
 * (contracts/mail-attachments.ts) and judged by their bytes like applicant documents, then kept
 * once per company for the outbox. A refusal names the file and changes nothing.
 */
import {
  attachmentProblems,
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_ATTACHMENT_MAX_FILES,
  MAIL_ATTACHMENTS_MAX_TOTAL_BYTES,
  MAIL_ATTACHMENT_FIELD,
  type AttachmentProblem,
} from '../../../contracts/mail-attachments.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { UploadedFile } from '../../http/file-upload.ts';
import { storeMailFiles } from '../../integrations/mail.ts';
import { detectDocumentKind, nameMatchesKind, type DocumentKind } from '../applicant-documents/index.ts';

const MB = 1024 * 1024;
export const attachmentsTooLargeMessage = `Attachments may be ${MAIL_ATTACHMENT_MAX_BYTES / MB} MB each and ${MAIL_ATTACHMENTS_MAX_TOTAL_BYTES / MB} MB in all. Remove a file or choose smaller ones.`;

export const attachmentsTooLarge = () =>
  new HttpError(413, ErrorCode.payloadTooLarge, attachmentsTooLargeMessage, [
    { prop: MAIL_ATTACHMENT_FIELD, message: attachmentsTooLargeMessage },
  ]);

function problemText(problem: AttachmentProblem): string {
  switch (problem.kind) {
    case 'too-many':
      return `Attach at most ${MAIL_ATTACHMENT_MAX_FILES} files.`;
    case 'total-too-large':
    case 'too-large':
      return attachmentsTooLargeMessage;
    case 'empty':
      return `${problem.name} is empty. Choose another file.`;
    case 'unsupported':
      return `${problem.name} cannot be attached: attach PDF, Word, text, PNG or JPEG files.`;
  }
}

export interface CheckedAttachment {
  fileName: string;
  kind: DocumentKind;
  bytes: Buffer;
}

/** The files as sent, checked; throws the first problem as a 400 (413 for sizes). */
export async function checkAttachments(files: UploadedFile[]): Promise<CheckedAttachment[]> {
  const [problem] = attachmentProblems(files.map((f) => ({ name: f.fileName, size: f.bytes.length })));
  if (problem) {
    if (problem.kind === 'too-large' || problem.kind === 'total-too-large') throw attachmentsTooLarge();
    const message = problemText(problem);
    throw new HttpError(
      400,
      problem.kind === 'unsupported' ? ErrorCode.unsupportedFileType : ErrorCode.validation,
      message,
      [{ prop: MAIL_ATTACHMENT_FIELD, message }],
    );
  }
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const kind = await detectDocumentKind(file.bytes);
    if (!kind || !nameMatchesKind(file.fileName, kind)) {
      const message = problemText({ kind: 'unsupported', name: file.fileName });
      throw new HttpError(400, ErrorCode.unsupportedFileType, message, [{ prop: MAIL_ATTACHMENT_FIELD, message }]);
    }
    checked.push({ fileName: file.fileName, kind, bytes: file.bytes });
  }
  return checked;
}

/** Keeps the files once for each company among the recipients; answers each company's file ids. */
export async function keepAttachments(
  db: Db,
  accountIds: number[],
  files: CheckedAttachment[],
): Promise<Map<number, number[]>> {
  const byAccount = new Map<number, number[]>();
  if (files.length === 0) return byAccount;
  for (const accountId of new Set(accountIds)) {
    const ids = await storeMailFiles(
      db,
      files.map((f) => ({
        account_id: accountId,
        file_name: f.fileName,
        content_type: f.kind.contentType,
        content: f.bytes,
      })),
    );
    byAccount.set(accountId, ids);
  }
  return byAccount;
}
