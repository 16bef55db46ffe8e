// Starts the real server (what `npm start` runs: node --import tsx server/main.ts) on loopback,
// on a free port and a fresh temp data folder, and stops it again. Used by the benchmarks and by
// `npm run screenshots`.
import { spawn } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selfSignedCert } from '../../scripts/self-signed-cert.mjs';
import { signUpCodeFromConsole } from '../../server/test/sign-up.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How long a server start may take before a bench gives up on it (migrations, the demo's seed, an
 * embedded database's recovery after a kill): generous, for a machine shared with other builds and
 * tests, where three minutes were not always enough. Each wait ends as soon as the server is ready.
 */
export const SERVER_START_LIMIT_MS = 15 * 60_000;
/** The first line of the banner server/main.ts prints once it serves. */
export const READY_LINE = 'Assay is running';

/** A port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One request to the benchmark's own server; over HTTPS it accepts the run's self-signed certificate.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} init
 * @returns {Promise<{ status: number, text: string }>}
 */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const sent = client.request(url, { method, headers, rejectUnauthorized: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * tls: the server speaks HTTPS and HTTP/2 itself (TLS_CERT_FILE, TLS_KEY_FILE) with a certificate
 * made for the run, as a deployment serves it; a browser trusts it with
 * --ignore-certificate-errors-spki-list=<spki>, spki being returned.
 * nodeArgs: flags for node itself before the script (for example --cpu-prof).
 * @param {{ env?: Record<string, string>, name?: string, quiet?: boolean, tls?: boolean, port?: number, nodeArgs?: string[] }} options
 * @returns {Promise<{ base: string, port: number, pid: number, spki?: string, stop: () => Promise<void>, output: () => string }>}
 */
export async function startServer({
  env = {},
  name = 'server',
  quiet = true,
  tls = false,
  port: fixedPort,
  nodeArgs = [],
} = {}) {
  // BENCH_PORT: a fixed port, where the machine's ports are shared out.
  const port = fixedPort ?? (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), `assay-${name}-`));
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const cert = tls ? selfSignedCert(dataDir) : undefined;
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(cert ? { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for signUp: without SMTP_URL the server prints the sign-up codes (D242).
  let stdout = '';
  server.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (!quiet) process.stdout.write(chunk);
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let done = false;
  server.once('exit', () => (done = true));

  const stop = async () => {
    if (!done) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = performance.now();
  for (;;) {
    if (done) {
      await stop();
      throw new Error(`The server exited before answering:\n${stderr}`);
    }
    try {
      if ((await request(`${base}/api/openapi.json`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > SERVER_START_LIMIT_MS) {
      await stop();
      throw new Error(`The server did not answer within ${SERVER_START_LIMIT_MS / 60_000} min:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, port, pid: server.pid, spki: cert?.spki, stop, output: () => stdout };
}

/**
 * A new candidate signed up as a person does (D242): the form, then the code the server printed
 * (it runs without SMTP_URL). Answers the session ({ token, user }).
 * @param {{ base: string, output: () => string }} server
 * @param {Record<string, string>} form
 */
export async function signUp(server, form) {
  const headers = { 'content-type': 'application/json', origin: server.base };
  const post = (path, body) =>
    request(`${server.base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const from = server.output().length;
  const started = await post('/auth/v1/create/', form);
  if (started.status !== 202) throw new Error(`sign-up failed: ${started.status} ${started.text}`);
  const { email } = JSON.parse(started.text).data;
  const deadline = Date.now() + 15_000;
  let code;
  while (!(code = signUpCodeFromConsole(server.output(), email, from))) {
    if (Date.now() > deadline) throw new Error(`no sign-up code for ${email} in the server's output`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const confirmed = await post('/auth/v1/create/confirm/', { email, code });
  if (confirmed.status !== 201) throw new Error(`sign-up failed: ${confirmed.status} ${confirmed.text}`);
  return JSON.parse(confirmed.text).data;
}
