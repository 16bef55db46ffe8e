// Types of module-knot.mjs.
export function moduleEdges(modulesDir: string): string[];
export function stronglyConnected(edges: string[]): string[][];
export function knotEdges(edges: string[]): string[];
export function moduleFloors(edges: string[]): Map<string, number>;
