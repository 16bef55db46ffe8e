// A Vitest worker killed by V8's known fault with WebAssembly code memory (D445): PGlite's
// WebAssembly instances, many per process in the API workers, sometimes end a worker with
// "Check failed: jit_page…" in V8's ThreadIsolation (nodejs/node#64500, open; no Node release fixes
// it). The run then exits 1. Such a run is passed, and says so, only when all of these hold: the
// worker's output carries V8's fatal check on its JIT pages; the run's only unhandled errors are
// workers that exited; no file and no test failed; and every file finished, or the ones the dead
// worker left unfinished or never started passed when run again in a fresh process (scripts/test.mjs).
// Anything else fails as before: a failed test, another error, a lost file that fails on its own.

/** V8's fatal check on its JIT page registry, as the dying worker prints it. */
export const ENGINE_FAULT_PRINTED = /# Fatal error in[\s\S]{0,200}Check failed: jit_page/;
const WORKER_EXIT = /Worker (forks emitted error|exited unexpectedly)/;

/** A test's statuses in Vitest's JSON report once it has run; an unfinished one stays "pending". */
const FINISHED = new Set(['passed', 'skipped', 'todo']);

/**
 * What a failed Vitest run's evidence says of the engine's fault. `output`: what the run printed;
 * `report`: its JSON report; `unhandled`: its unhandled errors (vitest-unhandled-reporter.mjs);
 * `listedFiles`: every file the run was to hold (`vitest list --filesOnly`), if known, else
 * `expectedFiles`, their count. Answers `{ kind: 'other' }` when anything but the fault failed it,
 * `{ kind: 'passed' }` when every file finished and passed, and `{ kind: 'lost', files }` when the
 * dead worker left those files unfinished (or never started them) and everything else passed.
 * A worker killed mid-file leaves that file "passed" in the report with its tests "pending".
 */
export function engineFaultVerdict({ output, report, unhandled, listedFiles, expectedFiles }) {
  const other = { kind: 'other' };
  if (!ENGINE_FAULT_PRINTED.test(output ?? '')) return other;
  const errors = unhandled?.unhandledErrors ?? [];
  if (errors.length === 0 || !errors.every((error) => WORKER_EXIT.test(`${error.message ?? ''}`))) return other;
  if (!report || report.numFailedTests !== 0 || report.numFailedTestSuites !== 0) return other;
  const files = report.testResults ?? [];
  if (files.some((file) => file.status === 'failed')) return other;
  const unfinished = files
    .filter(
      (file) =>
        !['passed', 'skipped'].includes(file.status) ||
        (file.assertionResults ?? []).some((test) => !FINISHED.has(test.status)),
    )
    .map((file) => file.name);
  let neverStarted = [];
  if (listedFiles !== undefined) {
    const reported = new Set(files.map((file) => file.name));
    neverStarted = listedFiles.filter((file) => !reported.has(file));
  } else if (expectedFiles === undefined || files.length < expectedFiles) return other;
  const lost = [...unfinished, ...neverStarted];
  return lost.length === 0 ? { kind: 'passed' } : { kind: 'lost', files: lost };
}

/** Whether a failed Vitest run failed only by the engine's fault, after every file had finished and passed. */
export function onlyTheEngineFault(run) {
  return engineFaultVerdict(run).kind === 'passed';
}

/** The run's file count as Vitest's summary prints it ("Test Files  270 passed | 1 skipped (272)"). */
export function summaryFileCount(output) {
  // eslint-disable-next-line no-control-regex
  const match = /Test Files\s.*\((\d+)\)/.exec((output ?? '').replace(/\u001b\[[0-9;]*m/g, ''));
  return match ? Number(match[1]) : undefined;
}
