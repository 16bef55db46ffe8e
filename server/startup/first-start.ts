/**
 * A first start on a new embedded database prepares it in a short-lived child process (D497),
 * first-start-child.ts: the demo seed's memory (PGlite's WebAssembly heap, which never shrinks,
 * and V8's compiled code) leaves with that process, and the server, on V8's defaults, then opens
 * a database that has only to be checked. Later starts, and PostgreSQL's, prepare in the server's
 * own process. This file imports nothing of the app: the parent stays small while the child works.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { PreparedSecrets } from '../secrets/prepare-secrets.ts';

export interface FirstStartReport {
  seededNow: boolean;
  secrets: PreparedSecrets;
}

/** Whether the embedded database has still to be created (its folder holds no cluster yet). */
export function isFirstEmbeddedStart(config: Config): boolean {
  return config.databaseUrl === undefined && !fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Runs first-start-child.ts with V8's baseline WebAssembly compiler alone (--liftoff-only: for a
 * process this short TurboFan's tier-up costs more than it saves and doubles the peak), and
 * resolves with its report once it has exited cleanly.
 */
export function prepareInChild(): Promise<FirstStartReport> {
  const child = fork(path.join(import.meta.dirname, 'first-start-child.ts'), [], {
    execArgv: [...process.execArgv, '--liftoff-only'],
    stdio: 'inherit',
  });
  let report: FirstStartReport | undefined;
  child.on('message', (message) => (report = message as FirstStartReport));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && report) resolve(report);
      else reject(new Error(`Preparing the new database failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}
