/**
 * Where stored files live: one small interface with two backends, the local disk under DATA_DIR
 * (the default, the layout installs have always had) and an S3-compatible bucket (S3_BUCKET; D126).
 * A file is named by its storage key, the path the rows keep (`uploads/resumes/12/<uuid>.pdf`),
 * always with forward slashes.
 */
import type { Config } from '../config.ts';
import type { FileStorage } from './stored-file.ts';
import { LocalFileStorage } from './local-storage.ts';
import { S3FileStorage } from './s3-storage.ts';

export {
  StoredFileMissing,
  type ByteRange,
  type FileStorage,
  type SignedUrlOptions,
  type StoredFileInfo,
} from './stored-file.ts';

/** A key of `folder` built from its parts. */
export const storageKey = (...parts: string[]) => parts.join('/');

/** The key when it is a plain relative path (no `..`, no leading slash); undefined otherwise. */
export function safeKey(key: string): string | undefined {
  return key.split('/').some((s) => s === '' || s === '.' || s === '..') || key.includes('\\') ? undefined : key;
}

/** The key itself when it names a file inside `folder` (a row's path is never trusted further); else it throws. */
export function keyIn(folder: string, key: string): string {
  if (!key.startsWith(`${folder}/`) || safeKey(key) === undefined) throw new Error(`stored path outside ${folder}`);
  return key;
}

export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.dataDir);
}

/** Where stored files live when not under DATA_DIR (so not in an embedded-database backup): the bucket; undefined on local disk. */
export function filesElsewhere(config: Pick<Config, 's3'>): string | undefined {
  return config.s3 ? `S3 bucket ${config.s3.bucket}${config.s3.prefix ? ` under ${config.s3.prefix}` : ''}` : undefined;
}

/** A storage given as itself, or as a data folder (the local disk under it). */
export const asStorage = (storage: FileStorage | string): FileStorage =>
  typeof storage === 'string' ? new LocalFileStorage(storage) : storage;

/** Reads a whole stored file into memory (small files: resumes, documents, the export's entries). */
export async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
