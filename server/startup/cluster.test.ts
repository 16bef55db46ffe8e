/**
 * The real `server/main.ts` started as operators start it. On PostgreSQL (DATABASE_URL, as in CI's
 * second API run) WEB_CONCURRENCY=2 gives two worker processes on one port, both answering, and
 * SIGTERM stops them all with exit code 0. On the embedded database it stays one process and says
 * why. Each run gets its own database or data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
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
function start(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, SEED_DEMO: '0', LOG_LEVEL: 'warn', STATIC_DIR: path.join(os.tmpdir(), 'assay-no-static'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within 90 s:\n${text}`)), 90_000);
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

/** The pids of a process's child server processes, from /proc (Linux); tsx's esbuild helper is not one. */
function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        const isChild = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
        return isChild && fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('server/main.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

describe.runIf(process.env.DATABASE_URL)('several server processes on PostgreSQL', () => {
  it('WEB_CONCURRENCY=2 runs two workers on one port, both serve, and SIGTERM stops everything with code 0', { timeout: 180_000 }, async () => {
    const name = `assay_cluster_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const port = await freePort();
      const { child, output } = await start({ DATABASE_URL: url.toString(), WEB_CONCURRENCY: '2', PORT: String(port), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'assay-cluster-')) });
      expect(output()).toContain('Server processes: 2');
      const workers = childPids(child.pid!);
      expect(workers).toHaveLength(2);

      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/health/ready`)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
      expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe.skipIf(process.env.DATABASE_URL)('one server process on the embedded database', () => {
  it('WEB_CONCURRENCY=2 still runs one process and the banner says why', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-single-'));
    try {
      const { child, output } = await start({ WEB_CONCURRENCY: '2', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(output()).toMatch(/Server processes: 1 \(WEB_CONCURRENCY=2 ignored: the embedded database runs inside one process/);
      expect(childPids(child.pid!)).toEqual([]);
      expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
