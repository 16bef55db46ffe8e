// `npm test`: everything, in order, stopping at the first failure: unit and API tests (on the
// embedded database), the API tests whose behaviour can differ on a server again on PostgreSQL when
// one answers (scripts/postgres-suite.mjs: several connections and processes, locks and races, the
// heaviest SQL), the build, the front-end budget (bench/budget.json), end-to-end tests in Debian's
// chromium, and the static checks (typecheck, lint, the catalog check, the format check, the
// import-cycle check and the server modules' knot, side by side, started beside the journeys at a
// low priority). docs/testing.md has the figures.
// `npm test -- --only <step>` runs one step alone, e.g. `--only static`, `--only postgres` or `--only e2e`; after
// it, test files narrow that step's run (`--only postgres server/startup/cluster.test.ts`).
// `npm test -- --slow` runs on a machine made worse on purpose: a process keeps one core busy for the
// whole run, the unit files run on the unit tests' slow machine (ASSAY_SLOW_UI, src/testing/slow-ui.ts),
// and every journey page's CPU is throttled 4x (E2E_SLOW, e2e/support/test.ts), with the
// journeys' upper bounds scaled to match (playwright.config.ts). docs/testing.md says when to run it.
// When a step fails, the last lines name the failed tests, their files and their first error lines.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { cpuReading, describeCpuUse } from './cpu-use.mjs';
import { startCoreBurner } from './core-burner.mjs';
import { bin, buildIsStale, continueOnProjectNode, ensureDependencies, projectEnv, root, run } from './prepare.mjs';
import { postgresTestFiles } from './postgres-suite.mjs';
import {
  describeFailures,
  failuresFrom,
  playwrightFailures,
  vitestFailures,
  vitestUnhandledErrors,
} from './failure-summary.mjs';
import { unhandledReportOf } from './vitest-unhandled-reporter.mjs';
import { ENGINE_FAULT_PRINTED, engineFaultVerdict, summaryFileCount } from './engine-crash.mjs';

// Debian packages the tests need: the browsers of the end-to-end tests (the headless shell runs
// the journeys, the full chromium the device check, D253), and openssl, which makes the
// certificate of the HTTPS server they and the API tests start (scripts/self-signed-cert.mjs).
const PACKAGES = [
  { file: '/usr/bin/chromium', name: 'chromium' },
  { file: '/usr/bin/chromium-headless-shell', name: 'chromium-headless-shell' },
  { file: '/usr/bin/openssl', name: 'openssl' },
];

function ensurePackages() {
  const missing = PACKAGES.filter((item) => !existsSync(item.file)).map((item) => item.name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `The tests need Debian's ${missing.join(' and ')}, not installed.\nInstall with:  sudo apt-get install ${missing.join(' ')}\nthen run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`> Installing ${missing.join(', ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install ${missing.join(' ')} by hand and run npm test again.`);
      process.exit(1);
    }
  }
}

// The PostgreSQL the API tests run on a second time: DATABASE_URL, else a local server's `test`
// database (the one .ci/run starts). Without an answer the step is skipped, and says so, except
// where PostgreSQL was promised: an explicit DATABASE_URL, or CI (.ci/run starts one).
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const POSTGRES_PROBE_MS = 2_000;

/** Undefined when PostgreSQL answers at `url`, else why not. */
async function postgresProblem(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: POSTGRES_PROBE_MS });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error.message || error.code || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Where a URL points, without its password. */
function shown(url) {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

// The build needs nothing the PostgreSQL step does, and that step leaves the CPU idle while its
// tests wait on the server (locks, races, round trips): the whole suite starts the build beside it
// (docs/testing.md). `--only build` runs it alone.
let build;
/** Starts `vite build` once, unless dist/ is newer than every input; resolves to its outcome. */
function startBuild() {
  if (build) return build;
  if (!buildIsStale()) return (build = Promise.resolve(undefined));
  console.log('> Building the app (vite build)...');
  // A step that fails ends npm test at once: a build still running beside it ends with it.
  build = runKept(bin('vite'), ['build'], (child) =>
    process.once('exit', () => child.exitCode === null && child.kill('SIGTERM')),
  );
  return build;
}

async function awaitBuild() {
  const outcome = await startBuild();
  if (!outcome) return void console.log('dist/ is newer than every input of the build; kept.');
  if (outcome.code !== 0) {
    process.stderr.write(outcome.output);
    throw new Error(`vite build failed (exit ${outcome.code})`);
  }
}

// The journeys' servers start from copies of one seeded data folder (scripts/e2e-servers.mjs).
// Seeding takes one core for a while; the whole suite seeds it beside the PostgreSQL step too, so
// the journeys' servers only copy it. `--only e2e` leaves the seeding to scripts/e2e-servers.mjs.
let e2eSeed;
function startE2eSeed() {
  if (e2eSeed) return e2eSeed;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'assay-e2e-seed-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...withoutDatabaseUrl(), DATA_DIR: dataDir, SEED_DEMO: '1', PORT: process.env.E2E_PORT ?? '3107' };
  e2eSeed = runKept(
    process.execPath,
    ['--import', 'tsx', 'scripts/e2e-seed-data.ts'],
    (child) => process.once('exit', () => child.exitCode === null && child.kill('SIGTERM')),
    env,
  ).then((outcome) => ({ ...outcome, dataDir }));
  return e2eSeed;
}

async function apiTestsOnPostgres(files = []) {
  if (only === undefined) {
    startBuild();
    startE2eSeed();
  }
  const url = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const problem = await postgresProblem(url);
  if (problem && (process.env.DATABASE_URL || process.env.CI))
    throw new Error(`PostgreSQL at ${shown(url)} does not answer: ${problem}`);
  if (problem) {
    return `SKIPPED: no PostgreSQL at ${shown(url)} (${problem}); the tests that need several server processes on one database did not run. Start PostgreSQL there or set DATABASE_URL to run them.`;
  }
  // Everything ran on PGlite in the step before; here only what can differ on a server (D181).
  const chosen = files.length > 0 ? files : postgresTestFiles(root);
  console.log(`> On ${shown(url)}: ${chosen.length} test files (scripts/postgres-suite.mjs says which and why)`);
  // Not spawnSync: the build beside it needs this process's event loop to read its output.
  const code = await runShown(bin('vitest'), ['run', ...vitestReporters('postgres'), '--project', 'api', ...chosen], {
    ...process.env,
    DATABASE_URL: url,
  });
  if (code !== 0) throw new Error(`vitest on PostgreSQL failed (exit ${code})`);
  return undefined;
}

const withoutDatabaseUrl = () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
};

// Priorities (nice levels) inside the journeys' step of the whole suite, where three runs share the
// two cores: the timed journeys time a lease or a countdown on the wall clock, so they come first
// (level 0); the other journeys wait on what each step stands for and yield to them when both want
// a core; the static checks take what CPU the journeys leave idle (about a fifth of both cores while
// the journeys wait on their servers and browsers, docs/testing.md). A level is a share of the CPU
// when processes compete, never a pause: a lower-priority run still has a core whenever one is free.
const JOURNEYS_NICE = 4;
const STATIC_NICE = 15;

/** The command and arguments that run `command` at nice level `level` (Linux's `nice`), or as given. */
function niced(level, command, args) {
  if (!level || process.platform !== 'linux' || !existsSync('/usr/bin/nice')) return [command, args];
  return ['/usr/bin/nice', ['-n', String(level), command, ...args]];
}

/** Runs a command with its output shown as it comes; resolves to its exit code. */
function runShown(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: projectEnv(env), stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs a command with its output shown as it comes and kept; resolves to its exit code and that output. */
function runTee(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: projectEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => ((output += chunk), process.stdout.write(chunk)));
    child.stderr.on('data', (chunk) => ((output += chunk), process.stderr.write(chunk)));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs a command with its output kept; resolves to its exit code and that output. */
function runKept(command, args, started = () => undefined, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: projectEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    started(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

// Checks that need nothing from each other: side by side on two cores. The typecheck is
// TypeScript 7's native compiler (the `typescript-7` alias, D223), by its path: the `typescript`
// package (5.9, whose API typescript-eslint reads) has a `tsc` too, and npm links one of the two.
const TYPESCRIPT_7 = 'node_modules/typescript-7/bin/tsc';
const STATIC_CHECKS = [
  ['typecheck', process.execPath, [TYPESCRIPT_7, '-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.']],
  ['catalogs', process.execPath, ['scripts/check-catalogs.mjs']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  // Import cycles, type-only imports included (.dependency-cruiser.mjs, D183).
  ['cycles', bin('depcruise'), ['.', '--output-type', 'err']],
  // No cycle between the server's module folders (.dependency-cruiser-modules.mjs, D404).
  [
    'module cycles',
    bin('depcruise'),
    ['server/modules', '--config', '.dependency-cruiser-modules.mjs', '--output-type', 'err'],
  ],
  // The decision records' headers and generated index; what the code cites (D300).
  ['decisions', process.execPath, ['scripts/decisions-index.mjs', '--check']],
  ['citations', process.execPath, ['scripts/code-citations.mjs']],
];

/** The static checks that failed, each with the first lines of its output, for the run's last lines. */
const staticFailures = [];

// The whole suite runs the static checks beside the journeys, at a low priority, for the CPU the
// journeys leave idle (docs/testing.md); their step, the last, then waits for them. A failure is
// reported at that step.
let staticRun;
function startStaticChecks(niceLevel = 0) {
  staticRun ??= Promise.all(
    STATIC_CHECKS.map(async ([name, command, args]) => ({
      name,
      ...(await runKept(...niced(niceLevel, command, args), (child) =>
        process.once('exit', () => child.exitCode === null && child.kill('SIGTERM')),
      )),
    })),
  );
  return staticRun;
}

async function staticChecks() {
  const results = await startStaticChecks();
  const failed = results.filter((result) => result.code !== 0);
  for (const { name, output } of failed) {
    console.error(`\n--- ${name} failed:\n${output}`);
    const lines = output.split('\n').filter((line) => line.trim().length > 0);
    staticFailures.push({
      where: name,
      name: '',
      outcome: 'failed',
      error: lines.slice(0, 3).join(' | ') || '(no output)',
    });
  }
  if (failed.length > 0) throw new Error(`${failed.map((result) => result.name).join(', ')} failed`);
  console.log(results.map((result) => `${result.name}: ok`).join(', '));
}

// Each runner also writes a JSON report here, read only when its step fails (failure-summary.mjs).
const reports = mkdtempSync(path.join(tmpdir(), 'assay-npm-test-'));
const reportOf = (key) => path.join(reports, `${key}.json`);
const vitestReporters = (key) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportOf(key)}`,
  // Unhandled errors, which the JSON report leaves out, beside it (`<key>.unhandled.json`).
  '--reporter=./scripts/vitest-unhandled-reporter.mjs',
];
// playwright.config.ts adds a JSON reporter at E2E_TIMINGS; a path the caller gave is kept.
const playwrightReport = process.env.E2E_TIMINGS || reportOf('e2e');
const timedReport = playwrightReport.replace(/(\.json)?$/, '.timed.json');

async function endToEnd(files) {
  // `--only e2e` on a fresh clone has no dist/ yet: its servers would serve no app, and every
  // journey would fail on the sign-in page. The whole suite built it in the step before.
  if (only !== undefined) await awaitBuild();
  const seed = e2eSeed && (await e2eSeed);
  if (seed && seed.code !== 0) {
    process.stderr.write(seed.output);
    throw new Error(`seeding the journeys' data folder failed (exit ${seed.code})`);
  }
  const env = {
    ...process.env,
    E2E_TIMINGS: playwrightReport,
    ...(slow ? { E2E_SLOW: '1' } : {}),
    ...(seed ? { E2E_SEED_DIR: seed.dataDir } : {}),
  };
  if (files.length > 0) return run(bin('playwright'), ['test', ...files], { env });
  if (only === undefined) startStaticChecks(STATIC_NICE);
  // The timed journeys time a lease or a countdown on the wall clock, in a Playwright run of their
  // own with servers of their own (every port is E2E_PORT's plus 100), beside the others from the
  // start, at a higher priority than theirs (JOURNEYS_NICE): when both want a core, the timed ones
  // get it, so a busy neighbour does not stretch what they time. Session 59 ran them beside the
  // others at one priority; flake 56 (a start button disabled for five minutes while the page got
  // ready for offline use) was the readiness checks piling up on a busy machine, in timed and
  // untimed runs alike (D362), not seen since (docs/testing.md).
  const timedPort = Number(process.env.E2E_PORT ?? 3107) + TIMED_PORT_OFFSET;
  const timed = runKept(
    bin('playwright'),
    // Its own output folder: each run empties its folder when it starts, traces being written included.
    ['test', '--project', 'timed', '--no-deps', '--output', path.join(reports, 'timed-results')],
    (child) => process.once('exit', () => child.exitCode === null && child.kill('SIGTERM')),
    { ...env, E2E_PORT: String(timedPort), E2E_TIMINGS: timedReport },
  );
  const code = await runShown(...niced(JOURNEYS_NICE, bin('playwright'), ['test']), { ...env, E2E_TIMED_APART: '1' });
  const timedOutcome = await timed;
  console.log(`\n--- the timed journeys (their own run, servers from port ${timedPort}):\n${timedOutcome.output}`);
  const failed = [code !== 0 && 'the journeys', timedOutcome.code !== 0 && 'the timed journeys'].filter(Boolean);
  if (failed.length > 0) throw new Error(`playwright failed: ${failed.join(' and ')}`);
}

const TIMED_PORT_OFFSET = 100;

// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;

/** A vitest run's closing lines (files, tests, errors, duration), from `Test Files` on. */
function vitestTotals(output) {
  const lines = output.split('\n');
  const at = lines.findLastIndex((line) => line.replace(COLOURS, '').trim().startsWith('Test Files'));
  return at === -1 ? output : lines.slice(at).join('\n');
}

// The unit files and the API files in two vitest runs side by side. The unit workers load the app's
// modules through Vite's module runner, one request at a time to their vitest process, and left a
// core idle for much of their phase when it came first in one run (sequence.groupOrder); the API
// run's global set-up (the seeded template) kept a core idle at its start too. Side by side, each
// fills the other's gaps. The API run's output is shown as it comes, the unit run's after it.
async function unitAndApiTests(files) {
  // --slow: the unit files on the unit tests' slow machine too (src/testing/slow-ui.ts); the API
  // project does not read it.
  const env = { ...withoutDatabaseUrl(), ...(slow ? { ASSAY_SLOW_UI: '1' } : {}) };
  if (files.length > 0) return run(bin('vitest'), ['run', ...vitestReporters('vitest'), ...files], { env });
  const unit = runKept(
    bin('vitest'),
    ['run', ...vitestReporters('unit'), '--project', 'unit', '--project', 'unit-isolated'],
    (child) => process.once('exit', () => child.exitCode === null && child.kill('SIGTERM')),
    env,
  );
  const api = await runTee(bin('vitest'), ['run', ...vitestReporters('vitest'), '--project', 'api'], env);
  const apiCode = api.code === 0 ? 0 : await afterTheEngineFault(api.output, env);
  const unitOutcome = await unit;
  // Passed, its totals only: its whole output pushed the API run's errors out of CI's tail (stop 84).
  const unitShown = unitOutcome.code === 0 ? vitestTotals(unitOutcome.output) : unitOutcome.output;
  console.log(`\n--- the unit files (their own vitest run, beside the API files):\n${unitShown}`);
  const failed = [unitOutcome.code !== 0 && 'the unit files', apiCode !== 0 && 'the API files'].filter(Boolean);
  if (failed.length > 0) throw new Error(`vitest failed: ${failed.join(' and ')}`);
}

const readReport = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Every file of the API project, as Vitest would run them; undefined when it cannot say. */
function apiFiles(env) {
  const listed = spawnSync(bin('vitest'), ['list', '--project', 'api', '--filesOnly', '--json'], {
    cwd: root,
    env: projectEnv(env),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return listed.status === 0 ? JSON.parse(listed.stdout).map((entry) => entry.file) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API run's exit code once V8's WebAssembly fault is accounted for (D445): 0 when the fault
 * ended a worker after its files had all passed; when it ended one in the middle of a file (or
 * before files it had not started), those files run again in a fresh Vitest process and their
 * outcome is the run's; anything else keeps the run's failure.
 */
async function afterTheEngineFault(output, env) {
  const verdict = engineFaultVerdict({
    output,
    report: readReport(reportOf('vitest')),
    unhandled: readReport(unhandledReportOf(reportOf('vitest'))),
    listedFiles: ENGINE_FAULT_PRINTED.test(output) ? apiFiles(env) : undefined,
    expectedFiles: summaryFileCount(output),
  });
  if (verdict.kind === 'other') return 1;
  if (verdict.kind === 'passed') {
    console.log(
      "\n--- The API files all passed; a worker was then ended by V8's known WebAssembly fault (nodejs/node#64500, D445), not by a test: counted as passed.",
    );
    return 0;
  }
  const names = verdict.files.map((file) => path.relative(root, file));
  console.log(
    `\n--- V8's known WebAssembly fault (nodejs/node#64500, D445) ended a worker with ${names.length} file(s) unfinished, every other file passed; running them again in a fresh process: ${names.join(', ')}`,
  );
  const rerun = await runTee(
    bin('vitest'),
    ['run', ...vitestReporters('vitest-rerun'), '--project', 'api', ...verdict.files],
    env,
  );
  console.log(
    `--- The unfinished file(s) ${rerun.code === 0 ? 'passed' : 'failed'} in their own run (exit ${rerun.code}).`,
  );
  return rerun.code;
}

/** Each step throws when it fails; one that returns a text was skipped, and says why. */
const steps = [
  ['unit and API tests', unitAndApiTests, 'vitest'],
  ['API tests on PostgreSQL', apiTestsOnPostgres, 'postgres'],
  ['build', awaitBuild],
  ['front-end budget', () => run(process.execPath, ['scripts/check-budget.mjs'])],
  ['end-to-end tests', endToEnd, 'e2e'],
  ['typecheck, lint, catalogs and format', staticChecks, 'static'],
];

/** The failed tests of a step that failed, from its runner's report. */
function failedTests(key) {
  if (key === 'vitest' || key === 'postgres')
    return (key === 'vitest' ? ['unit', 'vitest', 'vitest-rerun'] : [key]).flatMap((file) => [
      ...failuresFrom(reportOf(file), (report) => vitestFailures(report, root)),
      ...failuresFrom(unhandledReportOf(reportOf(file)), (report) => vitestUnhandledErrors(report, root)),
    ]);
  if (key === 'e2e')
    return [playwrightReport, timedReport].flatMap((file) =>
      failuresFrom(file, (report) => playwrightFailures(report, { root })),
    );
  if (key === 'static') return staticFailures;
  return [];
}

// --slow: one core kept busy from the first step to the last, as a busy CI machine would.
const slow = process.argv.includes('--slow');
function startSlowMode() {
  startCoreBurner();
  console.log(
    '> Slow mode: one core kept busy for the whole run, unit screens answered late (ASSAY_SLOW_UI=1), journey pages throttled 4x (E2E_SLOW=1)',
  );
}

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

ensurePackages();
try {
  ensureDependencies();
} catch (error) {
  console.error(`\n${error.message}\nnpm test FAILED at: installing dependencies`);
  process.exit(1);
}
continueOnProjectNode();

const args = process.argv.filter((arg) => arg !== '--slow');
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? undefined : args[onlyAt + 1];
const onlyFiles = onlyAt === -1 ? [] : args.slice(onlyAt + 2);
const chosen = only === undefined ? steps : steps.filter(([name, , key]) => name === only || key === only);
if (chosen.length === 0) {
  console.error(`No step named "${only}". Steps: ${steps.map(([name, , key]) => key ?? name).join(', ')}.`);
  process.exit(1);
}

if (slow) startSlowMode();

const passed = [];
const skipped = [];
const durations = [];
/** Each step's time, printed at the end so the slow ones are seen (docs/testing.md keeps them). */
function printDurations() {
  const width = Math.max(...durations.map(([name]) => name.length));
  console.log('\nStep durations:');
  for (const [name, secondsTaken, outcome, cpu] of durations)
    console.log(`  ${name.padEnd(width)}  ${secondsTaken.padStart(7)} s  ${outcome}${cpu ? `  (${cpu})` : ''}`);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(started).padStart(7)} s`);
}
for (const [name, step, key] of chosen) {
  const stepStarted = Date.now();
  const cpuBefore = cpuReading();
  const cpuUse = () => describeCpuUse(cpuBefore, cpuReading());
  console.log(`\n=== ${name} ===`);
  let skippedBecause;
  try {
    skippedBecause = await step(onlyFiles);
  } catch (error) {
    console.error(`\n${error.message}`);
    durations.push([name, seconds(stepStarted), 'FAILED', cpuUse()]);
    printDurations();
    // Last, so that the tail of a CI log says why.
    const failures = failedTests(key);
    console.error(`\nnpm test FAILED at: ${name} (after ${seconds(started)} s)${failures.length > 0 ? ':' : ''}`);
    for (const line of describeFailures(failures)) console.error(line);
    // A runner that died, or failed in a way its report does not hold: say so rather than nothing.
    if (failures.length === 0)
      console.error(`  ${error.message}; no runner's report names a failed test: see its output above`);
    process.exit(1);
  }
  if (skippedBecause) {
    console.log(`--- ${name}: ${skippedBecause}`);
    durations.push([name, seconds(stepStarted), 'skipped', cpuUse()]);
    skipped.push(name);
  } else {
    console.log(`--- ${name}: passed in ${seconds(stepStarted)} s`);
    durations.push([name, seconds(stepStarted), 'passed', cpuUse()]);
    passed.push(name);
  }
}

const summary = [passed.join(', '), skipped.length > 0 ? `SKIPPED: ${skipped.join(', ')} (see above)` : '']
  .filter(Boolean)
  .join('; ');
printDurations();
console.log(`\nnpm test PASSED${slow ? ' (slow mode)' : ''}: ${summary} (${seconds(started)} s)`);
