/**
 * Where tus keeps answers while they upload, by the file storage in effect: on the local disk
 * @tus/file-store under DATA_DIR/uploads/tus (as before); on S3 @tus/s3-store, whose multipart
 * upload and `<id>.info` object live in the bucket, so any server process can take the next PATCH
 * of an upload another began. Its objects sit where the local store's files do, under S3_PREFIX
 * + `uploads/tus/`, while the upload id the client and the database know stays the bare id.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, Upload } from '@tus/server';
import type stream from 'node:stream';
import type { FileStorage } from '../../storage/file-storage.ts';
import { LocalFileStorage } from '../../storage/local-storage.ts';
import { s3ClientConfig, S3FileStorage } from '../../storage/s3-storage.ts';
import { TUS_DIR } from './video.service.ts';

/** A finished upload as a file on this machine, with its SHA-256, for the checks that need to seek in it. */
export interface FinishedUpload {
  file: string;
  sha256: string;
  size: number;
}

export interface TusStorage {
  datastore: DataStore;
  /** The finished upload on local disk; `release` removes any temporary copy made for it. */
  open(uploadId: string): Promise<FinishedUpload & { release(): Promise<void> }>;
  /** Stores the checked upload under `key` and removes tus's own copy. */
  keep(upload: FinishedUpload, uploadId: string, key: string): Promise<void>;
  /** Removes tus's copy of an upload (refused, or its person erased), finished or not. */
  discard(uploadId: string): Promise<void>;
}

/**
 * What tus holds of an upload: the bytes it received; `gone` when it has no such upload or lost its
 * file (tus's 404 and 410); `unknown` when the storage could not tell (a disk or bucket error). An
 * unknown is never taken for "no bytes": nothing is removed on it (D467, D474).
 */
export type Held = { bytes: number } | 'gone' | 'unknown';

export async function heldOf(datastore: DataStore, uploadId: string): Promise<Held> {
  try {
    return { bytes: (await datastore.getUpload(uploadId)).offset };
  } catch (error) {
    const status = (error as { status_code?: number } | null)?.status_code;
    return status === 404 || status === 410 ? 'gone' : 'unknown';
  }
}

/** The bytes held, or undefined when there are none to name (gone or unknown). */
export const bytesOf = (held: Held): number | undefined => (typeof held === 'object' ? held.bytes : undefined);

/** Whether the upload holds no byte for certain: gone, or present with none. */
export const holdsNothing = (held: Held): boolean => held === 'gone' || (typeof held === 'object' && held.bytes === 0);

async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Removes a video answer's file when its person is erased (personal-data-kit.ts `removeFile`,
 * D459): one still uploading names its tus upload, which lives where tus keeps it (on S3, not
 * under this key); a kept recording is the storage's file under its key.
 */
export async function removeAnswerFile(storage: FileStorage, key: string): Promise<void> {
  if (key.startsWith(`${TUS_DIR}/`)) await tusStorageFor(storage).discard(key.slice(TUS_DIR.length + 1));
  else await storage.delete(key);
}

const tusStorages = new WeakMap<FileStorage, TusStorage>();

/** The tus store of a file storage, made once for it: the routes, the sweep and erasure share it. */
export function tusStorageFor(storage: FileStorage): TusStorage {
  let tus = tusStorages.get(storage);
  if (!tus) {
    tus = newTusStorage(storage);
    tusStorages.set(storage, tus);
  }
  return tus;
}

function newTusStorage(storage: FileStorage): TusStorage {
  if (storage instanceof S3FileStorage) return s3TusStorage(storage);
  if (storage instanceof LocalFileStorage) return localTusStorage(storage);
  throw new Error(`no tus store for ${storage.kind} storage`);
}

/**
 * @tus/file-store without its own folder check: its constructor makes the folder with an
 * asynchronous mkdir and throws that call's error from the callback, where nothing can catch it, so
 * a data folder removed meanwhile or one it may not write ended the process (an API run failed on
 * it when a test app's folder went away under the store). localTusStorage makes the folder first,
 * synchronously, where an error is the caller's.
 */
class FolderMadeFileStore extends FileStore {}
// A private method in the library's types, so replaced on the prototype rather than overridden.
Object.defineProperty(FolderMadeFileStore.prototype, 'checkOrCreateDirectory', { value: () => undefined });

function localTusStorage(storage: LocalFileStorage): TusStorage {
  const tusDir = storage.pathOf(TUS_DIR);
  fs.mkdirSync(tusDir, { recursive: true });
  const discard = async (uploadId: string) => {
    await fs.promises.rm(path.join(tusDir, uploadId), { force: true });
    await fs.promises.rm(path.join(tusDir, `${uploadId}.json`), { force: true });
  };
  return {
    datastore: new FolderMadeFileStore({ directory: tusDir }),
    async open(uploadId) {
      const file = path.join(tusDir, uploadId);
      return { file, ...(await hashFile(file)), release: async () => {} };
    },
    async keep(upload, uploadId, key) {
      const target = storage.pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(upload.file, target);
      await discard(uploadId);
    },
    discard,
  };
}

/**
 * @tus/s3-store keys every object by the upload id (it has no key prefix), so this store hands it a
 * key in place of the id and gives the id back in what it returns.
 */
class KeyedS3Store extends S3Store {
  readonly #keyOf: (uploadId: string) => string;

  constructor(options: ConstructorParameters<typeof S3Store>[0], keyOf: (uploadId: string) => string) {
    super(options);
    this.#keyOf = keyOf;
  }

  override async create(upload: Upload): Promise<Upload> {
    const id = upload.id;
    upload.id = this.#keyOf(id);
    try {
      await super.create(upload);
    } finally {
      upload.id = id;
    }
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const upload = await super.getUpload(this.#keyOf(id));
    upload.id = id;
    return upload;
  }

  override write(src: stream.Readable, id: string, offset: number): Promise<number> {
    return super.write(src, this.#keyOf(id), offset);
  }

  override read(id: string) {
    return super.read(this.#keyOf(id));
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return super.declareUploadLength(this.#keyOf(id), length);
  }

  override remove(id: string): Promise<void> {
    return super.remove(this.#keyOf(id));
  }
}

function s3TusStorage(storage: S3FileStorage): TusStorage {
  const { client, bucket } = storage;
  // Tags would mark finished uploads for a lifecycle rule; not every S3-compatible server takes them.
  const keyOf = (uploadId: string) => storage.objectKey(`${TUS_DIR}/${uploadId}`);
  const datastore = new KeyedS3Store(
    { useTags: false, s3ClientConfig: { ...s3ClientConfig(storage.settings), bucket } },
    keyOf,
  );
  const discard = async (uploadId: string) => {
    // An unfinished upload's multipart upload is aborted (its parts go); a finished one has none left.
    await datastore.remove(uploadId).catch(() => undefined);
    const key = keyOf(uploadId);
    await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: [{ Key: key }, { Key: `${key}.info` }, { Key: `${key}.part` }] },
      }),
    );
  };
  return {
    datastore,
    // The container and duration parsers seek in the file, so the finished object is downloaded to a
    // temporary file first (an answer is at most VIDEO_MAX_BYTES).
    async open(uploadId) {
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'assay-tus-'));
      const file = path.join(dir, uploadId);
      const release = () => fs.promises.rm(dir, { recursive: true, force: true });
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(uploadId) }));
        await pipeline(res.Body as NodeJS.ReadableStream, fs.createWriteStream(file));
        return { file, ...(await hashFile(file)), release };
      } catch (error) {
        await release();
        throw error;
      }
    },
    async keep(upload, uploadId, key) {
      await storage.put(key, fs.createReadStream(upload.file), upload.size);
      await discard(uploadId);
    },
    discard,
  };
}
