// The end-to-end tests' three servers (playwright.config.ts), started at once: each one is
// scripts/e2e-server.mjs (a fresh data folder, migrated and seeded at its start). Playwright starts
// the servers of its `webServer` list one after another, and a start is mostly the seed, on one
// core: three in turn took three starts, side by side they take about half of that on two cores.
// Arguments: one port each, `:tls` after a port for the server that speaks HTTPS and HTTP/2
// itself. `--mail <smtp port>:<reader port>` first: the run's one mail sink (scripts/e2e-mail-sink.mjs)
// starts in this process before the servers, so it lives exactly as long as they do and every mail
// they send arrives at once. Prints READY_LINE once every server answers (playwright.config.ts waits
// for that line); when one of them stops, the others are stopped and this exits with its code.
import { spawn } from 'node:child_process';
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

let stopping = false;
const children = servers.map(({ port, tls }) =>
  spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), E2E_TLS: tls ? '1' : '0' },
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
if (!stopping) console.log(READY_LINE);
