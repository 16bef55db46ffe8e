/** The real `server/main.ts` in child processes, started as operators start it (cluster and multi-machine tests). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { API_PATIENCE } from './patience.ts';

const root = path.resolve(import.meta.dirname, '../..');
const started: ChildProcess[] = [];

/** For afterEach/afterAll: kills every server a test started that is still running. */
export function killStartedServers(): void {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * A new data folder holding the migrated, unseeded embedded database (global-setup.ts), so a server
 * started there skips the migrations, as a server restarted on its own folder does. A test whose
 * subject is the first start of an empty folder starts on an empty one instead. On a PostgreSQL run
 * the folder is empty: the database is DATABASE_URL's.
 */
export function migratedDataFolder(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = inject('pgliteMigratedPath');
  if (template) {
    const pgliteDir = path.join(dataDir, 'pglite');
    fs.mkdirSync(pgliteDir);
    // PGlite's dump names its files from the root ('/base/...'); tar drops that slash and says so.
    const untar = spawnSync('tar', ['-xf', template, '-C', pgliteDir], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`tar -xf ${template} failed: ${untar.stderr}`);
  }
  return dataDir;
}

/** How long a process test may take: two file setups' bounds (a server's start and its work), a safety net (D268). */
export const PROCESS_TEST_BOUND = 2 * API_PATIENCE.hook;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts main.ts and resolves with its output once the banner is printed. */
export function startServerProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(os.tmpdir(), 'assay-no-static'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  return new Promise((resolve, reject) => {
    // A safety net, not a figure: on a busy machine a start has taken over 90 s (session 54).
    const timer = setTimeout(
      () => reject(new Error(`no banner within ${API_PATIENCE.hook / 1000} s:\n${text}`)),
      API_PATIENCE.hook,
    );
    const check = () => {
      if (text.includes('Press Ctrl-C to stop.')) {
        clearTimeout(timer);
        resolve({ child, output: () => text });
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`main.ts exited with ${code}:\n${text}`));
    });
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );
}

/** An empty PostgreSQL database on DATABASE_URL's server for one test; `drop` removes it. */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
