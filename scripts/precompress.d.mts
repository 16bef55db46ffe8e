// Types of precompress.mjs.

/** Writes `file.br` and `file.gz` beside each compressible built file (text, 1 KB or more; not under .vite/). */
export function precompressDir(outDir: string): void;
/** The compressible built files (relative to outDir) that lack a .br or .gz copy, or whose copy is older. */
export function uncompressedFiles(outDir: string): string[];
