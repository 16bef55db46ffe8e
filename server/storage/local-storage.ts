/** Stored files on the local disk: key `uploads/x/y` is the file DATA_DIR/uploads/x/y. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileMissing, type ByteRange, type FileStorage, type StoredFileInfo } from './stored-file.ts';

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  readonly description: string;
  readonly #root: string;

  constructor(dataDir: string) {
    this.#root = path.resolve(dataDir);
    this.description = `local disk under ${this.#root}`;
  }

  /** The file behind a key; refuses any key that would leave the data folder. */
  pathOf(key: string): string {
    const full = path.resolve(this.#root, key);
    if (!full.startsWith(this.#root + path.sep)) throw new Error('stored path outside the data folder');
    return full;
  }

  /** A temporary file renamed into place: a crash leaves at most a stray `.tmp`, never half a file. */
  async put(key: string, body: Uint8Array | Readable): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      if (body instanceof Uint8Array) await fs.promises.writeFile(temp, body, { flag: 'wx', mode: 0o600 });
      else await pipeline(body, fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) throw new StoredFileMissing(key);
    return fs.createReadStream(file, range);
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    const stat = await fs.promises.stat(this.pathOf(key)).catch(() => undefined);
    return stat?.isFile() ? { key, size: stat.size, modifiedMs: stat.mtimeMs } : undefined;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredFileInfo> {
    const walk = async function* (root: string, dir: string): AsyncGenerator<StoredFileInfo> {
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          yield* walk(root, full);
          continue;
        }
        const key = path.relative(root, full).split(path.sep).join('/');
        const stat = await fs.promises.stat(full).catch(() => undefined);
        if (stat?.isFile()) yield { key, size: stat.size, modifiedMs: stat.mtimeMs };
      }
    };
    // Walks the folder the prefix names (or sits in), then keeps the keys that match it.
    const base = path.resolve(this.#root, prefix.endsWith('/') ? prefix : path.posix.dirname(prefix));
    if (base !== this.#root && !base.startsWith(this.#root + path.sep))
      throw new Error('stored path outside the data folder');
    for await (const info of walk(this.#root, base)) {
      if (info.key.startsWith(prefix)) yield info;
    }
  }

  async signedUrl(): Promise<undefined> {
    return undefined;
  }
}
