/**
 * A Vitest run that failed only because V8's known WebAssembly fault ended a worker is passed when
 * every file finished and passed, and names the files the dead worker left unfinished or never
 * started, for a run of their own (D445); every other failure still fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineFaultVerdict, onlyTheEngineFault, summaryFileCount } from './engine-crash.mjs';

const FAULT = `
#
# Fatal error in , line 0
# Check failed: jit_page_->allocations_.erase(addr) == 1.
#
 Test Files  270 passed | 1 skipped (271)`;
const workerExit = { unhandledErrors: [{ message: '[vitest-pool]: Worker forks emitted error.' }] };
const passed = (name: string) => ({ name, status: 'passed', assertionResults: [{ status: 'passed' }] });
const passedReport = {
  numFailedTests: 0,
  numFailedTestSuites: 0,
  testResults: [
    ...Array.from({ length: 270 }, (_, i) => passed(`f${i}.test.ts`)),
    { name: 'skipped.test.ts', status: 'skipped', assertionResults: [{ status: 'skipped' }, { status: 'todo' }] },
  ],
};
const crash = { output: FAULT, report: passedReport, unhandled: workerExit, expectedFiles: 271 };

describe('a run ended by the engine’s WebAssembly fault (D445)', () => {
  it('given every file passed and a worker killed by the fault, then the run is passed', () => {
    expect(onlyTheEngineFault(crash)).toBe(true);
    expect(summaryFileCount(FAULT)).toBe(271);
  });

  it('given a failed test, a failed file, another unhandled error or no fault printed, then it still fails', () => {
    expect(onlyTheEngineFault({ ...crash, report: { ...passedReport, numFailedTests: 1 } })).toBe(false);
    expect(onlyTheEngineFault({ ...crash, expectedFiles: 272 })).toBe(false);
    const failedFile = {
      ...passedReport,
      testResults: [...passedReport.testResults.slice(1), { name: 'f0.test.ts', status: 'failed' }],
    };
    expect(engineFaultVerdict({ ...crash, report: failedFile })).toEqual({ kind: 'other' });
    const another = { unhandledErrors: [...workerExit.unhandledErrors, { message: 'TypeError: x is undefined' }] };
    expect(onlyTheEngineFault({ ...crash, unhandled: another })).toBe(false);
    expect(onlyTheEngineFault({ ...crash, output: ' Test Files  271 passed (271)' })).toBe(false);
    expect(onlyTheEngineFault({ ...crash, unhandled: { unhandledErrors: [] } })).toBe(false);
    expect(onlyTheEngineFault({ ...crash, report: undefined })).toBe(false);
  });

  // The rule before passed this run: Vitest reports the file "passed" with its tests "pending".
  it('given a worker killed in the middle of a file, then that file is lost, not passed', () => {
    const midFile = {
      ...passedReport,
      testResults: [
        ...passedReport.testResults.slice(1),
        { name: 'f0.test.ts', status: 'passed', assertionResults: [{ status: 'pending' }, { status: 'pending' }] },
      ],
    };
    expect(onlyTheEngineFault({ ...crash, report: midFile })).toBe(false);
    expect(engineFaultVerdict({ ...crash, report: midFile })).toEqual({ kind: 'lost', files: ['f0.test.ts'] });
  });

  it('given the files Vitest lists, then one the run never started is lost too', () => {
    const listedFiles = [...passedReport.testResults.map((file) => file.name), 'never.test.ts'];
    expect(engineFaultVerdict({ ...crash, listedFiles })).toEqual({ kind: 'lost', files: ['never.test.ts'] });
    expect(engineFaultVerdict({ ...crash, listedFiles: listedFiles.slice(0, -1) })).toEqual({ kind: 'passed' });
  });
});

describe('a real Vitest run whose worker dies in the middle of a file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'assay-engine-fault-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read as that file lost and the others passed', () => {
    symlinkSync(path.resolve(import.meta.dirname, '../node_modules'), path.join(dir, 'node_modules'));
    writeFileSync(
      path.join(dir, 'vitest.config.mjs'),
      "export default { test: { pool: 'forks', maxWorkers: 1, isolate: false, include: ['*.test.mjs'] } };\n",
    );
    for (const name of ['a', 'c'])
      writeFileSync(path.join(dir, `${name}.test.mjs`), "import { it } from 'vitest';\nit('passes', () => {});\n");
    // What the fault does to a worker: V8 prints its check and the process ends at once.
    writeFileSync(
      path.join(dir, 'b.test.mjs'),
      `import { it } from 'vitest';
it('runs', () => {});
it('dies', () => {
  process.stderr.write(${JSON.stringify(FAULT.split(' Test Files')[0])});
  process.kill(process.pid, 'SIGKILL');
});
it('never runs', () => {});
`,
    );
    const report = path.join(dir, 'report.json');
    const unhandled = path.join(dir, 'report.unhandled.json');
    const vitest = path.resolve(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
    const reporter = path.resolve(import.meta.dirname, 'vitest-unhandled-reporter.mjs');
    const run = spawnSync(
      process.execPath,
      [vitest, 'run', '--reporter=json', `--outputFile.json=${report}`, `--reporter=${reporter}`],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1', VITEST: undefined } },
    );
    expect(run.status).toBe(1);
    const files = ['a', 'b', 'c'].map((name) => path.join(dir, `${name}.test.mjs`));
    const parsed = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: { name: string; assertionResults: { status: string }[] }[];
    };
    const verdict = engineFaultVerdict({
      output: `${run.stdout}${run.stderr}`,
      report: parsed,
      unhandled: JSON.parse(readFileSync(unhandled, 'utf8')),
      listedFiles: files,
    });
    // Vitest may or may not go on with the other files once the only worker died (seen both ways):
    // the dying file is lost, and every other file is either lost too or reported passed in full.
    const passedInFull = parsed.testResults
      .filter((file) => file.assertionResults.length > 0 && file.assertionResults.every((t) => t.status === 'passed'))
      .map((file) => file.name);
    expect(verdict.kind).toBe('lost');
    const lost = verdict.kind === 'lost' ? verdict.files : [];
    expect(lost).toContain(files[1]);
    expect(passedInFull).not.toContain(files[1]);
    expect([...lost, ...passedInFull].sort()).toEqual([...files].sort());
  });
});
