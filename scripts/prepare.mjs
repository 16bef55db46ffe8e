// What `npm start` and `npm test` both do before their real work, so a fresh clone needs only
// Node and npm: install the locked dependencies when they are missing or older than the
// lockfile, run on the project's own Node (24, from the registry: D180), and build the app when
// dist/ is missing or older than any of its inputs.
// Plain Node with no imports beyond node:*, because it runs before node_modules exists, and on
// whatever Node the machine has.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const binDir = join(root, 'node_modules', '.bin');

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

/** The environment every child gets: the project's binaries (its Node first) on the PATH. */
export function projectEnv(env = process.env) {
  return { ...env, PATH: [binDir, env.PATH].filter(Boolean).join(delimiter) };
}

/**
 * Runs a command in the project folder; throws when it fails. `quiet` keeps its output and
 * prints it only when the command fails, so a healthy start shows Assay's own lines alone.
 */
export function run(command, args, options = {}) {
  const { quiet = false, env, ...rest } = options;
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: projectEnv(env),
    ...rest,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    const error = new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/** A binary from node_modules/.bin, so no npx lookup (or prompt) can get in the way. */
export function bin(name) {
  return join(binDir, name);
}

/** The Node the project runs on: the registry's Node 24 in node_modules once installed. */
export function projectNode() {
  const local = bin(process.platform === 'win32' ? 'node.exe' : 'node');
  return existsSync(local) ? local : process.execPath;
}

/**
 * Started on the machine's own Node (a fresh clone has no other), a script re-runs itself on the
 * project's Node once dependencies are installed, and exits with its code.
 */
export function continueOnProjectNode() {
  if (!needsProjectNode()) return;
  const result = spawnSync(projectNode(), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...projectEnv(), [ON_PROJECT_NODE]: '1' },
  });
  process.exit(result.status ?? 1);
}

// Set in the re-run, so a script never starts itself a second time, whatever the paths say.
const ON_PROJECT_NODE = 'ASSAY_ON_PROJECT_NODE';

/**
 * Whether this process runs on another Node than the project's. node_modules/.bin/node is a link
 * and process.execPath the file it points to, so the two are compared as real paths.
 */
export function needsProjectNode() {
  if (process.env[ON_PROJECT_NODE] === '1') return false;
  return realpathSync(projectNode()) !== realpathSync(process.execPath);
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

const lockfile = () => readFileSync(join(root, 'package-lock.json'), 'utf8');

export function ensureDependencies() {
  if (!dependenciesAreStale()) return;
  console.log('> Installing dependencies (npm ci, about a minute the first time)...');
  // `npm ci` installs the lockfile as it is or fails; it never rewrites it (D180, superseding D3).
  const before = lockfile();
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { quiet: true });
  if (lockfile() !== before)
    throw new Error('npm ci changed package-lock.json; commit a lockfile that npm ci installs as it is.');
}

export function ensureBuild({ force = false } = {}) {
  if (!force && !buildIsStale()) return false;
  console.log('> Building the app (vite build)...');
  run(bin('vite'), ['build'], { quiet: true });
  return true;
}
