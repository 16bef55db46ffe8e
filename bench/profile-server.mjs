// CPU profile of the real server (node --cpu-prof) on PostgreSQL, one process, under autocannon on
// the applicant list, the scorecard and the answer batch, then a summary of self time by function
// and by package, and who called writev. Used for D127 (docs/benchmarks.md, "CPU per request").
//   node bench/profile-server.mjs [--seconds 15] [--out /tmp/profile]
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './support/server.mjs';
import { answerBatchRequest, answeringSession, BATCH_SIZE, staffSession } from './support/load-sessions.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    out: { type: 'string', default: '/tmp/assay-profile' },
    top: { type: 'string', default: '30' },
    analyse: { type: 'string' },
  },
});
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
// --analyse DIR: only summarise the profiles already in DIR
const out = args.analyse ?? join(args.out, String(Date.now()));
mkdirSync(out, { recursive: true });

if (!args.analyse) await profileRun();

async function profileRun() {
  const name = `assay_profile_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const server = await startServer({
      name: 'profile',
      env: {
        RATE_LIMIT_MAX: '100000',
        SEED_DEMO: '1',
        DATABASE_URL: `${PG_SERVER}/${name}`,
        WEB_CONCURRENCY: '1',
      },
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${out}`],
    });
    try {
      const staff = await staffSession(server.base);
      const batching = await answeringSession(server);
      const headers = { authorization: `Bearer ${staff.token}` };
      const seconds = Number(args.seconds);
      let total = 0;
      // The answer batch, as bench/load.mjs sends it.
      const batch = answerBatchRequest(batching, BATCH_SIZE);
      for (const [label, options] of [
        ['/api/smartreq/v1/applicants/1/', { url: `${server.base}/api/smartreq/v1/applicants/1/`, headers }],
        [
          `/api/smartreq/v1/scorecard/${staff.userSmartreqId}/`,
          { url: `${server.base}/api/smartreq/v1/scorecard/${staff.userSmartreqId}/`, headers },
        ],
        [batch.path, { url: server.base, requests: [batch] }],
      ]) {
        const result = await autocannon({ ...options, connections: 10, duration: seconds });
        total += result.requests.total;
        console.log(
          `${label}: ${Math.round(result.requests.total / seconds)} req/s, non-2xx ${result.non2xx}, errors ${result.errors}`,
        );
      }
      console.log(`${total} requests`);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// The server's main thread is the profile that ran Fastify (tsx's loader thread writes its own).
const files = readdirSync(out)
  .filter((f) => f.endsWith('.cpuprofile'))
  .map((f) => join(out, f));
const fastifyNodes = (p) => p.nodes.filter((n) => n.callFrame.url.includes('node_modules/fastify/')).length;
const profile = files
  .map((f) => JSON.parse(readFileSync(f, 'utf8')))
  .sort((a, b) => fastifyNodes(b) - fastifyNodes(a))[0];
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++)
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const packageOf = (url) => {
  if (!url) return '(native)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const own = url.match(/\/(server|contracts)\/(.*)$/);
  return own ? `${own[1]}/${own[2]}` : url;
};
const fns = new Map();
const pkgs = new Map();
let busy = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  const fn = node.callFrame.functionName || '(anonymous)';
  if (fn === '(idle)' || fn === '(program)') continue;
  busy += us;
  const key = `${fn}  ${packageOf(node.callFrame.url)}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const pkg = fn.startsWith('(') ? fn : packageOf(node.callFrame.url);
  pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
}
const pct = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
console.log(`\nprofile ${out}: busy ${(busy / 1e6).toFixed(1)} s\n\nby package:`);
for (const [k, us] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
  console.log(`  ${pct(us)}  ${k}`);
console.log('\nby function:');
for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
  console.log(`  ${pct(us)}  ${k}`);

// Who called writev (the socket writes): the pg driver sending queries, or the HTTP answers.
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const writers = new Map();
let writevUs = 0;
for (const [id, us] of selfUs) {
  if (byId.get(id).callFrame.functionName !== 'writev') continue;
  writevUs += us;
  let caller = '(other)';
  for (let cur = parentOf.get(id); cur !== undefined; cur = parentOf.get(cur)) {
    const url = byId.get(cur).callFrame.url;
    if (/node_modules\/pg\//.test(url)) caller = 'pg (sending queries)';
    else if (/_http_outgoing|_http_server/.test(url)) caller = 'http (answers)';
    else continue;
    break;
  }
  writers.set(caller, (writers.get(caller) ?? 0) + us);
}
console.log(`\nwritev ${pct(writevUs)} of busy time, by caller:`);
for (const [k, us] of [...writers].sort((a, b) => b[1] - a[1]))
  console.log(`  ${((us / writevUs) * 100).toFixed(1).padStart(5)}%  ${k}`);
