/**
 * How `npm run backup` reaches a running server: the embedded database lives inside the server's
 * process, so only that process can dump it. The server writes its pid to DATA_DIR/server.pid; the
 * command leaves a request (an id and a target file) in DATA_DIR and sends SIGUSR2; the server
 * writes the backup and then a result file the command waits for. Only someone allowed to signal
 * the server's process (its user, or root) can ask.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { writeBackup, type BackupManifest } from './backup.ts';

export const BACKUP_SIGNAL = 'SIGUSR2';

export interface BackupRequest {
  id: string;
  target: string;
}
export type BackupResult = { ok: true; manifest: BackupManifest } | { ok: false; error: string };

export const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');
export const requestFile = (dataDir: string) => path.join(dataDir, 'backup-request.json');
export const resultFile = (dataDir: string, id: string) =>
  path.join(dataDir, `backup-result-${id.replace(/[^\w-]/g, '')}.json`);

/** Serves backup requests while the server runs; the returned function stops that and removes the pid file. */
export function acceptBackupRequests(pglite: PGlite, dataDir: string, filesElsewhere?: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(pidFile(dataDir), String(process.pid));
  let running = Promise.resolve();
  const onSignal = () => {
    running = running.then(() => serveRequest(pglite, dataDir, filesElsewhere));
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => {
    process.off(BACKUP_SIGNAL, onSignal);
    fs.rmSync(pidFile(dataDir), { force: true });
  };
}

async function serveRequest(pglite: PGlite, dataDir: string, filesElsewhere: string | undefined): Promise<void> {
  let request: BackupRequest;
  try {
    request = JSON.parse(fs.readFileSync(requestFile(dataDir), 'utf8')) as BackupRequest;
    fs.rmSync(requestFile(dataDir), { force: true });
  } catch {
    return;
  }
  let result: BackupResult;
  try {
    result = { ok: true, manifest: await writeBackup({ pglite, dataDir, filesElsewhere }, request.target) };
  } catch (error) {
    result = { ok: false, error: (error as Error).message };
  }
  fs.writeFileSync(resultFile(dataDir, request.id), JSON.stringify(result));
}

/** The pid of a server running on this data folder, if one is. */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
