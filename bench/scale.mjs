// The staff reads at two (or more) scales of bench/generate-data.ts, in one invocation, on
// PostgreSQL: the largest requisition's applicant list (default, filtered, sorted by fit, page 40),
// its board, the scorecard of one of its applications and the staff home, each through the real app
// (Fastify inject: auth, access checks and validation included) with CONCURRENCY requests in flight.
// Prints each read's p50, p95, CPU per request (this process: the app and the injecting) and
// PostgreSQL's CPU per request (the backends of the scale's database), then the ratio of the last
// scale's figures over the first's: "flat" is a ratio near 1.
//   node --import tsx bench/scale.mjs --scales 0.01,0.1 --runs 30      # fresh databases, created and dropped
//   BENCH_PG_URL=postgres://user@host:5432 node --import tsx bench/scale.mjs --scales 1,10
// Scale 10 (1,000,000 applications) needs a quiet machine and about 15 minutes of generation.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/db/database.ts';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { createTokenSigner } from '../server/http/auth-context.ts';
import { loadOrCreateSecret } from '../server/http/server-secret.ts';
import { generate } from './generate-data.ts';
import { databaseBackendsCpuMs } from './support/proc-cpu.mjs';

const { values: args } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10' },
    runs: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '10' },
  },
});
const SCALES = args.scales.split(',').map(Number);
const RUNS = Number(args.runs);
const CONCURRENCY = Number(args.concurrency);
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
// The server's own keys are sealed at rest (D272): the bench's fresh databases use a key of their own.
process.env.ASSAY_SECRETS_KEY ??= Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n) => Math.round(n * 100) / 100;

/** What one scale's reads ask for: the largest requisition, its company's first staff member, a middle application. */
async function subjects(db) {
  const hot = await sql`
    select t.job_id, j.account_id, count(*) as n from user_trackers t join jobs j on j.job_id = t.job_id
     where j.title like 'Bench requisition %' group by 1, 2 order by 3 desc limit 1`.execute(db);
  const { job_id: jobId, account_id: accountId, n } = hot.rows[0];
  const staff = await sql`
    select ur.user_id from user_roles ur join roles r on r.role_id = ur.role_id
     where r.account_id = ${accountId} order by ur.user_id limit 1`.execute(db);
  const middle = await sql`
    select user_step_tracker_id as id from user_trackers where job_id = ${jobId}
     order by user_step_tracker_id offset ${Math.floor(Number(n) / 2)} limit 1`.execute(db);
  return { jobId, n: Number(n), viewerId: staff.rows[0].user_id, scorecardId: middle.rows[0].id };
}

const reads = ({ jobId, scorecardId }) => [
  ['list, default', `/api/smartreq/v1/applicants/${jobId}/`],
  ['list, filtered', `/api/smartreq/v1/applicants/${jobId}/?status=active&step_status=in_progress`],
  ['list, by fit', `/api/smartreq/v1/applicants/${jobId}/?ordering=-fit_score`],
  ['list, page 40', `/api/smartreq/v1/applicants/${jobId}/?page=40`],
  ['board', `/api/smartreq/v1/board/${jobId}/`],
  ['scorecard', `/api/smartreq/v1/scorecard/${scorecardId}/`],
  ['staff home', '/api/staff/v1/home/'],
];

/** RUNS rounds of CONCURRENCY requests after 5 rounds of warm-up: latencies and CPU per request. */
async function measure(app, token, url, database) {
  const once = async (times) => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    times?.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  for (let i = 0; i < 5; i++) await Promise.all(Array.from({ length: CONCURRENCY }, () => once()));
  const times = [];
  const cpu = process.cpuUsage();
  const dbBefore = databaseBackendsCpuMs(database);
  for (let i = 0; i < RUNS; i++) await Promise.all(Array.from({ length: CONCURRENCY }, () => once(times)));
  const used = process.cpuUsage(cpu);
  const dbCpu = databaseBackendsCpuMs(database) - dbBefore;
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    cpu: round((used.user + used.system) / 1000 / times.length),
    dbCpu: round(dbCpu / times.length),
  };
}

async function runScale(admin, scale) {
  const name = `assay_scale_${process.pid}_${String(scale).replace('.', '_')}`;
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: `${PG_SERVER}/${name}` });
  try {
    const started = performance.now();
    const sizes = await generate(database.db, scale);
    const generatedIn = (performance.now() - started) / 1000;
    const subject = await subjects(database.db);
    const config = {
      ...readConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' }),
      staticDir: undefined,
    };
    const app = await buildApp({ db: database.db, config });
    await app.ready();
    const token = await createTokenSigner(await loadOrCreateSecret(database.db, 'jwt_secret'), 3600).sign(
      subject.viewerId,
    );
    console.log(
      `\nscale ${scale}: ${JSON.stringify(sizes)} generated in ${generatedIn.toFixed(1)} s; largest requisition ${subject.n} applications; load ${loadavg()[0].toFixed(1)}`,
    );
    const results = {};
    for (const [label, url] of reads(subject)) {
      results[label] = await measure(app, token, url, name);
      const r = results[label];
      console.log(
        `  ${label.padEnd(16)} p50 ${r.p50} ms  p95 ${r.p95} ms  cpu ${r.cpu} ms/req  db cpu ${r.dbCpu} ms/req`,
      );
    }
    await app.close();
    return results;
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}

console.log(
  `${cpus().length} cores, Node ${process.version}, load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; ${CONCURRENCY} in flight, ${RUNS} rounds per read`,
);
const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
await admin.connect();
const all = [];
try {
  for (const scale of SCALES) all.push(await runScale(admin, scale));
} finally {
  await admin.end();
}
if (all.length > 1) {
  const [first, last] = [all[0], all.at(-1)];
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  console.log(`\nscale ${SCALES.at(-1)} over scale ${SCALES[0]}:`);
  for (const label of Object.keys(first)) {
    const [a, b] = [last[label], first[label]];
    console.log(
      `  ${label.padEnd(16)} p50 ${ratio(a.p50, b.p50)}  p95 ${ratio(a.p95, b.p95)}  cpu ${ratio(a.cpu, b.cpu)}  db cpu ${ratio(a.dbCpu, b.dbCpu)}`,
    );
  }
}
