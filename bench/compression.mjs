// API answer compression (server/http/compression.ts) on the applicant list's first page, GET
// /api/smartreq/v1/applicants/{jobId}/ as the demo owner, against the real server (node --import
// tsx server/main.ts, what `npm start` runs) on PGlite with the demo seed:
//  1. the answer's size as sent with Accept-Encoding identity, gzip and br;
//  2. each encoder's CPU time on that answer, in this process, with zlib's synchronous calls (what
//     the plugin uses for an answer this size): gzip levels 1 and 6 (zlib's default), brotli
//     qualities 1, 3, 4 (the plugin's default and server/http/compression.ts's) and 5;
//  3. autocannon on loopback with each Accept-Encoding: requests/s, latency, and the server
//     process's own CPU time per answer (utime + stime from /proc/<pid>/stat).
//   node bench/compression.mjs                       # 10 s per run, 10 connections
//   node bench/compression.mjs --duration 5 --out bench/results/compression.json
import fs from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { startServer } from './support/server.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    out: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const OWNER = 'owner@demo-company.test';
const PASSWORD = 'Assay-demo-1';
const LIST = '/api/smartreq/v1/applicants/1/';
const ENCODINGS = ['identity', 'gzip', 'br'];
const CLOCK_TICKS = 100;

const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The process's CPU seconds so far (user + system), from /proc. */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The answer's bytes as they come off the wire (fetch would decompress them). */
async function sentBytes(base, token, encoding) {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      `${base}${LIST}`,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            encoding: res.headers['content-encoding'] ?? 'identity',
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

function encoderCost(payload) {
  const encoders = [
    ['gzip level 1', (b) => zlib.gzipSync(b, { level: 1 })],
    ['gzip level 6', (b) => zlib.gzipSync(b)],
    ['brotli quality 1', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })],
    ['brotli quality 3', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } })],
    ['brotli quality 4', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })],
    ['brotli quality 5', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })],
  ];
  const runs = 1000;
  return encoders.map(([name, encode]) => {
    for (let i = 0; i < 100; i++) encode(payload);
    const before = process.cpuUsage();
    let bytes = 0;
    for (let i = 0; i < runs; i++) bytes = encode(payload).length;
    const used = process.cpuUsage(before);
    return { encoder: name, bytes, cpu_us_per_answer: round((used.user + used.system) / runs, 0) };
  });
}

async function fire(base, token, encoding, seconds) {
  const instance = autocannon({
    url: `${base}${LIST}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
  });
  const statuses = new Map();
  instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  const result = await instance;
  if ([...statuses.keys()].some((status) => status !== 200) || result.errors + result.timeouts > 0) {
    throw new Error(
      `${encoding}: unexpected answers ${JSON.stringify(Object.fromEntries(statuses))}, ${result.errors} errors`,
    );
  }
  return result;
}

console.log(
  `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
const server = await startServer({ name: 'bench-compression', env: { RATE_LIMIT_MAX: '100000', SEED_DEMO: '1' } });
try {
  const login = await fetch(`${server.base}/api/auth/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in for the benchmark failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()).data;

  const sizes = {};
  let plain;
  for (const encoding of ENCODINGS) {
    const answer = await sentBytes(server.base, token, encoding);
    if (answer.status !== 200 || answer.encoding !== encoding)
      throw new Error(`Accept-Encoding ${encoding}: ${answer.status}, sent as ${answer.encoding}`);
    sizes[encoding] = answer.body.length;
    if (encoding === 'identity') plain = answer.body;
  }
  console.log(`\nThe applicant list's first page as sent: ${ENCODINGS.map((e) => `${e} ${sizes[e]} B`).join(', ')}`);

  const encoders = encoderCost(plain);
  console.log(`\nEncoders on that answer (${plain.length} B), CPU per answer in this process:`);
  for (const e of encoders)
    console.log(
      `  ${e.encoder.padEnd(18)} ${String(e.bytes).padStart(6)} B  ${String(e.cpu_us_per_answer).padStart(5)} µs`,
    );

  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per Accept-Encoding; server and load generator share the machine`,
  );
  const load = [];
  for (const encoding of ENCODINGS) {
    await fire(server.base, token, encoding, WARMUP);
    const cpuBefore = cpuSeconds(server.pid);
    const result = await fire(server.base, token, encoding, DURATION);
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const row = {
      accept_encoding: encoding,
      rps: Math.round(result.requests.total / DURATION),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      requests: result.requests.total,
      server_cpu_ms_per_answer: round((cpu * 1000) / result.requests.total, 2),
      server_cpu_percent: round((cpu / DURATION) * 100, 0),
      kb_per_s_sent: round(result.throughput.average / 1024, 0),
    };
    load.push(row);
    console.log(
      `  ${encoding.padEnd(9)} ${String(row.rps).padStart(5)} req/s  p50 ${row.p50_ms} ms  p99 ${row.p99_ms} ms  server CPU ${row.server_cpu_ms_per_answer} ms/answer (${row.server_cpu_percent} % of a core)  ${row.kb_per_s_sent} KB/s on the wire`,
    );
  }
  const result = {
    at: new Date().toISOString(),
    node: process.version,
    load_average: loadavg().map((n) => round(n, 2)),
    sizes,
    encoders,
    load,
    duration_s: DURATION,
    connections: CONNECTIONS,
  };
  if (args.out) fs.writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nJSON ${JSON.stringify(result)}`);
} finally {
  await server.stop();
}
