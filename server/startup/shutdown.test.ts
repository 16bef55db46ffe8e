/**
 * SIGTERM to the real `server/main.ts` while it is busy: a request whose headers arrived before the
 * signal still gets its answer, new connections are refused at once, and the background job in
 * hand (a mail delivery stuck on an SMTP server that never greets) is given back to the queue when
 * the shutdown stops waiting for it, so another process takes it at once instead of after its
 * lease. On the embedded database, and on PostgreSQL when DATABASE_URL is set.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { STOP_WAIT_MS } from '../jobs/queue.ts';
import { SEND_MAIL_JOB } from '../integrations/send-mail.ts';
import {
  exited,
  freePort,
  freshPostgresDatabase,
  killStartedServers,
  migratedDataFolder,
  PROCESS_TEST_BOUND,
  startServerProcess,
} from '../test/server-process.ts';

afterAll(killStartedServers);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** An SMTP server that accepts connections and never says a word: a delivery through it hangs. */
async function silentSmtpServer(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => void sockets.push(socket));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.length,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Whether a new TCP connection to the port is refused. */
function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * A POST whose headers and first half of body go now, the rest when `finish` is called, from a
 * client that would keep the connection open for a minute after the answer, as a browser may.
 */
function slowPost(
  port: number,
  urlPath: string,
  body: string,
): { finish(): void; response: Promise<{ status: number; body: string }> } {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const agent = new http.Agent({ keepAlive: true, timeout: 60_000 });
  const request = http.request({
    agent,
    host: '127.0.0.1',
    port,
    path: urlPath,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': bytes.length },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  request.flushHeaders();
  request.write(bytes.subarray(0, half));
  return { finish: () => request.end(bytes.subarray(half)), response };
}

describe('SIGTERM while busy', () => {
  it(
    'given a request in flight and a mail delivery job in hand, then the request completes with 200, new connections are refused, the process exits 0 and the job is free to claim',
    { timeout: PROCESS_TEST_BOUND },
    async () => {
      const smtp = await silentSmtpServer();
      const dataDir = migratedDataFolder('assay-shutdown-');
      const database = process.env.DATABASE_URL ? await freshPostgresDatabase('assay_shutdown') : undefined;
      try {
        const port = await freePort();
        const { child, output } = await startServerProcess({
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: database?.url ?? '',
          WEB_CONCURRENCY: '1',
          SMTP_URL: smtp.url,
          RATE_LIMIT_MAX: '1000',
        });
        const base = `http://127.0.0.1:${port}/api/auth/v1`;
        const email = 'shutdown@assay.test';
        const post = (url: string, body: unknown) =>
          fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const created = await post(`${base}/create/`, {
          first_name: 'Shut',
          last_name: 'Down',
          email,
          password: 'Shutdown-test-1',
          password_confirmation: 'Shutdown-test-1',
        });
        // No account yet (D242): the sign-up code's mail is the delivery the worker takes.
        expect(created.status, await created.text()).toBe(202);
        expect((await post(`${base}/forgot-password/`, { email })).status).toBe(200);
        // The worker has taken the delivery job and is stuck waiting for the SMTP greeting.
        await until('the mail job to reach SMTP', () => smtp.connections() > 0);

        const slow = slowPost(port, '/api/auth/v1/forgot-password/', JSON.stringify({ email: 'nobody@assay.test' }));
        await sleep(300);
        child.kill('SIGTERM');
        await until('the stop to begin', () => output().includes('SIGTERM received'));
        await until('new connections to be refused', () => refuses(port));
        expect(child.exitCode).toBeNull();
        slow.finish();
        const answered = await slow.response;
        expect(answered.status, answered.body).toBe(200);
        // Then only the stuck job holds the stop, for STOP_WAIT_MS; the answered connection is closed by the server.
        const answeredAt = Date.now();
        expect(await exited(child)).toBe(0);
        expect(Date.now() - answeredAt).toBeLessThan(STOP_WAIT_MS + 5_000);

        const query = `select attempts, finished_at, locked_until from background_jobs where kind = '${SEND_MAIL_JOB}' and finished_at is null`;
        let rows: { attempts: number; finished_at: Date | null; locked_until: Date | null }[];
        if (database) {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          rows = (await client.query(query)).rows;
          await client.end();
        } else {
          const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
          rows = (await pglite.query<(typeof rows)[number]>(query)).rows;
          await pglite.close();
        }
        // The delivery that was in hand is back in the queue: no lease, its cut-off run not counted
        // (a second delivery may wait behind it, queued while the first was stuck).
        expect(rows.length).toBeGreaterThanOrEqual(1);
        for (const row of rows) expect(row).toMatchObject({ finished_at: null, locked_until: null, attempts: 0 });
      } finally {
        killStartedServers();
        await smtp.close();
        await database?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
