// API load (sign-in, the tracker, idempotent writes and answers, the applicant list, the scorecard): autocannon, from this process, against the real server (node --import tsx
// server/main.ts, what `npm start` runs) on loopback, once on PGlite and once on PostgreSQL, in
// the same run. Each scenario: a 2 s warm-up (not counted), then 10 s with 10 connections.
// Latency percentiles come from every response's own time (autocannon's summary has no p95).
//   npm run bench:load            # needs PostgreSQL at 127.0.0.1:5432 (user postgres) for the second half
//   BENCH_PG_URL=postgres://user@host:5432 npm run bench:load    # another PostgreSQL server
//   node bench/load.mjs --duration 10 --connections 10 --only pglite
//   node bench/load.mjs --only postgres --workers 2 --scenario 'applicant list, default' --scenario scorecard
// Each scenario also reports the server's CPU time per request (user + system, summed over the
// server process and its workers, from /proc), the figure that does not depend on the load generator,
// and on PostgreSQL the CPU of the backends serving the benchmark's database ("db cpu").
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { databaseBackendsCpuMs, treeCpuMs } from './support/proc-cpu.mjs';
import { startServer } from './support/server.mjs';
import {
  answerBatchRequest,
  answeringSession,
  BATCH_SIZE,
  OPEN_JOB_ID,
  PASSWORD,
  staffSession,
} from './support/load-sessions.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    // WEB_CONCURRENCY for the PostgreSQL server (server/main.ts forks that many workers there)
    workers: { type: 'string' },
    // keep only the scenarios whose name contains one of these
    scenario: { type: 'string', multiple: true },
    // a flag for the server's node, e.g. --node-flag=--liftoff-only (V8's settings for PGlite's WebAssembly)
    'node-flag': { type: 'string', multiple: true },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
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

function scenarios(base, session, staff, answering, batching) {
  const bearer = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
  const staffBearer = { authorization: `Bearer ${staff.token}` };
  const list = `/api/smartreq/v1/applicants/${OPEN_JOB_ID}/`;
  let revision = 0;
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
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'idempotency-key': randomUUID() },
            }),
          },
        ],
      },
    },
    {
      name: 'answer with Idempotency-Key (POST /api/user-response/v1/assessment-answers/)',
      note: 'fresh key and a higher revision per request, 8 items of one open attempt',
      options: {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/user-response/v1/assessment-answers/',
            headers: { authorization: `Bearer ${answering.token}`, 'content-type': 'application/json' },
            setupRequest: (request) => {
              revision += 1;
              const item_id = answering.itemIds[revision % answering.itemIds.length];
              const body = {
                ...answering.target,
                item_id,
                value: (revision % 5) + 1,
                revision,
                answered_at: new Date().toISOString(),
              };
              return {
                ...request,
                body: JSON.stringify(body),
                headers: { ...request.headers, 'idempotency-key': randomUUID() },
              };
            },
          },
        ],
      },
    },
    {
      name: 'answer batch with per-item keys (POST /api/user-response/v1/assessment-answers/batch/)',
      note: `${BATCH_SIZE} items of one open attempt per request, each with a fresh key and a higher revision`,
      options: {
        url: base,
        requests: [answerBatchRequest(batching, BATCH_SIZE)],
      },
    },
    {
      name: 'applicant list, default query (GET /api/smartreq/v1/applicants/{jobId}/)',
      options: { url: `${base}${list}`, headers: staffBearer },
    },
    { name: 'applicant list, search (?search=ma)', options: { url: `${base}${list}?search=ma`, headers: staffBearer } },
    {
      name: 'applicant list, filtered sort (?status=active&ordering=-fit_score)',
      options: { url: `${base}${list}?status=active&ordering=-fit_score`, headers: staffBearer },
    },
    {
      name: 'scorecard (GET /api/smartreq/v1/scorecard/{id}/)',
      options: { url: `${base}/api/smartreq/v1/scorecard/${staff.userSmartreqId}/`, headers: staffBearer },
    },
    {
      // The scorecard screen's Timed tests section asks for these with the scorecard itself.
      name: 'timed results (GET /api/smartreq/v1/timed-results/{id}/)',
      options: { url: `${base}/api/smartreq/v1/timed-results/${staff.userSmartreqId}/`, headers: staffBearer },
    },
  ];
}

async function benchBackend(label, env) {
  const server = await startServer({
    name: `bench-load-${label.toLowerCase()}`,
    env: { RATE_LIMIT_MAX: '100000', SEED_DEMO: '1', ...env },
    nodeArgs: args['node-flag'] ?? [],
  });
  try {
    const response = await fetch(`${server.base}/api/auth/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CANDIDATE, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`Sign-in for the benchmark failed: ${response.status} ${await response.text()}`);
    const session = (await response.json()).data;
    const staff = await staffSession(server.base);
    const answering = await answeringSession(server);
    // The batch writes as another candidate, so its revisions do not race the single answers'.
    const batching = await answeringSession(server);
    const results = [];
    const chosen = scenarios(server.base, session, staff, answering, batching).filter(
      (scenario) => !args.scenario || args.scenario.some((part) => scenario.name.includes(part)),
    );
    // PostgreSQL's own CPU for this run: the backends serving the fresh database (same machine only).
    const database = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : undefined;
    const perRequest = (before, after, total) =>
      before === undefined || total === 0 ? null : Math.round(((after - before) / total) * 100) / 100;
    for (const scenario of chosen) {
      await fire(scenario.options, WARMUP);
      const cpuBefore = treeCpuMs(server.pid);
      const dbBefore = database ? databaseBackendsCpuMs(database) : undefined;
      const result = await fire(scenario.options, DURATION);
      const cpuAfter = treeCpuMs(server.pid);
      const dbAfter = database ? databaseBackendsCpuMs(database) : undefined;
      result.cpuMsPerRequest = perRequest(cpuBefore, cpuAfter, result.total);
      result.dbCpuMsPerRequest = perRequest(dbBefore, dbAfter, result.total);
      result.loadavg = round(loadavg()[0]);
      const bad = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
      if (bad.length > 0 || result.errors > 0) {
        throw new Error(
          `${label} ${scenario.name}: unexpected answers ${JSON.stringify(result.statuses)}, ${result.errors} errors`,
        );
      }
      results.push({ scenario: scenario.name, note: scenario.note, ...result });
      console.log(
        `${label.padEnd(10)} ${scenario.name.padEnd(84)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  cpu ${result.cpuMsPerRequest ?? 'n/a'} ms/req  db cpu ${result.dbCpuMsPerRequest ?? 'n/a'} ms/req  load ${result.loadavg}  (${result.total} requests)`,
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
console.log(
  `autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per scenario; server and load generator share the machine${args.workers ? `; PostgreSQL server with WEB_CONCURRENCY=${args.workers}` : ''}\n`,
);

const all = {};
if (args.only !== 'postgres') all.PGlite = await benchBackend('PGlite', {});
if (args.only !== 'pglite') {
  all.PostgreSQL = await withFreshPostgres(async (url, version) => {
    console.log(`PostgreSQL ${version}, fresh database ${url.replace(/\/\/[^@]*@/, '//')}`);
    return benchBackend('PostgreSQL', {
      DATABASE_URL: url,
      ...(args.workers ? { WEB_CONCURRENCY: args.workers } : {}),
    });
  });
}

if (all.PGlite && all.PostgreSQL) {
  console.log('\nPGlite / PostgreSQL (throughput ratio > 1 and latency ratio < 1 favour PGlite):');
  all.PGlite.forEach((lite, i) => {
    const pgResult = all.PostgreSQL[i];
    const ratio = (a, b) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
    console.log(
      `  ${lite.scenario.padEnd(84)} req/s ${ratio(lite.rps, pgResult.rps)}  p50 ${ratio(lite.p50, pgResult.p50)}  p95 ${ratio(lite.p95, pgResult.p95)}  p99 ${ratio(lite.p99, pgResult.p99)}`,
    );
  });
}
console.log(`\nJSON ${JSON.stringify(all)}`);
