/**
 * A dumped PGlite data folder handed to `PGlite.create({ loadDataDir })` without Node's Blob in the
 * way, and the settings that let a test's copy of the database start sooner (D293).
 */
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite reads `loadDataDir` with `arrayBuffer()`; Node's Blob answers it by reading its bytes in
 * chunks and joining them, about a second of CPU for the API tests' 73 MB template (measured), paid
 * by every test file. This Blob hands over a copy of the bytes at once.
 */
class TarBytes extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override get type(): string {
    return 'application/x-tar';
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.slice().buffer;
  }
}

export const tarBlob = (bytes: Uint8Array): Blob => new TarBytes(bytes);

/**
 * A copy of a seeded template lives in memory for one test file: PostgreSQL's default 128 MB of
 * shared buffers only make its start slower (about half a second of CPU each, measured), and its
 * pages are in memory anyway.
 */
export const TEMPLATE_COPY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
