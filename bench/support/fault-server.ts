// The crash-safety bench's moving parts (bench/faults.ts): the server it starts and kills, its
// HTTP calls, and what the simulated clients remember.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../server/db/database.ts';
import { freePort, root } from './server.mjs';

export interface Pending {
  method: string;
  path: string;
  body: unknown;
  key: string;
  token: () => string;
  onOk?: (data: unknown) => void;
  /** Signs in again when the access token (15 minutes) has expired during a long run. */
  renew?: () => Promise<void>;
}

export interface Candidate {
  email: string;
  token: string;
  userId?: number;
  refId?: string;
  attemptId?: string;
  activityId?: number;
  revisions: Map<string, number>;
  acknowledged: Map<string, number>;
  submitted: boolean;
  /** An apply was sent and not yet answered: it is retried with its key, never sent anew. */
  applying?: boolean;
  /** One writer at a time per candidate, as one browser tab would. */
  busy?: boolean;
}

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export class Backend {
  server?: ChildProcess;
  base = '';
  /** What the server printed (without SMTP_URL, sign-up codes: bench/faults.ts reads them). */
  output = '';
  startedAt = 0;
  constructor(
    readonly label: string,
    readonly env: Record<string, string>,
    readonly dataDir: string,
    readonly openDb: () => Promise<{ db: Db; close(): Promise<void> }>,
  ) {}

  async start(): Promise<void> {
    const port = await freePort();
    this.startedAt = Date.now();
    this.base = `http://127.0.0.1:${port}`;
    this.server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: this.dataDir,
        RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'silent',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    this.server.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const started = Date.now();
    for (;;) {
      try {
        if ((await fetch(`${this.base}/api/openapi.json`)).ok) return;
      } catch {
        // not yet
      }
      if (this.server.exitCode !== null || this.server.signalCode !== null)
        throw new Error(`${this.label}: the server exited on start (code ${this.server.exitCode})`);
      if (Date.now() - started > 120_000) throw new Error(`${this.label}: no answer within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async kill(): Promise<void> {
    const server = this.server;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads loosely typed JSON answers of many endpoints
type LooseJson = any;

export async function call(
  base: string,
  method: string,
  path: string,
  body: unknown,
  token?: string,
  key?: string,
): Promise<{ status: number; json: LooseJson }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: base };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}
