// Types of precache-split.mjs.
import type { ChunkModules, Manifest, ModuleGraph } from './budget-graph.mjs';

export function isStaffCatalog(module: string): boolean;
export function precacheSplit(build: { manifest: Manifest; chunkModules: ChunkModules; moduleGraph: ModuleGraph }): {
  candidate: Set<string>;
  staff: Set<string>;
};
export function precacheEntriesOf(serviceWorker: string): { url: string; revision: string | null }[];
export function checkPrecache(options: {
  entries: { url: string }[];
  staff: ReadonlySet<string>;
  sizeOf: (file: string) => number;
  limits: { maxGzipKB: number };
}): { files: number; bytes: number; failures: string[] };
