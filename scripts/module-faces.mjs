// Which server modules are reached past their face (D331, D352): imports from outside a folder
// under server/modules/ of a file in it other than its index.ts. The two composition roots keep
// their exceptions, as in .dependency-cruiser.mjs: server/app.ts registers routes (*.routes.ts)
// and the activity kinds' registry (server/modules/activity-kinds.gen.ts) lists kinds (*.kind.ts).
// dependency-cruiser fails on such an import into a faced module; this count keeps its list of
// modules not yet faced honest (scripts/module-faces.test.ts). `node scripts/module-faces.mjs`
// prints them, fewest imports first, to pick the next face; `--module <name>` lists one's imports.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The modules still reached past their face: dependency-cruiser's `module-face` rule holds every
// other folder of server/modules/. Take a module off once it has its face; never add one. Empty
// since session 62: every module folder has its face.
export const NOT_YET_FACED = [];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const ROOTS = ['contracts', 'src', 'server', 'sw', 'scripts', 'bench', 'e2e'];
const SKIP = new Set(['node_modules', 'dist', 'dev-dist', 'data', 'test-results', 'playwright-report']);

function* codeFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) yield* codeFiles(path);
    } else if (/\.(tsx?|mjs|js)$/.test(entry.name)) yield path;
  }
}

function allowed(from, inner) {
  if (inner === 'index.ts') return true;
  if (from === 'server/app.ts') return inner.endsWith('.routes.ts');
  if (from === 'server/modules/activity-kinds.gen.ts') return inner.endsWith('.kind.ts');
  return false;
}

/** Per module folder, the imports past its face as "importing file -> file inside" (paths from root). */
export function importsPastFaces(root) {
  const modulesDir = join(root, 'server', 'modules');
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const past = new Map(modules.map((name) => [name, []]));
  for (const file of ROOTS.flatMap((dir) => [...codeFiles(join(root, dir))])) {
    const from = relative(root, file).split(sep).join('/');
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(modulesDir, resolve(dirname(file), specifier)).split(sep);
      if (target[0] === '..' || target.length < 2 || !past.has(target[0])) continue;
      if (from.startsWith(`server/modules/${target[0]}/`)) continue;
      const inner = target.slice(1).join('/');
      if (!allowed(from, inner)) past.get(target[0]).push(`${from} -> ${inner}`);
    }
  }
  return past;
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const past = importsPastFaces(root);
  const at = process.argv.indexOf('--module');
  if (at > 0) {
    const name = process.argv[at + 1];
    if (!past.has(name)) {
      console.error(`No module folder server/modules/${name}/.`);
      process.exit(1);
    }
    console.log(past.get(name).join('\n') || `Nothing reaches past the face of ${name}.`);
    return;
  }
  const listed = NOT_YET_FACED.filter((name) => past.has(name)).map((name) => {
    const imports = past.get(name);
    return { name, imports: imports.length, files: new Set(imports.map((i) => i.split(' -> ')[0])).size };
  });
  listed.sort((a, b) => a.imports - b.imports || a.name.localeCompare(b.name));
  for (const { name, imports, files } of listed)
    console.log(`${name}: ${imports} imports past its face, from ${files} files`);
  console.log(`${past.size - NOT_YET_FACED.length} of ${past.size} module folders held by the module-face rule.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
