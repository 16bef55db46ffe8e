// Types of engine-crash.mjs.
interface VitestRun {
  output?: string;
  report?: {
    numFailedTests?: number;
    numFailedTestSuites?: number;
    testResults?: { name?: string; status?: string; assertionResults?: { status?: string }[] }[];
  };
  unhandled?: { unhandledErrors?: { message?: string }[] };
  listedFiles?: string[];
  expectedFiles?: number;
}
export const ENGINE_FAULT_PRINTED: RegExp;
export function engineFaultVerdict(
  run: VitestRun,
): { kind: 'other' } | { kind: 'passed' } | { kind: 'lost'; files: string[] };
export function onlyTheEngineFault(run: VitestRun): boolean;
export function summaryFileCount(output: string | undefined): number | undefined;
