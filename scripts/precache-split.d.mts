// Types of precache-split.mjs.
import type { ChunkModules, Manifest, ModuleGraph } from './budget-graph.mjs';

export function isStaffCatalog(module: string): boolean;
export function precacheSplit(build: {
  manifest: Manifest;
  chunkModules: ChunkModules;
  moduleGraph: ModuleGraph;
  /** Module patterns of libraries that only run online (bench/budget.json `onlineOnly`). */
  onlineOnly?: RegExp[];
  /** Patterns of the route files of pages that need the network anyway (bench/budget.json `onlineOnlyRoutes`). */
  onlineOnlyRoutes?: RegExp[];
}): {
  candidate: Set<string>;
  staff: Set<string>;
  /** Files of chunks holding only onlineOnly modules: cached at runtime when used. */
  onlineOnly: Set<string>;
  /** Each message catalog file's language. */
  catalogs: Map<string, string>;
};
/** The candidate modules that only run online: those libraries, what only they and those pages reach, and the catalogs only that code reads. */
export function onlineOnlyCode(
  graph: ModuleGraph,
  online?: { onlineOnly?: RegExp[]; onlineOnlyRoutes?: RegExp[] },
): Set<string>;
export function precacheEntriesOf(serviceWorker: string): { url: string; revision: string | null }[];
export function checkPrecache(options: {
  entries: { url: string }[];
  staff: ReadonlySet<string>;
  onlineOnly?: ReadonlySet<string>;
  catalogs: ReadonlyMap<string, string>;
  sizeOf: (file: string) => number;
  limits: { maxGzipKB: number };
}): {
  files: number;
  /** Gzipped bytes of everything but the catalogs. */
  code: number;
  /** Gzipped bytes of each language's catalogs. */
  catalogs: Record<string, number>;
  /** code and the largest language's catalogs. */
  bytes: number;
  failures: string[];
};
