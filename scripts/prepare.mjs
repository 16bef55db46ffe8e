// What `npm start` and `npm test` both do before their real work, so a fresh clone needs only
// Node and npm: install the locked dependencies when they are missing or older than the
// lockfile, and build the app when dist/ is missing or older than any of its inputs.
// Plain Node with no imports beyond node:*, because it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const BUILD_INPUTS = [
  'src',
  'sw',
  'contracts',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
];
// The last files a build writes; the build counts as old as the oldest of them.
const BUILD_OUTPUTS = ['dist/index.html', 'dist/sw.js', 'dist/manifest.webmanifest'];

/** Runs a command in the project folder with the terminal attached; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const error = new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/** A binary from node_modules/.bin, so no npx lookup (or prompt) can get in the way. */
export function bin(name) {
  return join(root, 'node_modules', '.bin', name);
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Newest modification time under a file or folder; test files do not change the bundle. */
function newestUnder(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || /\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestUnder(join(path, entry.name)));
  }
  return newest;
}

export function dependenciesAreStale() {
  const installed = mtime(join(root, 'node_modules', '.package-lock.json'));
  const locked = mtime(join(root, 'package-lock.json'));
  return installed === undefined || (locked !== undefined && locked > installed);
}

export function buildIsStale() {
  const built = BUILD_OUTPUTS.map((file) => mtime(join(root, file)));
  if (built.some((time) => time === undefined)) return true;
  const builtAt = Math.min(...built);
  return BUILD_INPUTS.some((input) => newestUnder(join(root, input)) > builtAt);
}

export function ensureDependencies() {
  if (!dependenciesAreStale()) return;
  console.log('> Installing dependencies (npm ci)...');
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: ['inherit', 'inherit', 'pipe'], encoding: 'utf8' });
  if (ci.status === 0) return;
  process.stderr.write(ci.stderr ?? '');
  // npm 11 `ci` refuses a lockfile when a platform-specific optional package (another OS's
  // rollup or rolldown binary) cannot be fetched from the registry in use, although `npm install`
  // made that very lockfile (npm/cli#4828, #9846). `npm install` installs the same locked
  // versions and leaves the lockfile as it is, so it is the fallback for that case only.
  if (!/EUSAGE|in sync/.test(ci.stderr ?? '')) {
    const error = new Error(`npm ci failed (exit ${ci.status ?? ci.signal})`);
    error.exitCode = ci.status ?? 1;
    throw error;
  }
  console.log('> npm ci refused the lockfile over optional platform packages; installing the locked versions with npm install...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function ensureBuild({ force = false } = {}) {
  if (!force && !buildIsStale()) return;
  console.log('> Building the app (vite build)...');
  run(bin('vite'), ['build']);
}
