/**
 * What a resume file really is, judged by its bytes (never its name or declared type), and how
 * it is kept on disk: written to a temporary file and renamed into place, so a reader never sees
 * half a file and a crash leaves at most a stray temporary file, never a row without its file.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

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

/** A display name safe for a header and a screen: the base name, control characters removed. */
export function cleanFileName(name: string | undefined, ext: string, fallbackBase = 'resume'): string {
  const base = Array.from(path.basename((name ?? '').replace(/\\/g, '/')))
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return base || `${fallbackBase}.${ext}`;
}

export const RESUME_DIR = path.join('uploads', 'resumes');

/** Writes the bytes under dataDir atomically; returns the path relative to dataDir. */
export async function storeResumeFile(dataDir: string, userId: number, bytes: Uint8Array, ext: string): Promise<string> {
  return storeFileIn(dataDir, RESUME_DIR, String(userId), bytes, ext);
}

/**
 * The same safe write for any folder of uploads (applicant documents use it): a temporary file
 * renamed into dataDir/folder/owner/<uuid>.<ext>; returns the path relative to dataDir.
 */
export async function storeFileIn(dataDir: string, folder: string, owner: string, bytes: Uint8Array, ext: string): Promise<string> {
  const relative = path.join(folder, owner, `${randomUUID()}.${ext}`);
  const target = path.join(dataDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temp, bytes, { flag: 'wx', mode: 0o600 });
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  return relative;
}

export async function removeResumeFile(dataDir: string, relative: string): Promise<void> {
  await fs.rm(resolveStored(dataDir, relative), { force: true });
}

/** The absolute path of a stored file; refuses anything that would leave the resume folder. */
export function resolveStored(dataDir: string, relative: string): string {
  return resolveStoredIn(dataDir, RESUME_DIR, relative);
}

/** The absolute path of a stored file; refuses anything that would leave `folder`. */
export function resolveStoredIn(dataDir: string, folder: string, relative: string): string {
  const root = path.resolve(dataDir, folder);
  const full = path.resolve(dataDir, relative);
  if (!full.startsWith(root + path.sep)) throw new Error(`stored path outside ${folder}`);
  return full;
}

/**
 * Start-up clean-up: a process killed between writing a file and committing its row (or between
 * committing a replacement and removing the old file) leaves a file nothing points at. Files and
 * temporary files older than `olderThanMs` that no row names are removed; younger ones may belong
 * to an upload another server process is finishing right now.
 */
export async function sweepOrphanResumeFiles(dataDir: string, storedPaths: ReadonlySet<string>, olderThanMs = 60_000, now = Date.now()): Promise<number> {
  return sweepOrphanFiles(dataDir, RESUME_DIR, storedPaths, olderThanMs, now);
}

/** The same sweep for any folder of uploads whose rows name their files by storage path. */
export async function sweepOrphanFiles(dataDir: string, folder: string, storedPaths: ReadonlySet<string>, olderThanMs = 60_000, now = Date.now()): Promise<number> {
  const root = path.join(dataDir, folder);
  let removed = 0;
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
        continue;
      }
      const relative = path.relative(dataDir, full);
      if (storedPaths.has(relative)) continue;
      const stat = await fs.stat(full).catch(() => undefined);
      if (!stat || now - stat.mtimeMs < olderThanMs) continue;
      await fs.rm(full, { force: true });
      removed += 1;
    }
  };
  await walk(root);
  return removed;
}
