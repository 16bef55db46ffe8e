// Types of budget-graph.mjs (plain JavaScript so `node scripts/check-budget.mjs` runs without a build).
import type { ModuleGraph } from './route-split.mjs';
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export type ChunkModules = Record<string, string[]>;
/** Per built file, each source module's rendered length in it (dist/.vite/module-sizes.json). */
export type ModuleSizes = Record<string, Record<string, number>>;
export type { ModuleGraph };
export interface Screen {
  name: string;
  routes?: string[];
  alsoLoads?: string[];
  /** Feature message catalogs: counted when built, listed as missing when not extracted yet. */
  catalogs?: string[];
  maxGzipJsKB: number;
  targetGzipJsKB?: number;
  /** The app's own code on this screen (ownCode.libraries left out), gzipped: only ever lowered. */
  maxOwnGzipJsKB?: number;
  candidate?: boolean;
  /** Modules (regular expressions on module paths) this screen's load must not hold, everything it loads included. */
  forbidden?: string[];
}
export interface Budget {
  screens: Screen[];
  /** Modules (regular expressions on module paths) no candidate route may load: the libraries the route tree cannot tell (zod, which tree-shaking drops). */
  forbiddenOnCandidateRoutes?: string[];
  /** Feature folders that staff and candidate code both import (route-split.mjs). */
  sharedFeatures?: string[];
  allowedOnCandidateRoutes?: string[];
  /** What counts as the app's own code (D294), and its limit on every candidate route. */
  ownCode?: {
    /** Modules (regular expressions on module paths) that are not the app's own: React, TanStack Router, Dexie. */
    libraries: string[];
    /** Dynamic imports every candidate route's screen loads (the start-up stages). */
    alsoLoads?: string[];
    maxPerCandidateRouteKB: number;
  };
}
export interface ScreenResult {
  name: string;
  jsFiles: number;
  jsBytes: number;
  cssBytes: number;
  maxJsBytes: number;
  missingCatalogs: string[];
  ownBytes?: number;
  maxOwnBytes?: number;
}
export function routeChunkKeys(manifest: Manifest, routeFile: string): string[];
export function keyOfSource(manifest: Manifest, src: string): string | undefined;
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>;
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] };
export function screenLoad(
  manifest: Manifest,
  screen: { routes?: string[]; alsoLoads?: string[]; catalogs?: string[] },
): { js: string[]; css: string[]; missing: string[] };
export function forbiddenModules(
  chunkModules: ChunkModules,
  files: string[],
  patterns: string[],
  allowed?: string[],
): { file: string; module: string; pattern: string }[];
export function staffModules(
  chunkModules: ChunkModules,
  files: string[],
  staff: ReadonlyMap<string, string | null>,
): { file: string; module: string; chain: string }[];
export function routeFiles(manifest: Manifest): string[];
export function ownBytesOf(
  files: string[],
  input: { sizeOf: (file: string) => number; moduleSizes: ModuleSizes; libraries: string[] },
): number;
export function routeWithLayouts(route: string, allRoutes: string[]): string[];
export function duplicatePackages(chunkModules: ChunkModules): { pkg: string; copies: string[] }[];
export function checkBudget(input: {
  manifest: Manifest;
  chunkModules: ChunkModules;
  budget: Budget;
  sizeOf: (file: string) => number;
  /** The source module graph (dist/.vite/module-graph.json): staff code is decided by the route tree when given. */
  moduleGraph?: ModuleGraph;
  /** Rendered lengths per file and module: the app's own code is counted when given with budget.ownCode. */
  moduleSizes?: ModuleSizes;
}): {
  screens: ScreenResult[];
  candidateRoutes: string[];
  ownCode?: {
    largest: { route: string; ownBytes: number } | undefined;
    maxBytes: number;
    routes: { route: string; ownBytes: number }[];
  };
  failures: string[];
};
