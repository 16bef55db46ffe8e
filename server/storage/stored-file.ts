/**
 * What a stored file is and what a backend must do (file-storage.ts picks the backend). Apart from
 * file-storage.ts so the backends import this, not the module that imports them.
 */
import type { Readable } from 'node:stream';

export interface StoredFileInfo {
  key: string;
  size: number;
  modifiedMs: number;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface SignedUrlOptions {
  contentType: string;
  contentDisposition?: string;
  expiresSeconds: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** For the start-up banner and backup output. */
  readonly description: string;
  /** Writes the whole file; a reader never sees half of it. A stream needs its `size`. */
  put(key: string, body: Uint8Array | Readable, size?: number): Promise<void>;
  /** The file's bytes (or the range of them); StoredFileMissing when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** Removes the file; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix`, for the sweeps. */
  list(prefix: string): AsyncIterable<StoredFileInfo>;
  /** A short-lived address the browser can fetch the file from directly; undefined where the backend has none (local disk). */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | undefined>;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`no stored file ${key}`);
  }
}
