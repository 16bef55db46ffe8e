// The server's module folders as a graph (server/modules/<name>/, production files only): which
// module imports which, and the imports that close a cycle between modules. File-level acyclicity
// (.dependency-cruiser.mjs) hides a folder-level knot: a imports b's service while b imports a's
// store, no file cycle, yet neither module can change or be understood alone (D280).
// `node scripts/module-knot.mjs` prints the graph's figures and fails on any import that closes a
// cycle between modules: the knot came undone and may not come back (D404); `--floors` then lists
// the modules floor by floor, each importing only modules on floors below its own. The static check runs
// the same rule through dependency-cruiser (.dependency-cruiser-modules.mjs, `no-folder-cycle`).
// A module that needs every kind's part (a new application, the plan's defaults) reads the kinds'
// registry, server/modules/activity-kinds.ts, not a kind's module by name (D427): KIND_READERS
// lists the imports of a kind's module by another module that remain (scripts/module-knot.test.ts),
// none since D459.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The imports of a kind's module (a folder holding a `<name>.kind.ts`) by another module, other than
// the kinds' registry. Take one off once it goes through the registry; never add one (D427). Empty
// since D459: what another module needs of a kind is a hook in its definition, read through the
// registry (or announced, for a module the kinds import), or a read of stored rows below the
// modules (server/db).
export const KIND_READERS = [];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function* productionFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* productionFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** Module-to-module imports as "a -> b", from each file's relative import specifiers. */
export function moduleEdges(modulesDir) {
  const edges = new Set();
  for (const file of productionFiles(modulesDir)) {
    const from = relative(modulesDir, file).split(/[\\/]/)[0];
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(modulesDir, resolve(dirname(file), specifier)).split(/[\\/]/);
      if (target[0] === '..' || target.length < 2 || target[0] === from) continue;
      edges.add(`${from} -> ${target[0]}`);
    }
  }
  return [...edges].sort();
}

/** The module folders that define an activity kind: those holding a `<name>.kind.ts` (activity-kinds.gen.ts lists them). */
export function kindModules(modulesDir) {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && readdirSync(join(modulesDir, entry.name)).some((f) => f.endsWith('.kind.ts')),
    )
    .map((entry) => entry.name)
    .sort();
}

/** Of the module imports, those of a kind's module by another module (the registry files, `*.ts` at the top, left out). */
export function kindReaders(edges, kinds) {
  return edges.filter((edge) => {
    const [a, b] = edge.split(' -> ');
    return kinds.includes(b) && !a.endsWith('.ts');
  });
}

/** The graph the edges draw: each module with the modules it imports (none for a module only imported). */
function importsOf(edges) {
  const next = new Map();
  for (const edge of edges) {
    const [a, b] = edge.split(' -> ');
    if (!next.has(a)) next.set(a, []);
    if (!next.has(b)) next.set(b, []);
    next.get(a).push(b);
  }
  return next;
}

/** Tarjan's strongly connected sets of the graph the edges draw, largest first. */
export function stronglyConnected(edges) {
  const next = importsOf(edges);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const sets = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const set = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        set.push(member);
      } while (member !== node);
      sets.push(set.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return sets.sort((x, y) => y.length - x.length || x[0].localeCompare(y[0]));
}

/** The imports whose two modules lie on one cycle: those that would have to go for the knot to come undone. */
export function knotEdges(edges) {
  const setOf = new Map();
  for (const set of stronglyConnected(edges)) for (const node of set) setOf.set(node, set);
  return edges.filter((edge) => {
    const [a, b] = edge.split(' -> ');
    return setOf.get(a).length > 1 && setOf.get(a) === setOf.get(b);
  });
}

/**
 * Each module's floor in a graph without cycles: 0 for a module that imports no other, else one
 * above the highest module it imports, so every import runs down at least one floor.
 */
export function moduleFloors(edges) {
  const next = importsOf(edges);
  const floors = new Map();
  const floorOf = (node) => {
    if (!floors.has(node)) floors.set(node, Math.max(-1, ...next.get(node).map(floorOf)) + 1);
    return floors.get(node);
  };
  for (const node of next.keys()) floorOf(node);
  return floors;
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const modulesDir = join(root, 'server', 'modules');
  const edges = moduleEdges(modulesDir);
  const knot = knotEdges(edges);
  const sets = stronglyConnected(edges).filter((set) => set.length > 1);
  const mutual = edges.filter(
    (e) =>
      e.localeCompare(e.split(' -> ').reverse().join(' -> ')) < 0 &&
      edges.includes(e.split(' -> ').reverse().join(' -> ')),
  );
  const summary = `${new Set(edges.flatMap((e) => e.split(' -> '))).size} modules, ${edges.length} imports between them, ${mutual.length} pairs importing each other, ${knot.length} imports on a cycle, largest cycle set ${sets[0]?.length ?? 0} modules`;
  if (knot.length > 0) {
    console.error(
      `These imports close a cycle between server modules (D404); move what both need below them (server/db, server/http) or announce it and let the other listen (activity-events.ts):\n${knot.map((e) => `  ${e}`).join('\n')}`,
    );
    process.exit(1);
  }
  const readers = kindReaders(edges, kindModules(modulesDir));
  const added = readers.filter((edge) => !KIND_READERS.includes(edge));
  if (added.length > 0) {
    console.error(
      `These modules import a kind's module by name; read the kinds' registry (server/modules/activity-kinds.ts) and give the kind a hook instead (D427):\n${added.map((e) => `  ${e}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Server modules: ${summary}; ${readers.length} imports of a kind's module outside the registry.`);
  if (process.argv.includes('--floors')) {
    const floors = moduleFloors(edges);
    const top = Math.max(...floors.values());
    for (let floor = top; floor >= 0; floor--) {
      const names = [...floors].filter(([, f]) => f === floor).map(([name]) => name);
      console.log(`floor ${floor}: ${names.sort().join(', ')}`);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
