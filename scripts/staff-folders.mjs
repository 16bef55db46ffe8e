// Which folders of src/features and src/ui are staff code, read from the source by the route tree
// (route-split.mjs): a folder is staff when the staff route files reach some of its modules and no
// candidate route reaches any. lingui.config.ts puts their messages in the staff catalog. No build
// is needed: the imports are read from the source text (type-only imports left out, as the bundle
// leaves them out), which is all the route tree needs to tell the two sides apart.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isStaffRoute, splitByRouteTree } from './route-split.mjs';

const FULL_ROUTE_TREE = 'src/route-tree.gen.ts';
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(root, folder) {
  const files = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFiles(root, path));
    else if (SOURCE.test(entry.name) && !/\.test\./.test(entry.name)) files.push(path);
  }
  return files;
}

function resolveImport(root, from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, resolve(root, dirname(from), specifier)).replaceAll('\\', '/');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = join(root, candidate);
    if (existsSync(full) && statSync(full).isFile() && SOURCE.test(candidate)) return candidate;
  }
  return undefined;
}

/** The module graph of src/ from its source text: id -> { imports, dynamicImports }. */
export function sourceGraph(root) {
  const modules = {};
  for (const file of sourceFiles(root, 'src')) {
    const imports = [];
    const dynamicImports = [];
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue;
      const target = resolveImport(root, file, match[2] ?? match[3]);
      if (target) (match[3] ? dynamicImports : imports).push(target);
    }
    modules[file] = { imports, dynamicImports };
  }
  return modules;
}

const isRouteFile = (id) => /^src\/routes\/(.*\/)?[^-/][^/]*\.tsx?$/.test(id) && id !== FULL_ROUTE_TREE;

/**
 * The folders of src/features and src/ui that are staff code, from a module graph of src/ (ids
 * relative to the root). The app starts at src/main.tsx, and the candidate route tree (a virtual
 * module the build makes) imports every route file outside the staff layouts.
 */
export function staffFoldersOf(modules) {
  const candidateRoutes = Object.keys(modules).filter((id) => isRouteFile(id) && !isStaffRoute(id));
  const { candidate, staff } = splitByRouteTree({
    modules,
    entries: ['src/main.tsx', ...candidateRoutes],
    fullRouteTree: FULL_ROUTE_TREE,
  });
  const folderOf = (id) => /^src\/(features|ui)\/([^/]+)\//.exec(id);
  const candidateFolders = new Set([...candidate.keys()].map((id) => folderOf(id)?.slice(1).join('/')));
  const staffFolders = new Set(
    [...staff.keys()]
      .map((id) => folderOf(id)?.slice(1).join('/'))
      .filter((folder) => folder && !candidateFolders.has(folder)),
  );
  const named = (kind) =>
    [...staffFolders].filter((f) => f.startsWith(`${kind}/`)).map((f) => f.slice(kind.length + 1));
  return { features: named('features').sort(), ui: named('ui').sort() };
}

export const staffFolders = (root) => staffFoldersOf(sourceGraph(root));
