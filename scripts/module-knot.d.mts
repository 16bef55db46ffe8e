// Types of module-knot.mjs.
export function moduleEdges(modulesDir: string): string[];
export function stronglyConnected(edges: string[]): string[][];
export function knotEdges(edges: string[]): string[];
export function moduleFloors(edges: string[]): Map<string, number>;
export const KIND_READERS: string[];
export function kindModules(modulesDir: string): string[];
export function kindReaders(edges: string[], kinds: string[]): string[];
