/**
 * Which chunk a module goes in, decided from the module graph and the screens people land on, so
 * that a renamed, moved or new file lands in the right chunk without editing vite.config.ts
 * (docs/benchmarks.md, "Chunks by rule"). In priority order:
 *
 * - `boot`: what src/main.tsx imports statically (Rolldown's `$initial` tag; vite.config.ts).
 * - One chunk per start-up stage, a module src/main.tsx imports with `import()` (the route tree,
 *   React DOM), with everything it needs that an earlier stage does not hold.
 * - `staff-routes`: the full generated route tree and the staff code it imports statically (the
 *   staff routes' eager parts), never a module candidate code also reaches (that would make
 *   candidate screens load the file).
 * - `kit`: the modules every first screen (vite.config.ts FIRST_SCREENS) loads beyond the stages;
 *   then one kit per first screen: what that screen loads beyond them and shares with another
 *   chunk. A module only one route needs stays in that route's chunk.
 * - Libraries only lazy code uses: one chunk per package (per scope for `@scope/`), vite.config.ts.
 * - Every other `import()` of candidate code (the outbox's drain loop, the live reads, an
 *   online-only screen's part) is one chunk with the app modules it reaches beyond the chunks
 *   above, except those a screen that does not load its libraries (Dexie) shares.
 * - The rest: Rolldown's own splitting (staff screens' shared code).
 *
 * The module graph here is the one before tree-shaking: a module imported only for a name it
 * re-exports looks needed. So no group takes a module importing staff code or zod, and the
 * start-up groups take their libraries through Rolldown (`includeDependenciesRecursively`), which
 * follows the graph after tree-shaking.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogModuleLanguageOf } from '../sw/catalog-files.ts';
import { splitByRouteTree } from './route-split.mjs';
import type { ModuleGraph } from './route-split.mjs';

export interface GraphModule {
  id: string;
  /** Static imports, resolved ids. */
  imports: readonly string[];
  /** `import()` targets, resolved ids, in source order. */
  dynamicImports: readonly string[];
  isEntry: boolean;
}

export interface FirstScreen {
  /** The kit's chunk name. */
  kit: string;
  /** Route files (relative to the root) whose lazy component and loader show the screen. */
  routes: readonly string[];
}

export interface ChunkPlanOptions {
  root: string;
  firstScreens: readonly FirstScreen[];
  /** The generated route tree with every route (relative to the root). */
  fullRouteTree: string;
  /** Whether a module (relative to the root, forward slashes) is staff-only code. */
  isStaffCode: (file: string) => boolean;
}

export interface ChunkPlan {
  /** The entry (index.html) and the scripts it names (src/main.tsx): they stay in the entry's chunk. */
  entry: Set<string>;
  /** The start-up stages' module ids, in src/main.tsx's order. */
  stages: string[];
  fullRouteTree: string | undefined;
  /** The full route tree and the staff code it imports statically: the staff-routes chunk. */
  staffRouteTree: Set<string>;
  /** App modules every first screen loads beyond the start-up. */
  kit: Set<string>;
  /** Per first screen (FIRST_SCREENS order): the app modules its kit holds. */
  screenKits: Set<string>[];
  /** App modules that later loads (`import()` of candidate code, not a route) take, with their chunk names. */
  laterLoads: Map<string, string>;
  /** Every `import()` target: a library loaded that way keeps a chunk of its own (no facade file). */
  imported: Set<string>;
  /** The chunks (by name) whose modules open routes with `import()`: the route trees. */
  routeTreeChunks: Set<string>;
}

export const emptyChunkPlan = (): ChunkPlan => ({
  entry: new Set(),
  stages: [],
  fullRouteTree: undefined,
  staffRouteTree: new Set(),
  kit: new Set(),
  screenKits: [],
  laterLoads: new Map(),
  imported: new Set(),
  routeTreeChunks: new Set(),
});

const slash = (file: string) => file.split(path.sep).join('/');
const isAppModule = (id: string) => !id.startsWith('\0') && !/[\\/]node_modules[\\/]/.test(id);
/** TanStack Router's lazy part of a route file (`<file>?tsr-split=component---loader`). */
const isRouteSplit = (id: string) => /[?&]tsr-split=/.test(id);
const isScreenSplit = (id: string) => /[?&]tsr-split=[^&]*(component|loader)/.test(id);
export const chunkNameOf = (id: string) => path.basename(id.split('?')[0] ?? id).replace(/\.[^.]+$/, '');

export function chunkPlan(modules: readonly GraphModule[], options: ChunkPlanOptions): ChunkPlan {
  const byId = new Map(modules.map((module) => [module.id, module]));
  // A library's path from its node_modules folder (the folder may be a link to another tree).
  const relative = (id: string) => {
    const file = slash(id.split('?')[0] ?? id);
    const library = file.indexOf('/node_modules/');
    return library === -1 ? slash(path.relative(options.root, file)) : file.slice(library + 1);
  };
  const closure = (start: Iterable<string>) => {
    const seen = new Set<string>();
    const stack = [...start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(byId.get(id)?.imports ?? []));
    }
    return seen;
  };

  const entries = modules.filter((module) => module.isEntry);
  // The entry is index.html; its scripts (src/main.tsx) make the stages' import() calls.
  const scripts = entries.flatMap((entry) => [entry.id, ...entry.imports]);
  const stages = [...new Set(scripts.flatMap((id) => byId.get(id)?.dynamicImports ?? []))].filter(
    (id) => isAppModule(id) && !catalogModuleLanguageOf(id),
  );
  const early = closure([...entries.map((entry) => entry.id), ...stages]);
  const fullRouteTree = modules.find((module) => relative(module.id) === options.fullRouteTree)?.id;
  const opensRoutes = (ids: Iterable<string>) => [...ids].some((id) => byId.get(id)?.dynamicImports.some(isRouteSplit));
  const routeTreeChunks = new Set([
    'staff-routes',
    ...stages.filter((stage) => opensRoutes(closure([stage]))).map(chunkNameOf),
  ]);

  // Every load that starts somewhere: the entry, and each import() target.
  const roots = new Set([...entries.map((entry) => entry.id), ...modules.flatMap((module) => module.dynamicImports)]);
  /** How many loads reach a module through static imports. */
  const loadsReaching = new Map<string, number>();
  for (const root of roots) for (const id of closure([root])) loadsReaching.set(id, (loadsReaching.get(id) ?? 0) + 1);
  const shared = (id: string) => (loadsReaching.get(id) ?? 0) >= 2;

  // No group takes a module that imports staff code or a forbidden library (zod): a contract
  // imported only for a constant it re-exports from a schema-free module would bring its schemas
  // to every screen that loads the group.
  const importsStaffCode = (id: string) =>
    (byId.get(id)?.imports ?? []).some((dep) => options.isStaffCode(relative(dep)));
  const kitMaterial = (id: string) =>
    isAppModule(id) && !early.has(id) && !isRouteSplit(id) && shared(id) && !importsStaffCode(id);
  const screenLoads = options.firstScreens.map((screen) => {
    const splits = modules
      .filter((module) => isScreenSplit(module.id) && screen.routes.includes(relative(module.id)))
      .map((module) => module.id);
    if (splits.length === 0)
      throw new Error(
        `chunk plan: no lazy route chunk for the first screen ${screen.kit} (${screen.routes.join(', ')}): renamed?`,
      );
    return new Set([...closure(splits)].filter(kitMaterial));
  });
  const kit = new Set([...(screenLoads[0] ?? [])].filter((id) => screenLoads.every((load) => load.has(id))));
  const claimed = new Set([...early, ...kit]);
  const screenKits = screenLoads.map((load) => {
    const own = new Set([...load].filter((id) => !claimed.has(id)));
    for (const id of own) claimed.add(id);
    return own;
  });

  // Later loads: import() targets of candidate code other than routes, stages and catalogs. Each
  // takes the app modules it reaches that no chunk above holds, so the outbox's drain loop is one
  // file with the offline engine's parts. A module a route's lazy part also reaches is taken only
  // when every such route already loads each library the later load needs (Dexie): a screen that
  // needs one part of the offline engine then loads the rest of it, never a library more.
  // Plain modules first, the one reaching most first (the drain loop before the live reads);
  // components (.tsx, an online-only screen's part) last.
  const laterRoots = new Set<string>();
  for (const module of modules) {
    if (options.isStaffCode(relative(module.id))) continue;
    for (const target of module.dynamicImports) {
      if (
        isAppModule(target) &&
        !isRouteSplit(target) &&
        // Catalogs (and each language's list of them) are files of their own, in their language's folder.
        !catalogModuleLanguageOf(target) &&
        !stages.includes(target) &&
        target !== fullRouteTree &&
        !claimed.has(target)
      )
        laterRoots.add(target);
    }
  }
  const screenClosures = modules.filter((module) => isRouteSplit(module.id)).map((module) => closure([module.id]));
  const takes = (id: string) =>
    isAppModule(id) &&
    !claimed.has(id) &&
    !isRouteSplit(id) &&
    !options.isStaffCode(relative(id)) &&
    !importsStaffCode(id);
  const isComponent = (id: string) => /\.tsx$/.test(id.split('?')[0] ?? id);
  const laterClosures = [...laterRoots]
    .map((root) => {
      const reached = closure([root]);
      const libraries = [...reached].filter((id) => !isAppModule(id) && !early.has(id));
      const freeFor = (id: string) =>
        screenClosures.every((screen) => !screen.has(id) || libraries.every((library) => screen.has(library)));
      return { root, reached: [...reached].filter((id) => takes(id) && freeFor(id)) };
    })
    .sort(
      (a, b) =>
        Number(isComponent(a.root)) - Number(isComponent(b.root)) ||
        b.reached.length - a.reached.length ||
        a.root.localeCompare(b.root),
    );
  const laterLoads = new Map<string, string>();
  for (const { root, reached } of laterClosures)
    for (const id of reached) if (!laterLoads.has(id)) laterLoads.set(id, chunkNameOf(root));
  return {
    entry: new Set(scripts),
    stages,
    fullRouteTree,
    staffRouteTree: new Set(
      fullRouteTree ? [...closure([fullRouteTree])].filter((id) => options.isStaffCode(relative(id))) : [],
    ),
    kit,
    screenKits,
    laterLoads,
    imported: roots,
    routeTreeChunks,
  };
}

/** A module id as the budget check names it: from the root, forward slashes; a library as node_modules/<package>/..., also when node_modules links to another tree. */
export const sourceOf = (root: string, id: string) =>
  path
    .relative(root, id.replace(/^\0/, ''))
    .split(path.sep)
    .join('/')
    .replace(/^(\.\.\/)+(.*?\/)?node_modules\//, 'node_modules/');

/** Whether a module (from the root, forward slashes, no query) is staff code, by the route tree (scripts/route-split.mjs). */
export function staffCodeOf(graph: ModuleGraph): (file: string) => boolean {
  const { candidate, staff } = splitByRouteTree(graph);
  const fileOf = (id: string) => id.split('?')[0] ?? id;
  const candidateFiles = new Set([...candidate.keys()].map(fileOf));
  const staffFiles = new Set([...staff.keys()].map(fileOf).filter((file) => !candidateFiles.has(file)));
  return (file) => staffFiles.has(file);
}

/**
 * Computes the plan once the module graph is complete (buildEnd), before Rolldown splits it into
 * chunks: staff code is what the route tree says (staffCodeOf) and what `forbidden` names. Writes,
 * beside Vite's manifest (which names only entry modules), what scripts/check-budget.mjs reads to
 * prove that no staff module reaches a candidate route: the source module graph
 * (.vite/module-graph.json) and the source modules inside each emitted chunk (.vite/chunk-modules.json),
 * with their rendered lengths (.vite/module-sizes.json).
 */
export function chunkPlanPlugin(
  plan: ChunkPlan,
  options: Omit<ChunkPlanOptions, 'root' | 'isStaffCode'> & { forbidden: readonly RegExp[] },
): Plugin {
  let root = process.cwd();
  let graph: ModuleGraph | undefined;
  return {
    name: 'assay-chunk-plan',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const modules: GraphModule[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info)
          modules.push({
            id,
            imports: info.importedIds,
            dynamicImports: info.dynamicallyImportedIds,
            isEntry: info.isEntry,
          });
      }
      const sourceGraph: ModuleGraph = { entries: [], fullRouteTree: options.fullRouteTree, modules: {} };
      for (const module of modules) {
        if (module.isEntry) sourceGraph.entries.push(sourceOf(root, module.id));
        sourceGraph.modules[sourceOf(root, module.id)] = {
          imports: module.imports.map((id) => sourceOf(root, id)),
          dynamicImports: module.dynamicImports.map((id) => sourceOf(root, id)),
        };
      }
      graph = sourceGraph;
      const isStaffRouteTreeCode = staffCodeOf(sourceGraph);
      const isStaffCode = (file: string) =>
        isStaffRouteTreeCode(file) || options.forbidden.some((pattern) => pattern.test(file));
      Object.assign(plan, chunkPlan(modules, { ...options, root, isStaffCode }));
      if (plan.stages.length > STAGE_SLOTS)
        throw new Error(
          `src/main.tsx has ${plan.stages.length} start-up stages; vite.config.ts has chunk groups for ${STAGE_SLOTS}`,
        );
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') chunks[chunk.fileName] = Object.keys(chunk.modules).map((id) => sourceOf(root, id));
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
      // Each module's rendered length in its chunk: the budget's share of a chunk that is the app's own code.
      const sizes: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          sizes[chunk.fileName] = Object.fromEntries(
            Object.entries(chunk.modules).map(([id, module]) => [sourceOf(root, id), module.renderedLength]),
          );
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(sizes) });
      if (graph) this.emitFile({ type: 'asset', fileName: '.vite/module-graph.json', source: JSON.stringify(graph) });
    },
  };
}

/** How many start-up stages the chunk groups can hold, each in a group of its own so an earlier stage's claim wins. */
export const STAGE_SLOTS = 4;

/** The chunk of a library module only lazy code uses: its package's name, or its scope's for `@scope/` packages. */
export function libraryChunkOf(id: string): string | null {
  const file = slash(id.split('?')[0] ?? id);
  const at = file.lastIndexOf('/node_modules/');
  if (at === -1) return null;
  const [first, second] = file.slice(at + '/node_modules/'.length).split('/');
  if (!first) return null;
  return first.startsWith('@') ? first.slice(1) : first.replace(/\.[^.]+$/, '') || (second ?? null);
}
