/**
 * A Vitest run that failed only because V8's known WebAssembly fault ended a worker after every
 * file had passed is passed (D445); every other failure still fails.
 */
import { describe, expect, it } from 'vitest';
import { onlyTheEngineFault, summaryFileCount } from './engine-crash.mjs';

const FAULT = `
#
# Fatal error in , line 0
# Check failed: jit_page_->allocations_.erase(addr) == 1.
#
 Test Files  270 passed | 1 skipped (271)`;
const workerExit = { unhandledErrors: [{ message: '[vitest-pool]: Worker forks emitted error.' }] };
const passedReport = {
  numFailedTests: 0,
  numFailedTestSuites: 0,
  testResults: [
    ...Array.from({ length: 270 }, (_, i) => ({ name: `f${i}.test.ts`, status: 'passed' })),
    { name: 'skipped.test.ts', status: 'skipped' },
  ],
};
const crash = { output: FAULT, report: passedReport, unhandled: workerExit, expectedFiles: 271 };

describe('a run ended by the engine’s WebAssembly fault (D445)', () => {
  it('given every file passed and a worker killed by the fault, then the run is passed', () => {
    expect(onlyTheEngineFault(crash)).toBe(true);
    expect(summaryFileCount(FAULT)).toBe(271);
  });

  it('given a failed test, a lost file, another unhandled error or no fault printed, then it still fails', () => {
    expect(onlyTheEngineFault({ ...crash, report: { ...passedReport, numFailedTests: 1 } })).toBe(false);
    expect(onlyTheEngineFault({ ...crash, expectedFiles: 272 })).toBe(false);
    const failedFile = {
      ...passedReport,
      testResults: [...passedReport.testResults.slice(1), { name: 'f0.test.ts', status: 'failed' }],
    };
    expect(onlyTheEngineFault({ ...crash, report: failedFile })).toBe(false);
    const another = { unhandledErrors: [...workerExit.unhandledErrors, { message: 'TypeError: x is undefined' }] };
    expect(onlyTheEngineFault({ ...crash, unhandled: another })).toBe(false);
    expect(onlyTheEngineFault({ ...crash, output: ' Test Files  271 passed (271)' })).toBe(false);
    expect(onlyTheEngineFault({ ...crash, unhandled: { unhandledErrors: [] } })).toBe(false);
    expect(onlyTheEngineFault({ ...crash, report: undefined })).toBe(false);
  });
});
