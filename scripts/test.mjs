// `npm test`: everything, in order, stopping at the first failure: typecheck, lint, the catalog
// check, unit and API tests, the build, the front-end budget (bench/budget.json), end-to-end tests
// in Debian's chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { bin, ensureBuild, ensureDependencies, run } from './prepare.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `The end-to-end tests need Debian's chromium at ${CHROMIUM}, which is not installed.\n` +
        'Install it with:  sudo apt-get install chromium\nthen run npm test again.',
    );
    process.exit(1);
  }
  console.log('> Installing chromium (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand and run npm test again.`);
      process.exit(1);
    }
  }
}

const steps = [
  ['typecheck', () => run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])],
  ['lint', () => run(bin('eslint'), ['.'])],
  ['catalogs', () => run(process.execPath, ['scripts/check-catalogs.mjs'])],
  ['unit and API tests', () => run(bin('vitest'), ['run'])],
  ['build', () => ensureBuild({ force: true })],
  ['front-end budget', () => run(process.execPath, ['scripts/check-budget.mjs'])],
  ['end-to-end tests', () => run(bin('playwright'), ['test'])],
];

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

ensureChromium();
try {
  ensureDependencies();
} catch (error) {
  console.error(`\n${error.message}\nnpm test FAILED at: installing dependencies`);
  process.exit(1);
}

for (const [name, step] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    step();
  } catch (error) {
    console.error(`\n${error.message}`);
    console.error(`\nnpm test FAILED at: ${name} (after ${seconds(started)} s)`);
    process.exit(1);
  }
  console.log(`--- ${name}: passed in ${seconds(stepStarted)} s`);
}

console.log(`\nnpm test PASSED: ${steps.map(([name]) => name).join(', ')} (${seconds(started)} s)`);
