/**
 * What an applicant document really is, judged by its bytes: the resume's kinds (pdf, docx, doc,
 * plain text) plus PNG and JPEG images. Files are kept by the resume module's write and sweep
 * (server/modules/resume/resume-file.ts) in their own folder of the file storage.
 */
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { isPlainText } from '../resume/index.ts';

export const DOCUMENTS_DIR = 'uploads/documents';

export interface DocumentKind {
  ext: 'pdf' | 'docx' | 'doc' | 'txt' | 'png' | 'jpg';
  contentType: string;
}

const BY_DETECTED: Record<string, DocumentKind> = {
  pdf: { ext: 'pdf', contentType: 'application/pdf' },
  docx: { ext: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  // Word 97-2003 documents are OLE compound files; file-type names the container.
  cfb: { ext: 'doc', contentType: 'application/msword' },
  png: { ext: 'png', contentType: 'image/png' },
  jpg: { ext: 'jpg', contentType: 'image/jpeg' },
};

export async function detectDocumentKind(bytes: Uint8Array): Promise<DocumentKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return BY_DETECTED[detected.ext];
  return isPlainText(bytes) ? { ext: 'txt', contentType: 'text/plain; charset=utf-8' } : undefined;
}

const EXTENSIONS: Record<string, DocumentKind['ext']> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  txt: 'txt',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
};

/**
 * False when the name claims one of our kinds and the bytes are another (a PNG renamed cv.pdf):
 * such a file is refused rather than stored under a name that lies about it. Names with another
 * extension or none are judged by the bytes alone.
 */
export function nameMatchesKind(fileName: string | undefined, kind: DocumentKind): boolean {
  const ext = path
    .extname(fileName ?? '')
    .slice(1)
    .toLowerCase();
  const claimed = EXTENSIONS[ext];
  return claimed === undefined || claimed === kind.ext;
}
