/**
 * What a resume file really is, judged by its bytes (never its name or declared type), and how
 * it is kept in the file storage: written whole before its row is committed, so a crash leaves at
 * most a file no row names (swept at start-up), never a row without its file.
 */
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { asStorage, keyIn, storageKey, type FileStorage } from '../../storage/file-storage.ts';

export interface ResumeKind {
  ext: 'pdf' | 'docx' | 'doc' | 'txt';
  contentType: string;
}

const BY_DETECTED: Record<string, ResumeKind> = {
  pdf: { ext: 'pdf', contentType: 'application/pdf' },
  docx: { ext: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  // Word 97-2003 documents are OLE compound files; file-type names the container.
  cfb: { ext: 'doc', contentType: 'application/msword' },
};

/** Valid UTF-8 with no NUL bytes: what we accept as a plain-text resume. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export async function detectResumeKind(bytes: Uint8Array): Promise<ResumeKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return BY_DETECTED[detected.ext];
  return isPlainText(bytes) ? { ext: 'txt', contentType: 'text/plain; charset=utf-8' } : undefined;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Word 97-2003 and JPEG files go by more than one extension. */
const SAME_KIND: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg'], doc: ['doc', 'dot'] };

/**
 * A display name safe for a header, a screen and a recipient's disk: the base name, control
 * characters removed, ending in the extension of what the bytes are. A name that claims another
 * kind keeps its words but not its extension, so an HTML file kept as text downloads as
 * `resume.txt`, never `resume.html` that a browser would run when opened from disk (D205).
 */
export function cleanFileName(name: string | undefined, ext: string, fallbackBase = 'resume'): string {
  const cleaned = Array.from(path.basename((name ?? '').replace(/\\/g, '/')))
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  const own = path.extname(cleaned).slice(1).toLowerCase();
  if (cleaned && (own === ext || SAME_KIND[ext]?.includes(own))) return cleaned;
  const base = (own ? cleaned.slice(0, -(own.length + 1)) : cleaned).replace(/[.\s]+$/, '');
  return `${base || fallbackBase}.${ext}`;
}

export const RESUME_DIR = 'uploads/resumes';

/** Stores the bytes; returns the storage key the row keeps. */
export async function storeResumeFile(
  storage: FileStorage,
  userId: number,
  bytes: Uint8Array,
  ext: string,
): Promise<string> {
  return storeFileIn(storage, RESUME_DIR, String(userId), bytes, ext);
}

/** The same for any folder of uploads (applicant documents use it): key folder/owner/<uuid>.<ext>. */
export async function storeFileIn(
  storage: FileStorage,
  folder: string,
  owner: string,
  bytes: Uint8Array,
  ext: string,
): Promise<string> {
  const key = storageKey(folder, owner, `${randomUUID()}.${ext}`);
  await storage.put(key, bytes);
  return key;
}

export async function removeResumeFile(storage: FileStorage, key: string): Promise<void> {
  await removeStoredIn(storage, RESUME_DIR, key);
}

/** Removes a stored file of `folder`; a key outside it is refused. */
export async function removeStoredIn(storage: FileStorage, folder: string, key: string): Promise<void> {
  await storage.delete(keyIn(folder, key));
}

/**
 * Start-up clean-up: a process killed between writing a file and committing its row (or between
 * committing a replacement and removing the old file) leaves a file nothing points at. Files and
 * temporary files older than `olderThanMs` that no row names are removed; younger ones may belong
 * to an upload another server process is finishing right now.
 */
export async function sweepOrphanResumeFiles(
  storage: FileStorage | string,
  storedPaths: ReadonlySet<string>,
  olderThanMs = 60_000,
  now = Date.now(),
): Promise<number> {
  return sweepOrphanFiles(storage, RESUME_DIR, storedPaths, olderThanMs, now);
}

/** The same sweep for any folder of uploads whose rows name their files by storage key. */
export async function sweepOrphanFiles(
  storage: FileStorage | string,
  folder: string,
  storedPaths: ReadonlySet<string>,
  olderThanMs = 60_000,
  now = Date.now(),
): Promise<number> {
  const files = asStorage(storage);
  let removed = 0;
  for await (const file of files.list(`${folder}/`)) {
    if (storedPaths.has(file.key) || now - file.modifiedMs < olderThanMs) continue;
    await files.delete(file.key);
    removed += 1;
  }
  return removed;
}
