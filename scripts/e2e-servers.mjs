// The end-to-end tests' three servers (playwright.config.ts), started at once: each one is
// scripts/e2e-server.mjs on a fresh copy of one data folder, migrated and seeded once here
// (scripts/e2e-seed-data.ts) before any of them starts. A start was mostly the migrations and the
// seed, on one core; each server did them itself, three times the work for the same demo company.
// E2E_SEED_DIR names a folder seeded earlier (npm test seeds it beside the PostgreSQL step); it is
// used when it holds a database, and left in place.
// Arguments: one port each, `:tls` after a port for the server that speaks HTTPS and HTTP/2
// itself. `--mail <smtp port>:<reader port>` first: the run's one mail sink (scripts/e2e-mail-sink.mjs)
// starts in this process before the servers, so it lives exactly as long as they do and every mail
// they send arrives at once. Prints READY_LINE once every server answers (playwright.config.ts waits
// for that line); when one of them stops, the others are stopped and this exits with its code.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { startMailSink } from './e2e-mail-sink.mjs';

const READY_LINE = 'e2e servers ready';
const POLL_MS = 250;

const USAGE = 'Usage: node scripts/e2e-servers.mjs [--mail <smtp port>:<reader port>] <port>[:tls] ...';
const args = process.argv.slice(2);
let mail;
if (args[0] === '--mail') {
  const [smtpPort, readerPort] = (args[1] ?? '').split(':').map(Number);
  mail = { smtpPort, readerPort };
  args.splice(0, 2);
}
const servers = args.map((arg) => {
  const [port, flag] = arg.split(':');
  return { port: Number(port), tls: flag === 'tls' };
});
if (
  servers.length === 0 ||
  servers.some((server) => !Number.isInteger(server.port)) ||
  (mail && !(Number.isInteger(mail.smtpPort) && Number.isInteger(mail.readerPort)))
) {
  console.error(USAGE);
  process.exit(2);
}

if (mail) {
  try {
    await startMailSink(mail);
  } catch (error) {
    console.error(`The e2e mail sink could not start: ${error.message}`);
    process.exit(1);
  }
}

const given = process.env.E2E_SEED_DIR;
const seedDir = given && existsSync(join(given, 'pglite')) ? given : mkdtempSync(join(tmpdir(), 'assay-e2e-seed-'));
if (seedDir !== given) {
  process.once('exit', () => rmSync(seedDir, { recursive: true, force: true }));
  const code = await seedInto(seedDir, servers[0].port);
  if (code !== 0) {
    console.error(`Seeding the end-to-end servers' data folder failed (exit ${code}).`);
    process.exit(1);
  }
}

/** Runs scripts/e2e-seed-data.ts on an empty folder; its links name the first server's port. */
function seedInto(dataDir, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-seed-data.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), E2E_TLS: '0' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

let stopping = false;
const children = servers.map(({ port, tls }) =>
  spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: 'inherit',
    // Each server receives candidates' replies on its own port (D313), HTTP port + 70
    // (e2e/support/smtp-port.ts replyReceiverPort), so a journey mails its server's receiver.
    env: {
      ...process.env,
      PORT: String(port),
      E2E_TLS: tls ? '1' : '0',
      E2E_SEED_DIR: seedDir,
      REPLY_SMTP_PORT: String(port + 70),
      REPLY_SMTP_HOST: '127.0.0.1',
    },
  }),
);

let running = children.length;
let firstCode;
for (const child of children) {
  child.on('exit', (code, signal) => {
    running -= 1;
    firstCode ??= code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1);
    if (!stopping) {
      console.error(`An end-to-end server stopped (exit ${code ?? signal}); stopping the others.`);
      stop('SIGTERM');
    }
    if (running === 0) process.exit(stopping && firstCode === 0 ? 0 : (firstCode ?? 1));
  });
}

function stop(signal) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

/** Whether the server's OpenAPI document answers 200 (the same probe Playwright's `url` makes). */
function answers({ port, tls }) {
  return new Promise((resolve) => {
    const request = (tls ? httpsRequest : httpRequest)(
      { host: '127.0.0.1', port, path: '/api/openapi.json', rejectUnauthorized: false, timeout: 5_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}

const waiting = new Set(servers);
while (waiting.size > 0 && !stopping) {
  for (const server of [...waiting]) if (await answers(server)) waiting.delete(server);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}
// Every server copied the seeded folder before it started; one this process made is not needed again.
if (seedDir !== given) rmSync(seedDir, { recursive: true, force: true });
if (!stopping) console.log(READY_LINE);
