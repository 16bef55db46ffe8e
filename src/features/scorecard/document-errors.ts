/**
 * The server's refusals of an applicant document, in the user's language (seed 000 section 8:
 * known codes get our text, the rest goes through errorText). Called at render or failure time,
 * like errorText, so the current language applies.
 */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

export function fileTooLargeText(): string {
  return t`The file is larger than 10 MB. Upload a smaller file.`;
}

export function documentErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413 || error.code === ErrorCode.payloadTooLarge) return fileTooLargeText();
    if (error.code === ErrorCode.unsupportedFileType) {
      // The server sends one code for both refusals; its message says which.
      return error.serverMessage?.startsWith("This file's contents")
        ? t`This file's contents do not match its name. Upload the file as it is, with its own extension.`
        : t`This file type is not supported. Upload a PDF, Word (.docx or .doc), plain text (.txt), PNG or JPEG file.`;
    }
  }
  return errorText(error);
}
