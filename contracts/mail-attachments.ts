/**
 * Files attached to an email to applicants: how many, how large, which kinds (the applicant
 * documents' kinds, judged by their bytes on the server). Zod-free, so the staff screen checks a
 * choice before anything is uploaded with the same numbers the server enforces.
 */
export const MAIL_ATTACHMENT_MAX_FILES = 5;
export const MAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAIL_ATTACHMENTS_MAX_TOTAL_BYTES = 20 * 1024 * 1024;
/** The multipart field each file is sent in. */
export const MAIL_ATTACHMENT_FIELD = 'attachments';
export const MAIL_ATTACHMENT_EXTENSIONS = ['pdf', 'docx', 'doc', 'txt', 'png', 'jpg', 'jpeg'] as const;

export type AttachmentProblem =
  | { kind: 'too-many' }
  | { kind: 'total-too-large' }
  | { kind: 'too-large'; name: string }
  | { kind: 'empty'; name: string }
  | { kind: 'unsupported'; name: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What is wrong with a choice of files, before upload; empty when it may be sent. */
export function attachmentProblems(files: ReadonlyArray<{ name: string; size: number }>): AttachmentProblem[] {
  const problems: AttachmentProblem[] = [];
  if (files.length > MAIL_ATTACHMENT_MAX_FILES) problems.push({ kind: 'too-many' });
  if (files.reduce((sum, f) => sum + f.size, 0) > MAIL_ATTACHMENTS_MAX_TOTAL_BYTES)
    problems.push({ kind: 'total-too-large' });
  for (const file of files) {
    if (!(MAIL_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
      problems.push({ kind: 'unsupported', name: file.name });
    else if (file.size === 0) problems.push({ kind: 'empty', name: file.name });
    else if (file.size > MAIL_ATTACHMENT_MAX_BYTES) problems.push({ kind: 'too-large', name: file.name });
  }
  return problems;
}
