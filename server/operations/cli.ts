/**
 * `npm run backup -- [file]` and `npm run restore -- <file>` for an embedded-database installation
 * (DATA_DIR). A backup asks the running server for it (backup-requests.ts), or opens the database
 * itself when no server runs. A restore needs the server stopped and an empty DATA_DIR.
 * On PostgreSQL (DATABASE_URL) the database is backed up with PostgreSQL's own tools.
 * `npm run secrets:rotate [-- --drop-old]` seals the stored secrets under a new key
 * (secrets-rotation.ts): on PostgreSQL while the servers run, on the embedded database with it stopped.
 * `npm run server-keys:replace` makes new token-signing and second-factor keys, encrypting every
 * authenticator app's secret anew (server-keys-replacement.ts), with every server stopped: it refuses
 * while one runs (the embedded database's pid file; on PostgreSQL the servers' lock, D296).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { readConfig } from '../config.ts';
import { filesElsewhere } from '../storage/file-storage.ts';
import { restoreBackup, writeBackup, type BackupManifest } from './backup.ts';
import { BACKUP_SIGNAL, requestFile, resultFile, runningServerPid, type BackupResult } from './backup-requests.ts';
import { rotateSecrets } from './secrets-rotation.ts';
import { replaceServerKeys } from './server-keys-replacement.ts';
import { takeRunningServersLockExclusively } from '../startup/running-servers-lock.ts';
import { openConfiguredDatabase } from '../startup/prepare-database.ts';
import { secretKeySource } from '../secrets/secret-keys.ts';

const WAIT_LIMIT_MS = 60 * 60 * 1000;

async function backup(target: string | undefined): Promise<void> {
  const config = readConfig();
  const { dataDir } = config;
  const file = path.resolve(
    target ?? path.join(dataDir, 'backups', `assay-${new Date().toISOString().replace(/[:.]/g, '-')}.tar`),
  );
  const pid = runningServerPid(dataDir);
  let manifest: BackupManifest;
  if (pid !== undefined) {
    const id = randomUUID();
    fs.writeFileSync(requestFile(dataDir), JSON.stringify({ id, target: file }));
    process.kill(pid, BACKUP_SIGNAL);
    manifest = await waitForResult(dataDir, id);
  } else {
    const pgliteDir = path.join(dataDir, 'pglite');
    if (!fs.existsSync(pgliteDir)) throw new Error(`There is no database in ${dataDir} (DATA_DIR).`);
    const pglite = await PGlite.create({ dataDir: pgliteDir });
    try {
      manifest = await writeBackup({ pglite, dataDir, filesElsewhere: filesElsewhere(config) }, file);
    } finally {
      await pglite.close();
    }
  }
  const what = manifest.files_elsewhere
    ? 'the database only'
    : `the database and ${manifest.files === 1 ? '1 file' : `${manifest.files} files`}`;
  console.log(
    `Backup written to ${file}: ${what}, ${(manifest.bytes / 1e6).toFixed(1)} MB${pid ? ' (taken by the running server)' : ''}.`,
  );
  if (manifest.files_elsewhere)
    console.log(
      `Stored files are not in it: they live in the ${manifest.files_elsewhere}. Back the bucket up with its own versioning or replication (docs/deploying.md, "Object storage").`,
    );
}

async function waitForResult(dataDir: string, id: string): Promise<BackupManifest> {
  const started = Date.now();
  const file = resultFile(dataDir, id);
  while (Date.now() - started < WAIT_LIMIT_MS) {
    if (fs.existsSync(file)) {
      const result = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupResult;
      fs.rmSync(file, { force: true });
      if (!result.ok) throw new Error(`The server could not write the backup: ${result.error}`);
      return result.manifest;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not answer the backup request within an hour.');
}

async function restore(source: string | undefined): Promise<void> {
  if (!source) throw new Error('Name the backup file: npm run restore -- path/to/assay-backup.tar');
  const { dataDir } = readConfig();
  if (runningServerPid(dataDir) !== undefined)
    throw new Error(`A server is running on ${dataDir}; stop it before restoring.`);
  const manifest = await restoreBackup(path.resolve(source), dataDir);
  const what = manifest.files_elsewhere
    ? `the database (its files live in the ${manifest.files_elsewhere})`
    : `the database and ${manifest.files === 1 ? '1 file' : `${manifest.files} files`}`;
  console.log(
    `Restored the backup of ${manifest.created_at} into ${dataDir}: ${what}. Start the server with npm start.`,
  );
}

async function rotate(argument: string | undefined): Promise<void> {
  if (argument !== undefined && argument !== '--drop-old')
    throw new Error('Usage: npm run secrets:rotate [-- --drop-old]');
  const config = readConfig();
  if (!config.databaseUrl && runningServerPid(config.dataDir) !== undefined)
    throw new Error(`A server is running on ${config.dataDir}; stop it before rotating the embedded database's key.`);
  const database = await openConfiguredDatabase(config);
  try {
    const lines = await rotateSecrets(database.db, secretKeySource(process.env, config.dataDir), {
      dropOld: argument === '--drop-old',
    });
    console.log(lines.join('\n'));
  } finally {
    await database.close();
  }
}

async function replaceKeys(argument: string | undefined): Promise<void> {
  if (argument !== undefined) throw new Error('Usage: npm run server-keys:replace');
  const config = readConfig();
  const pid = config.databaseUrl ? undefined : runningServerPid(config.dataDir);
  if (pid !== undefined) throw new Error(serversRunning(`A server (process ${pid}) is running on ${config.dataDir}`));
  // Held until the keys are replaced: a server starting meanwhile waits for it (D296).
  const lock = config.databaseUrl ? await takeRunningServersLockExclusively(config.databaseUrl) : undefined;
  if (lock && !lock.taken)
    throw new Error(
      serversRunning(
        `${lock.servers === 1 ? 'A server process is' : `${lock.servers} server processes are`} running on this database (DATABASE_URL)`,
      ),
    );
  try {
    const database = await openConfiguredDatabase(config);
    try {
      console.log((await replaceServerKeys(database.db, process.env)).lines.join('\n'));
    } finally {
      await database.close();
    }
  } finally {
    if (lock?.taken) await lock.release();
  }
}

/** Why the key replacement refuses while a server runs: each reads the keys at start and keeps them (D290, D296). */
const serversRunning = (where: string) =>
  `${where}: stop every server first, then run npm run server-keys:replace again, and start them after it. Nothing was changed. A server reads the keys when it starts and does not reload them, so one left running would keep using the old keys.`;

const [command, argument] = process.argv.slice(2);
try {
  if (command === 'secrets-rotate') {
    await rotate(argument);
    process.exit(0);
  }
  if (command === 'server-keys-replace') {
    await replaceKeys(argument);
    process.exit(0);
  }
  if (readConfig().databaseUrl) {
    const files = readConfig().s3
      ? `the ${filesElsewhere(readConfig())} with its own versioning or replication`
      : 'DATA_DIR/uploads, DATA_DIR/imports and DATA_DIR/exports with your file backups';
    throw new Error(
      `DATABASE_URL is set: back up PostgreSQL with pg_dump (or your provider's backups) and ${files}; see docs/deploying.md.`,
    );
  }
  if (command === 'backup') await backup(argument);
  else if (command === 'restore') await restore(argument);
  else throw new Error('Usage: npm run backup -- [file] | npm run restore -- <file>');
} catch (error) {
  console.error(`\n  ${(error as Error).message}\n`);
  process.exit(1);
}
