// API load: autocannon, from this process, against the real server (node --import tsx
// server/main.ts, what `npm start` runs) on loopback, once on PGlite and once on PostgreSQL, in
// the same run. Each scenario: a 2 s warm-up (not counted), then 10 s with 10 connections.
// Latency percentiles come from every response's own time (autocannon's summary has no p95).
//   npm run bench:load            # needs PostgreSQL at 127.0.0.1:5432 (user postgres) for the second half
//   BENCH_PG_URL=postgres://user@host:5432 npm run bench:load    # another PostgreSQL server
//   node bench/load.mjs --duration 10 --connections 10 --only pglite
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './support/server.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PASSWORD = 'Assay-demo-1';
const CANDIDATE = 'candidate@assay.test';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms) => Math.round(ms * 10) / 10;

async function fire(options, seconds) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({ connections: CONNECTIONS, duration: seconds, ...options });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.total / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(statuses),
  };
}

function scenarios(base, session) {
  const bearer = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
  return [
    {
      name: 'sign-in (POST /api/auth/v1/login/)',
      note: 'argon2 bound',
      options: {
        url: `${base}/api/auth/v1/login/`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: CANDIDATE, password: PASSWORD }),
      },
    },
    { name: 'current user (GET /api/auth/v1/)', options: { url: `${base}/api/auth/v1/`, headers: bearer } },
    {
      name: "candidate's trackers (GET /api/user/v1/progress-tracker/user/{id}/)",
      options: { url: `${base}/api/user/v1/progress-tracker/user/${session.user.user_id}/`, headers: bearer },
    },
    {
      name: 'write with Idempotency-Key (PATCH /api/user/v1/{id}/)',
      note: 'fresh key per request',
      options: {
        url: base,
        requests: [
          {
            method: 'PATCH',
            path: `/api/user/v1/${session.user.user_id}/`,
            headers: bearer,
            body: JSON.stringify({ first_name: session.user.first_name }),
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
          },
        ],
      },
    },
  ];
}

async function benchBackend(label, env) {
  const server = await startServer({ name: `bench-load-${label.toLowerCase()}`, env: { RATE_LIMIT_MAX: '100000', SEED_DEMO: '1', ...env } });
  try {
    const response = await fetch(`${server.base}/api/auth/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CANDIDATE, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`Sign-in for the benchmark failed: ${response.status} ${await response.text()}`);
    const session = (await response.json()).data;
    const results = [];
    for (const scenario of scenarios(server.base, session)) {
      await fire(scenario.options, WARMUP);
      const result = await fire(scenario.options, DURATION);
      const bad = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
      if (bad.length > 0 || result.errors > 0) {
        throw new Error(`${label} ${scenario.name}: unexpected answers ${JSON.stringify(result.statuses)}, ${result.errors} errors`);
      }
      results.push({ scenario: scenario.name, note: scenario.note, ...result });
      console.log(
        `${label.padEnd(10)} ${scenario.name.padEnd(68)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  (${result.total} requests)`,
      );
    }
    return results;
  } finally {
    await server.stop();
  }
}

async function withFreshPostgres(work) {
  const name = `assay_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL is not reachable at ${PG_SERVER} (${error.message}): its half is skipped.`);
    return undefined;
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const { rows } = await admin.query('SHOW server_version');
    try {
      return await work(`${PG_SERVER}/${name}`, rows[0].server_version);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

console.log(
  `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(`autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per scenario; server and load generator share the machine\n`);

const all = {};
if (args.only !== 'postgres') all.PGlite = await benchBackend('PGlite', {});
if (args.only !== 'pglite') {
  all.PostgreSQL = await withFreshPostgres(async (url, version) => {
    console.log(`PostgreSQL ${version}, fresh database ${url.replace(/\/\/[^@]*@/, '//')}`);
    return benchBackend('PostgreSQL', { DATABASE_URL: url });
  });
}

if (all.PGlite && all.PostgreSQL) {
  console.log('\nPGlite / PostgreSQL (throughput ratio > 1 and latency ratio < 1 favour PGlite):');
  all.PGlite.forEach((lite, i) => {
    const pgResult = all.PostgreSQL[i];
    const ratio = (a, b) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
    console.log(`  ${lite.scenario.padEnd(68)} req/s ${ratio(lite.rps, pgResult.rps)}  p50 ${ratio(lite.p50, pgResult.p50)}  p95 ${ratio(lite.p95, pgResult.p95)}  p99 ${ratio(lite.p99, pgResult.p99)}`);
  });
}
console.log(`\nJSON ${JSON.stringify(all)}`);
