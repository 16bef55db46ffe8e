/**
 * A dumped PGlite data folder handed to `PGlite.create({ loadDataDir })` without Node's Blob in the
 * way, the settings that let a test's copy of the database start sooner (D293), and a smaller dump
 * for those copies to start from (D363).
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

/**
 * For the database a template is dumped from: a checkpoint removes the WAL segments before it
 * instead of keeping two for reuse (min_wal_size's floor), so a dump holds one.
 */
export const TEMPLATE_SOURCE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'min_wal_size=32MB',
  '-c',
  'wal_recycle=off',
];

/**
 * The dump a test's copy starts from, without what a copy never reads, so that each copy has less
 * to unpack: the template0 and template1 databases (nothing creates a database on the embedded
 * one) and the WAL segments a checkpoint has left behind (with TEMPLATE_SOURCE_START_PARAMS). The
 * seeded template went from 73 to 42 MB, and a copy's start took about two thirds of the CPU (D363).
 */
export async function templateDump(pglite: PGlite): Promise<Blob> {
  const templates = await pglite.query<{ datname: string }>(
    "select datname from pg_database where datname in ('template0', 'template1') order by datname",
  );
  for (const { datname } of templates.rows) {
    await pglite.query(`alter database ${datname} is_template false`);
    await pglite.query(`drop database ${datname}`);
  }
  await pglite.query('checkpoint');
  return pglite.dumpDataDir('none');
}
