// Types of route-split.mjs.
export interface ModuleGraph {
  /** Every module (ids from the repository root, forward slashes, queries kept; libraries as node_modules/...). */
  modules: Record<string, { imports?: string[]; dynamicImports?: string[] }>;
  /** The app's entries (index.html). */
  entries: string[];
  /** The generated route tree with every route (src/route-tree.gen.ts). */
  fullRouteTree: string;
}
/** A module reached by a walk, with the module it was reached from (null where the walk started). */
export type Reached = Map<string, string | null>;
export const STAFF_ROUTES: string[];
export function isStaffRoute(file: string): boolean;
export function reach(modules: ModuleGraph['modules'], start: string[], stop?: (id: string) => boolean): Reached;
export function chainTo(from: ReadonlyMap<string, string | null>, id: string): string[];
export function splitByRouteTree(graph: ModuleGraph): { candidate: Reached; staff: Reached };
export function splitProblems(
  graph: ModuleGraph,
  split: { candidate: Reached; staff: Reached },
  sharedFeatures?: string[],
): string[];
