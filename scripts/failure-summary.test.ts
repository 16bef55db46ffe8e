import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeFailures,
  failuresFrom,
  firstErrorLine,
  playwrightFailures,
  vitestFailures,
  vitestUnhandledErrors,
} from './failure-summary.mjs';

// Both reports were written by the real runners (Playwright with one retry, Vitest) over a failing
// test, a flaky one, a passing one and, for Vitest, a file that does not load; paths made /project/.
const here = import.meta.dirname;
const playwrightReport = join(here, 'failure-summary.playwright-report.json');
const vitestReport = join(here, 'failure-summary.vitest-report.json');
// Written by vitest-unhandled-reporter.mjs over a passing test that left a rejection behind.
const vitestUnhandled = join(here, 'failure-summary.vitest-unhandled.json');

describe("npm test's last lines name what failed", () => {
  it('names a failed journey and a flaky one by file, line and title, with the first error line and where it was thrown', () => {
    const failures = failuresFrom(playwrightReport, (report) => playwrightFailures(report, { root: '/project' }));
    expect(failures).toEqual([
      {
        where: 'e2e/x.spec.ts:6',
        name: 'flaky one',
        project: '',
        outcome: 'flaky: failed, then passed on its retry',
        error: 'Error: expect(received).toBe(expected) // Object.is equality (at e2e/x.spec.ts:6)',
      },
      {
        where: 'e2e/x.spec.ts:4',
        name: 'group › fails always',
        project: '',
        outcome: 'failed',
        error: 'Error: one is two (at e2e/x.spec.ts:4)',
      },
    ]);
  });

  it('names a failed unit test and a file that did not load', () => {
    const failures = failuresFrom(vitestReport, (report) => vitestFailures(report, '/project'));
    expect(failures).toEqual([
      {
        where: 'a.test.ts',
        name: 'group fails',
        outcome: 'failed',
        error: 'AssertionError: one is two: expected 1 to be 2 // Object.is equality',
      },
      {
        where: 'b.test.ts',
        name: '(the file)',
        outcome: 'failed',
        error: "Cannot find module './missing-module.ts' imported from /project/b.test.ts",
      },
    ]);
  });

  it('names an unhandled error a run failed on with every test passing, and the file and test it came in (stop 84)', () => {
    const failures = failuresFrom(vitestUnhandled, (report) => vitestUnhandledErrors(report, '/project'));
    expect(failures).toEqual([
      {
        where: 'boom.test.ts',
        name: 'passes, and leaves a rejection behind',
        outcome: 'unhandled error',
        error: 'Error: socket closed after the test ended',
      },
    ]);
  });

  it('says nothing when the runner wrote no report, and counts what it leaves out', () => {
    expect(failuresFrom(join(here, 'no-such-report.json'), playwrightFailures)).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => ({
      where: `f${i}.ts`,
      name: 't',
      outcome: 'failed',
      error: 'E',
    }));
    const lines = describeFailures(many, 10);
    expect(lines).toHaveLength(21);
    expect(lines.at(-1)).toBe('  ... and 2 more above');
    expect(lines[0]).toBe('  f0.ts › t (failed)');
  });

  it('takes the first line that says something, without colours', () => {
    expect(firstErrorLine('\n\n\u001b[31mError: boom\u001b[39m\n  at x')).toBe('Error: boom');
    expect(firstErrorLine(undefined)).toBe('(no error message)');
  });
});
