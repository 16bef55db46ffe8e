// Types of failure-summary.mjs (plain JavaScript, run by scripts/test.mjs under node).
export interface Failure {
  where: string;
  name: string;
  project?: string;
  outcome: string;
  error: string;
}
export function firstErrorLine(message: unknown): string;
export function playwrightFailures(report: unknown, options?: { testDir?: string; root?: string }): Failure[];
export function vitestFailures(report: unknown, root?: string): Failure[];
export function vitestUnhandledErrors(report: unknown, root?: string): Failure[];
export function failuresFrom(file: string, reader: (report: unknown) => Failure[]): Failure[];
export function describeFailures(failures: Failure[], limit?: number): string[];
