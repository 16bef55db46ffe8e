// Types of engine-crash.mjs.
export function onlyTheEngineFault(run: {
  output?: string;
  report?: { numFailedTests?: number; numFailedTestSuites?: number; testResults?: { status?: string }[] };
  unhandled?: { unhandledErrors?: { message?: string }[] };
  expectedFiles?: number;
}): boolean;
export function summaryFileCount(output: string | undefined): number | undefined;
