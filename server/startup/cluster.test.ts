/**
 * The real `server/main.ts` started as operators start it. On PostgreSQL (DATABASE_URL, as in npm
 * test's PostgreSQL step) WEB_CONCURRENCY=2 gives two worker processes on one port, both answering, and
 * SIGTERM stops them all with exit code 0. On the embedded database it stays one process and says
 * why. Each run gets its own database or data folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  exited,
  freePort,
  freshPostgresDatabase,
  killStartedServers,
  migratedDataFolder,
  PROCESS_TEST_BOUND,
  startServerProcess as start,
} from '../test/server-process.ts';

afterEach(killStartedServers);

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

describe.runIf(process.env.DATABASE_URL)('several server processes on PostgreSQL', () => {
  it(
    'WEB_CONCURRENCY=2 runs two workers on one port, both serve, and SIGTERM stops everything with code 0',
    { timeout: PROCESS_TEST_BOUND },
    async () => {
      const database = await freshPostgresDatabase('assay_cluster');
      try {
        const port = await freePort();
        const { child, output } = await start({
          DATABASE_URL: database.url,
          WEB_CONCURRENCY: '2',
          PORT: String(port),
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'assay-cluster-')),
        });
        expect(output()).toContain('Server processes: 2');
        const workers = childPids(child.pid!);
        expect(workers).toHaveLength(2);

        const answers = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/health/ready`)),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

        child.kill('SIGTERM');
        expect(await exited(child)).toBe(0);
        expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
      } finally {
        await database.drop();
      }
    },
  );
});

describe.skipIf(process.env.DATABASE_URL)('one server process on the embedded database', () => {
  it('WEB_CONCURRENCY=2 still runs one process and the banner says why', { timeout: PROCESS_TEST_BOUND }, async () => {
    const port = await freePort();
    const dataDir = migratedDataFolder('assay-single-');
    try {
      const { child, output } = await start({
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(output()).toMatch(
        /Server processes: 1 \(WEB_CONCURRENCY=2 ignored: the embedded database runs inside one process/,
      );
      expect(childPids(child.pid!)).toEqual([]);
      expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
