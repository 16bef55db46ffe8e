// Types of module-knot.mjs.
export function moduleEdges(modulesDir: string): string[];
export function stronglyConnected(edges: string[]): string[][];
export function knotEdges(edges: string[]): string[];
export function compareKnot(current: string[], recorded: string[]): { joined: string[]; left: string[] };
