/**
 * Backups of an embedded-database installation: one tar file holding the database (PGlite's own
 * dump of its data folder, taken between two statements, so it holds exactly the committed
 * transactions) and every stored file under DATA_DIR: uploads/ (resumes, documents, screening
 * files, video answers), imports/ (data-import files and their result files, kept 30 days; D149)
 * and exports/ (data-export archives, kept a week), so every file a restored row names is there.
 *
 * The database is dumped first and the files read after it. A file a row of the dump points at
 * was written before that row committed, so it is in the backup; a file uploaded while the backup
 * runs may be in it without a row, and the next start sweeps it away. A tus upload still in
 * progress is read up to its size when reached, which is where tus resumes it after a restore.
 *
 * With S3 configured (D126) the stored files live in the bucket, which the operator backs up with
 * the bucket's own versioning or replication: the backup then holds the database only, and its
 * manifest says where the files are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { IMPORT_DIR } from '../modules/data-import/index.ts';
import { EXPORT_DIR } from '../modules/data-rights/index.ts';

export const BACKUP_FORMAT = 1;
const DATABASE_ENTRY = 'database.tar.gz';
const MANIFEST_ENTRY = 'manifest.json';
/** The folders of DATA_DIR that hold stored files (the file storage's top-level keys). */
const FILE_FOLDERS = ['uploads', IMPORT_DIR, EXPORT_DIR] as const;

export interface BackupManifest {
  format: number;
  created_at: string;
  migrations: string[];
  files: number;
  bytes: number;
  /** Set when the stored files are not in this backup: where they live (the S3 bucket). */
  files_elsewhere?: string;
}

/**
 * Writes a backup of the running database and DATA_DIR's files to `target` (first as target.partial,
 * renamed when whole); with `filesElsewhere` (the bucket's description) the database only.
 */
export async function writeBackup(
  source: { pglite: PGlite; dataDir: string; filesElsewhere?: string },
  target: string,
): Promise<BackupManifest> {
  const partial = `${target}.partial`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // The dump runs in PGlite's exclusive section: no statement runs beside it.
  await source.pglite.exec('checkpoint');
  const database = Buffer.from(await (await source.pglite.dumpDataDir('gzip')).arrayBuffer());
  const migrations = (
    await source.pglite.query<{ name: string }>('select name from kysely_migration order by name')
  ).rows.map((r) => r.name);

  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(partial));
  const files = source.filesElsewhere
    ? []
    : FILE_FOLDERS.flatMap((folder) => listFiles(path.join(source.dataDir, folder)));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    migrations,
    files: 0,
    bytes: database.length,
    ...(source.filesElsewhere ? { files_elsewhere: source.filesElsewhere } : {}),
  };
  await addEntry(pack, { name: DATABASE_ENTRY, size: database.length }, database);
  for (const file of files) {
    const added = await addFile(pack, source.dataDir, file);
    if (added === undefined) continue;
    manifest.files += 1;
    manifest.bytes += added;
  }
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
  await addEntry(pack, { name: MANIFEST_ENTRY, size: manifestBytes.length }, manifestBytes);
  pack.finalize();
  await written;
  fs.renameSync(partial, target);
  return manifest;
}

/**
 * Restores a backup into `dataDir`, which must not hold a database yet. Refuses a file that is not
 * an Assay backup, a newer format, or an entry that would land outside the data folder.
 */
export async function restoreBackup(backupFile: string, dataDir: string): Promise<BackupManifest> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) {
    throw new Error(
      `${pgliteDir} already holds a database. Restore into an empty DATA_DIR (or move that folder away first).`,
    );
  }
  const root = path.resolve(dataDir);
  let database: Buffer | undefined;
  let manifest: BackupManifest | undefined;
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(backupFile), extract);
  // When the loop below refuses an entry it stops reading; its error is the one to report.
  reading.catch(() => undefined);
  for await (const entry of extract) {
    const name = entry.header.name;
    if (name === DATABASE_ENTRY || name === MANIFEST_ENTRY) {
      const bytes = await readAll(entry);
      if (name === DATABASE_ENTRY) database = bytes;
      else manifest = JSON.parse(bytes.toString('utf8')) as BackupManifest;
      continue;
    }
    const target = path.resolve(root, name);
    if (
      !FILE_FOLDERS.some((folder) => name.startsWith(`${folder}/`)) ||
      !target.startsWith(root + path.sep) ||
      entry.header.type !== 'file'
    ) {
      throw new Error(`${backupFile} is not an Assay backup: it holds "${name}".`);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await pipeline(entry, fs.createWriteStream(target));
  }
  await reading;
  if (!database || !manifest)
    throw new Error(`${backupFile} is not an Assay backup: it has no database or no manifest.`);
  if (manifest.format > BACKUP_FORMAT)
    throw new Error(
      `${backupFile} was written by a newer Assay (backup format ${manifest.format}); restore it with that version.`,
    );
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([new Uint8Array(database)]) });
  await pglite.close();
  return manifest;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function addEntry(pack: tar.Pack, header: Parameters<tar.Pack['entry']>[0], bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => pack.entry(header, bytes, (error) => (error ? reject(error) : resolve())));
}

/** Adds one stored file, read up to its size when opened; undefined when it vanished before it could be read. */
async function addFile(pack: tar.Pack, dataDir: string, file: string): Promise<number | undefined> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const { size, mtime } = await handle.stat();
    const name = path.relative(dataDir, file).split(path.sep).join('/');
    if (size === 0) {
      await addEntry(pack, { name, size, mtime }, Buffer.alloc(0));
      return 0;
    }
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mtime }, (error) => (error ? reject(error) : resolve()));
      const stream = handle.createReadStream({ start: 0, end: size - 1, autoClose: false });
      stream.on('error', reject);
      stream.pipe(entry);
    });
    return size;
  } finally {
    await handle.close();
  }
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
