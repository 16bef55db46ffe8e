// `npm test`: everything, in order, stopping at the first failure: typecheck, lint, the catalog
// check, unit and API tests, the build, the front-end budget (bench/budget.json), end-to-end tests
// in Debian's chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { bin, ensureBuild, ensureDependencies, run } from './prepare.mjs';

// Debian packages the tests need: the browser of the end-to-end tests, and openssl, which makes
// the certificate of the HTTPS server they and the API tests start (scripts/self-signed-cert.mjs).
const PACKAGES = [
  { file: '/usr/bin/chromium', name: 'chromium' },
  { file: '/usr/bin/openssl', name: 'openssl' },
];

function ensurePackages() {
  const missing = PACKAGES.filter((item) => !existsSync(item.file)).map((item) => item.name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`The tests need Debian's ${missing.join(' and ')}, not installed.\nInstall with:  sudo apt-get install ${missing.join(' ')}\nthen run npm test again.`);
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

ensurePackages();
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
