/**
 * The candidate route tree: TanStack Router's own generator run once more on src/routes with the
 * staff layouts left out (scripts/route-split.mjs STAFF_ROUTES), its output kept in memory as the
 * virtual module the app starts with. The full tree (the staff routes' paths, search schemas and
 * guards, about 15 KB gzip) is a lazy chunk that src/router.tsx loads when a URL needs it, so no
 * candidate screen downloads it. Both trees call `update` on the same route objects (the route
 * files' `Route` exports) with the same ids and paths; the full tree is a superset.
 * D86.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// The router plugin's own generator (the lockfile pins it with @tanstack/router-plugin).
import { Generator, getConfig } from '@tanstack/router-generator';
import type { Plugin } from 'vite';
import { isStaffRoute, STAFF_ROUTES } from './route-split.mjs';

export const CANDIDATE_ROUTE_TREE = 'virtual:assay/candidate-route-tree';

/** The generator skips a file or folder whose name matches: the staff layouts' last segments. */
const STAFF_NAMES = `^(${STAFF_ROUTES.map((layout) => path.posix.basename(layout)).join('|')})(\\.[^/]*)?$`;

/** Relative imports of route files in a generated tree, as paths from the root without extension. */
const routeImports = (tree: string) =>
  [...tree.matchAll(/from ['"]\.\/(routes\/[^'"]+)['"]/g)].map(([, route]) => `src/${route}`).sort();

/** The candidate tree's code for the routes under `<root>/src/routes`, checked against the full generated tree. */
export async function candidateRouteTree(root: string): Promise<string> {
  const target = path.join(root, 'src/route-tree.candidate.gen.js');
  const written = new Map<string, string>();
  // The generator reads the route files from disk; what it writes (the tree) stays in memory.
  const memory = {
    stat: async () => ({ mtimeMs: 0n, mode: 0o644, uid: 0, gid: 0 }),
    rename: async (from: string, to: string) => void written.set(to, written.get(from) ?? ''),
    writeFile: async (file: string, content: string) => void written.set(file, content),
    readFile: async (file: string) => {
      const stat = { mtimeMs: 0n };
      if (written.has(file)) return { stat, fileContent: written.get(file)! };
      return fs.readFile(file, 'utf8').then(
        (fileContent) => ({ stat, fileContent }),
        () => 'file-not-existing' as const,
      );
    },
    chmod: async () => undefined,
    chown: async () => undefined,
  };
  const config = getConfig(
    {
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: target,
      routeFileIgnorePattern: STAFF_NAMES,
      disableTypes: true,
      disableLogging: true,
      // Its scratch files (in memory here) would otherwise create .tanstack/tmp in the repository.
      tmpDir: path.join(os.tmpdir(), 'assay-candidate-route-tree'),
    },
    root,
  );
  await new Generator({ config, root, fs: memory as never }).run();
  const tree = written.get(target);
  if (!tree) throw new Error('candidate route tree: the route generator wrote no tree');
  // Exactly the full tree's routes less the staff layouts' (a name the pattern also matches elsewhere would drop a candidate route).
  const full = routeImports(await fs.readFile(path.join(root, 'src/route-tree.gen.ts'), 'utf8'));
  const expected = full.filter((route) => !isStaffRoute(route));
  if (routeImports(tree).join() !== expected.join())
    throw new Error(
      `candidate route tree: its routes are not the full tree's less the staff layouts (${STAFF_ROUTES.join(', ')})`,
    );
  return tree;
}

export function candidateRouteTreePlugin(): Plugin {
  let root = process.cwd();
  // A path beside the generated file, so its relative imports resolve as the generated file's do.
  const id = () => path.join(root, 'src/route-tree.candidate.gen.js');
  return {
    name: 'assay-candidate-route-tree',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === CANDIDATE_ROUTE_TREE ? id() : undefined),
    load(loaded) {
      if (loaded !== id()) return undefined;
      // Regenerated when the routes change (the router plugin regenerates the full tree then).
      this.addWatchFile(path.join(root, 'src/route-tree.gen.ts'));
      return candidateRouteTree(root);
    },
  };
}
