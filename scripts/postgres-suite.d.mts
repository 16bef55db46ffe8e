// Types of postgres-suite.mjs (plain JavaScript, so scripts/test.mjs runs it before anything is built).
export function postgresReason(file: string, source: string): string | undefined;
export function postgresTestFiles(root: string): string[];
