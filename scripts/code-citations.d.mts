// Types of code-citations.mjs.
export function recordNumbers(dir: string): Set<number>;
export function citationProblems(file: string, text: string, records: Set<number>): string[];
