// Every benchmark, one after the other (never part of `npm test`). See docs/benchmarks.md, where
// each one's figures, machine and own command are written down.
//   npm run bench                          # all of them: hours (the crash test alone runs 200 cycles per database)
//   npm run bench -- lighthouse offline-sync   # some of them, by name
//   npm run bench -- --list
// The front-end benchmarks measure the built app, so the app is built first when one of them runs.
// The database benchmarks run on PGlite and, when one answers on BENCH_PG_URL (default
// postgres://postgres@127.0.0.1:5432), on PostgreSQL too.
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const tsx = (script, ...args) => ['--import', 'tsx', script, ...args];

/** Whether something listens where BENCH_PG_URL points. */
function postgresAnswers() {
  const { hostname, port } = new URL(PG_SERVER);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) });
    const answer = (answers) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(2_000);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

const postgres = await postgresAnswers();
/** The same script on PostgreSQL: a scratch database is made from the server's `postgres` database. */
const onPostgres = (args) =>
  postgres ? [{ args, env: { DATABASE_URL: `${PG_SERVER}/postgres` }, label: 'PostgreSQL' }] : [];

const BENCHMARKS = [
  { name: 'startup', runs: [{ args: ['bench/startup.mjs'] }] },
  {
    name: 'bundle-size',
    build: true,
    runs: [{ args: ['bench/bundle-size.mjs'] }, { args: ['scripts/check-budget.mjs'] }],
  },
  { name: 'lighthouse', build: true, runs: [{ args: ['bench/lighthouse.mjs', '5'] }] },
  { name: 'throttled-login', build: true, runs: [{ args: ['bench/throttled-login.mjs', '5'] }] },
  { name: 'offline-sync', build: true, runs: [{ args: ['bench/offline-sync.mjs', '500', '3'] }] },
  // PGlite and PostgreSQL in the same run (BENCH_PG_URL).
  { name: 'load', runs: [{ args: ['bench/load.mjs', ...(postgres ? [] : ['--only', 'pglite'])] }] },
  { name: 'compression', runs: [{ args: ['bench/compression.mjs', '--out', 'bench/results/compression.json'] }] },
  {
    name: 'applicant-list',
    runs: [{ args: tsx('bench/applicant-list.ts'), label: 'PGlite' }, ...onPostgres(tsx('bench/applicant-list.ts'))],
  },
  {
    name: 'interview-slots',
    runs: [{ args: tsx('bench/interview-slots.ts'), label: 'PGlite' }, ...onPostgres(tsx('bench/interview-slots.ts'))],
  },
  {
    name: 'interview-list',
    runs: [{ args: tsx('bench/interview-list.ts'), label: 'PGlite' }, ...onPostgres(tsx('bench/interview-list.ts'))],
  },
  { name: 'offers', runs: [{ args: tsx('bench/offers.ts') }] },
  {
    name: 'profile-dashboards',
    runs: [
      { args: tsx('bench/profile-dashboards.ts'), label: 'PGlite' },
      ...onPostgres(tsx('bench/profile-dashboards.ts')),
    ],
  },
  {
    name: 'rescore',
    runs: [{ args: tsx('bench/rescore.ts'), label: 'PGlite' }, ...onPostgres(tsx('bench/rescore.ts'))],
  },
  {
    name: 'data-import',
    runs: [
      { args: tsx('bench/data-import.ts'), label: 'PGlite, CSV' },
      { args: tsx('bench/data-import.ts'), env: { FORMAT: 'xlsx' }, label: 'PGlite, XLSX' },
      ...onPostgres(tsx('bench/data-import.ts')),
    ],
  },
  { name: 'tus-upload', runs: [{ args: tsx('bench/tus-upload.ts', '--mb', '50', '--runs', '3') }] },
  {
    name: 'faults',
    runs: [{ args: tsx('bench/faults.ts', '--cycles', '200', '--backend', postgres ? 'both' : 'pglite') }],
  },
];

const asked = process.argv.slice(2);
if (asked.includes('--list')) {
  for (const benchmark of BENCHMARKS) console.log(benchmark.name);
  process.exit(0);
}
const unknown = asked.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
if (unknown.length > 0) {
  console.error(
    `No benchmark named ${unknown.join(', ')}; the names: ${BENCHMARKS.map((benchmark) => benchmark.name).join(', ')}`,
  );
  process.exit(2);
}
const chosen = asked.length > 0 ? BENCHMARKS.filter((benchmark) => asked.includes(benchmark.name)) : BENCHMARKS;
if (!postgres) console.log(`No PostgreSQL answers on ${PG_SERVER}: the database benchmarks run on PGlite only.`);

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (chosen.some((benchmark) => benchmark.build)) {
  console.log('\n=== vite build ===');
  const status = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
  if (status !== 0) process.exit(status);
}
for (const benchmark of chosen) {
  for (const step of benchmark.runs) {
    console.log(
      `\n=== ${benchmark.name}: ${step.args.filter((arg) => arg !== '--import' && arg !== 'tsx').join(' ')}${step.label ? ` (${step.label})` : ''} ===`,
    );
    const status = run(step.args, step.env);
    if (status !== 0) process.exit(status);
  }
}
