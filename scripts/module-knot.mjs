// The server's module folders as a graph (server/modules/<name>/, production files only): which
// module imports which, and the imports that close a cycle between modules. File-level acyclicity
// (.dependency-cruiser.mjs) hides a folder-level knot: a imports b's service while b imports a's
// store, no file cycle, yet neither module can change or be understood alone (D280).
// `node scripts/module-knot.mjs` fails when an import joins a cycle that server/modules/knot.json
// does not list, or when the list names an import that no longer closes one (the knot shrank:
// `--write` records it), so the knot can only come undone.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Tarjan's strongly connected sets of the graph the edges draw, largest first. */
export function stronglyConnected(edges) {
  const next = new Map();
  for (const edge of edges) {
    const [a, b] = edge.split(' -> ');
    if (!next.has(a)) next.set(a, []);
    if (!next.has(b)) next.set(b, []);
    next.get(a).push(b);
  }
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

/** What the knot is now against the recorded list: imports that joined it, and recorded ones that left it. */
export function compareKnot(current, recorded) {
  const now = new Set(current);
  const before = new Set(recorded);
  return { joined: current.filter((e) => !before.has(e)), left: recorded.filter((e) => !now.has(e)) };
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const modulesDir = join(root, 'server', 'modules');
  const recordFile = join(modulesDir, 'knot.json');
  const edges = moduleEdges(modulesDir);
  const knot = knotEdges(edges);
  const sets = stronglyConnected(edges).filter((set) => set.length > 1);
  const mutual = edges.filter(
    (e) =>
      e.localeCompare(e.split(' -> ').reverse().join(' -> ')) < 0 &&
      edges.includes(e.split(' -> ').reverse().join(' -> ')),
  );
  const summary = `${new Set(edges.flatMap((e) => e.split(' -> '))).size} modules, ${edges.length} imports between them, ${mutual.length} pairs importing each other, ${knot.length} imports on a cycle, largest cycle set ${sets[0]?.length ?? 0} modules`;
  if (process.argv.includes('--write')) {
    writeFileSync(recordFile, `${JSON.stringify({ summary, knot }, null, 2)}\n`);
    console.log(`Recorded in ${relative(root, recordFile)}: ${summary}.`);
    return;
  }
  const recorded = JSON.parse(readFileSync(recordFile, 'utf8')).knot;
  const { joined, left } = compareKnot(knot, recorded);
  if (joined.length > 0) {
    console.error(
      `These imports join a cycle between server modules (D280); make one of the two depend on the other only:\n${joined.map((e) => `  ${e}`).join('\n')}`,
    );
  }
  if (left.length > 0) {
    console.error(
      `The knot shrank: these imports no longer close a cycle. Record it with \`node scripts/module-knot.mjs --write\`:\n${left.map((e) => `  ${e}`).join('\n')}`,
    );
  }
  if (joined.length > 0 || left.length > 0) process.exit(1);
  console.log(`Server modules: ${summary}; no import joined the knot.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
