// Types of module-faces.mjs.
export function importsPastFaces(root: string): Map<string, string[]>;
export const NOT_YET_FACED: string[];
