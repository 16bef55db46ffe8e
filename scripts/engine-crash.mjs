// A Vitest worker killed by V8's known fault with WebAssembly code memory (D445): PGlite's
// WebAssembly instances, many per process in the API workers, sometimes end a worker with
// "Check failed: jit_page…" in V8's ThreadIsolation (nodejs/node#64500, open; no Node release fixes
// it). The run then exits 1 with every test passed. Such a run is passed, and says so, only when
// all of these hold: the worker's output carries V8's fatal check on its JIT pages; the run's only
// unhandled errors are workers that exited; and its JSON report holds every file, none failed and
// no test failed. Anything else fails as before: a lost file, a failed test, another error.

/** V8's fatal check on its JIT page registry, as the dying worker prints it. */
const ENGINE_FAULT = /# Fatal error in[\s\S]{0,200}Check failed: jit_page/;
const WORKER_EXIT = /Worker (forks emitted error|exited unexpectedly)/;

/**
 * Whether a failed Vitest run failed only by the engine's fault, after every file had passed.
 * `output`: what the run printed; `report`: its JSON report; `unhandled`: its unhandled errors
 * (vitest-unhandled-reporter.mjs); `expectedFiles`: how many files the run was to hold, if known.
 */
export function onlyTheEngineFault({ output, report, unhandled, expectedFiles }) {
  if (!ENGINE_FAULT.test(output ?? '')) return false;
  const errors = unhandled?.unhandledErrors ?? [];
  if (errors.length === 0 || !errors.every((error) => WORKER_EXIT.test(`${error.message ?? ''}`))) return false;
  if (!report || report.numFailedTests !== 0 || report.numFailedTestSuites !== 0) return false;
  const files = report.testResults ?? [];
  if (expectedFiles !== undefined && files.length < expectedFiles) return false;
  return files.every((file) => file.status === 'passed' || file.status === 'skipped' || file.status === 'pending');
}

/** The run's file count as Vitest's summary prints it ("Test Files  270 passed | 1 skipped (272)"). */
export function summaryFileCount(output) {
  // eslint-disable-next-line no-control-regex
  const match = /Test Files\s.*\((\d+)\)/.exec((output ?? '').replace(/\u001b\[[0-9;]*m/g, ''));
  return match ? Number(match[1]) : undefined;
}
