/**
 * The candidate route tree: TanStack Router's generated tree (src/route-tree.gen.ts) less the
 * staff routes, as a virtual module the app starts with. The full tree (the staff routes' paths,
 * search schemas and guards, about 15 KB gzip) is a lazy chunk that src/router.tsx loads when a URL
 * needs it, so no candidate screen downloads it. Both trees share the same route objects (the
 * route files' `Route` exports); the full tree is a superset. docs/decisions.md ("Third pass").
 *
 * How: strip the generated file's types, drop the imports of staff route files, then drop every
 * top-level declaration that uses a dropped name and every property of a children object that
 * points at one, until nothing more goes. The generated file's shape (imports, `X.update(...)`,
 * `X._addFileChildren(children)`) is all it relies on; a staff import left behind fails the budget
 * check (scripts/check-budget.mjs), a candidate route dropped fails its e2e specs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseAst, transformWithOxc, type Plugin } from 'vite';

export const CANDIDATE_ROUTE_TREE = 'virtual:assay/candidate-route-tree';
/** Route files (relative to src/) that only staff reach: the staff layout and everything below it, the scorecard print. */
export const STAFF_ROUTE_FILE = /^\.\/routes\/(_staff(\/|$)|_print\/printscorecard$)/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The identifiers a piece of code reads (not property keys or member names). */
function identifiersIn(node: Node, found = new Set<string>()): Set<string> {
  if (node.type === 'Identifier') found.add(node.name as string);
  for (const [key, value] of Object.entries(node)) {
    if (
      (node.type === 'Property' && key === 'key' && !node.computed) ||
      (node.type === 'MemberExpression' && key === 'property' && !node.computed)
    )
      continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) identifiersIn(child, found);
  }
  return found;
}

export function candidateRouteTree(generatedJs: string): string {
  const program = parseAst(generatedJs) as unknown as { body: Node[] };
  const dropped = new Set<string>();
  const cuts: [number, number][] = [];
  const gone = new Set<Node>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !STAFF_ROUTE_FILE.test((statement.source as { value: string }).value))
      continue;
    for (const specifier of statement.specifiers as Node[]) dropped.add((specifier.local as { name: string }).name);
    gone.add(statement);
    cuts.push([statement.start, statement.end]);
  }
  const cutProperties = new Set<Node>();
  for (let changed = true; changed;) {
    changed = false;
    for (const statement of program.body) {
      if (gone.has(statement)) continue;
      const declaration =
        statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
      if (!declaration || declaration.type !== 'VariableDeclaration') continue;
      const [declarator] = declaration.declarations as Node[];
      const init = declarator?.init as Node | null | undefined;
      if (!declarator || !init) continue;
      if (init.type === 'ObjectExpression') {
        const properties = init.properties as Node[];
        for (const property of properties) {
          if (
            cutProperties.has(property) ||
            !isNode(property.value) ||
            ![...identifiersIn(property.value)].some((name) => dropped.has(name))
          )
            continue;
          cutProperties.add(property);
          let end = property.end;
          while (/\s/.test(generatedJs[end] ?? '')) end += 1;
          if (generatedJs[end] === ',') end += 1;
          cuts.push([property.start, end]);
        }
        // A children object left empty (a layout whose children are all staff routes) goes too.
        if (properties.length === 0 || !properties.every((property) => cutProperties.has(property))) continue;
      } else if (![...identifiersIn(init)].some((name) => dropped.has(name))) continue;
      if (statement.type === 'ExportNamedDeclaration')
        throw new Error(`candidate route tree: the export at ${statement.start} needs a staff route`);
      dropped.add((declarator.id as { name: string }).name);
      gone.add(statement);
      cuts.push([statement.start, statement.end]);
      changed = true;
    }
  }
  // Cuts inside a dropped statement (properties of a dropped children object) go with it.
  const outer = cuts.filter(
    ([start, end]) => !cuts.some(([s2, e2]) => (s2 < start && e2 >= end) || (s2 <= start && e2 > end)),
  );
  let out = generatedJs;
  for (const [start, end] of outer.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

export function candidateRouteTreePlugin(): Plugin {
  let generated = path.resolve('src/route-tree.gen.ts');
  // A path beside the generated file, so its relative imports resolve as the generated file's do.
  let id = path.resolve('src/route-tree.candidate.gen.js');
  return {
    name: 'assay-candidate-route-tree',
    configResolved(config) {
      generated = path.join(config.root, 'src/route-tree.gen.ts');
      id = path.join(config.root, 'src/route-tree.candidate.gen.js');
    },
    resolveId(source) {
      return source === CANDIDATE_ROUTE_TREE ? id : undefined;
    },
    async load(loaded) {
      if (loaded !== id) return undefined;
      this.addWatchFile(generated);
      const { code } = await transformWithOxc(fs.readFileSync(generated, 'utf8'), generated, { lang: 'ts' });
      return candidateRouteTree(code);
    },
  };
}
