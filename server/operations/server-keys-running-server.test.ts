/**
 * `npm run server-keys:replace` refuses while a server runs on the same database (D296): a running
 * server keeps the keys it read at start (D290). On the embedded database the server's pid file
 * says it runs; on PostgreSQL every server process holds a shared advisory lock the command cannot
 * take exclusively, and a server starting while the command holds it waits. The real
 * `server/main.ts` and the command as operators run them, on PGlite, and on PostgreSQL through
 * `npm test -- --only postgres`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  exited,
  freePort,
  killStartedServers,
  migratedDataFolder,
  PROCESS_TEST_BOUND,
  startServerProcess,
} from '../test/server-process.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { holdRunningServerLock, takeRunningServersLockExclusively } from '../startup/running-servers-lock.ts';

afterAll(killStartedServers);

const root = path.resolve(import.meta.dirname, '../..');
const onPostgres = Boolean(process.env.DATABASE_URL);

/** `npm run server-keys:replace` with this database; its exit code and output. */
async function replaceKeys(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'server-keys:replace'], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A seeded PostgreSQL database of the suite's server (the test app's copy) and its URL. */
async function postgresDatabase(): Promise<{ t: TestApp; url: string }> {
  const t = await startTestApp();
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return { t, url: url.toString() };
}

const refusal =
  /running on .*: stop every server first, then run npm run server-keys:replace again, and start them after it\. Nothing was changed\./;

describe('replacing the server’s keys while a server runs', () => {
  it(
    'given a server running on the database, then the command refuses, says why and changes nothing; once the server has stopped, it replaces the keys',
    { timeout: PROCESS_TEST_BOUND },
    async () => {
      const dataDir = migratedDataFolder('assay-keys-running-');
      const postgres = onPostgres ? await postgresDatabase() : undefined;
      const database = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
      try {
        const port = await freePort();
        const { child } = await startServerProcess({ ...database, PORT: String(port), WEB_CONCURRENCY: '1' });

        const refused = await replaceKeys(database);
        expect(refused.code, refused.output).toBe(1);
        expect(refused.output).toMatch(refusal);
        expect(refused.output).toContain(
          onPostgres
            ? 'A server process is running on this database (DATABASE_URL)'
            : `A server (process ${child.pid}) is running on ${dataDir}`,
        );
        expect(refused.output).not.toContain('Replaced');
        // The server was left alone and still serves.
        expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
        if (postgres) {
          const entries = await postgres.t.db
            .selectFrom('audit_events')
            .select('audit_event_id')
            .where('event', '=', 'server_keys_replaced')
            .execute();
          expect(entries).toEqual([]);
        }

        child.kill('SIGTERM');
        expect(await exited(child)).toBe(0);
        const replaced = await replaceKeys(database);
        expect(replaced.code, replaced.output).toBe(0);
        expect(replaced.output).toContain('Replaced the second factors’ challenge key');
      } finally {
        await postgres?.t.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe.runIf(onPostgres)('the servers’ lock on PostgreSQL', () => {
  it(
    'given the command holding the lock, then a server starting waits and says so until it ends; a server holding it counts, one on another database does not',
    { timeout: PROCESS_TEST_BOUND },
    async () => {
      const { t, url } = await postgresDatabase();
      const other = await postgresDatabase();
      try {
        const command = await takeRunningServersLockExclusively(url);
        if (!command.taken) throw new Error('the lock was held before the test');
        const said: string[] = [];
        let started = false;
        const starting = holdRunningServerLock(url, { say: (line) => said.push(line), onKeysReplaced: () => {} }).then(
          (lock) => ((started = true), lock),
        );
        await expect
          .poll(() => said)
          .toEqual(['  Waiting for npm run server-keys:replace to finish on this database before starting.']);
        expect(started).toBe(false);
        await command.release();
        const server = await starting;
        try {
          expect(await takeRunningServersLockExclusively(url)).toEqual({ taken: false, servers: 1 });
          const elsewhere = await takeRunningServersLockExclusively(other.url);
          expect(elsewhere.taken).toBe(true);
          if (elsewhere.taken) await elsewhere.release();
        } finally {
          await server.release();
        }
        const after = await takeRunningServersLockExclusively(url);
        expect(after.taken).toBe(true);
        if (after.taken) await after.release();
      } finally {
        await t.close();
        await other.t.close();
      }
    },
  );
});
