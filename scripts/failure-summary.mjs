// What failed, in a few lines for the end of `npm test`'s output: CI shows the tail of a run, and a
// failure's reason must be in it (D260). Each reader takes a test runner's JSON report and gives
// one entry per failed or flaky test: where it is, its name, and the first line of its first error.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first line of an error message that says something, without terminal colours. */
export function firstErrorLine(message) {
  const lines = String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim());
  return lines.find((line) => line.length > 0) ?? '(no error message)';
}

function readJson(file) {
  if (!file || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Playwright's JSON reporter output: the tests that failed, and those that passed only on a retry
 * (which fail the run under CI, failOnFlakyTests), plus errors outside any test.
 */
export function playwrightFailures(report, { testDir = 'e2e', root = process.cwd() } = {}) {
  if (!report) return [];
  const found = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedResult = (test.results ?? []).find(
          (result) => result.status !== 'passed' && result.status !== 'skipped',
        );
        const error = failedResult?.error ?? failedResult?.errors?.[0];
        const at = error?.location ? ` (at ${path.relative(root, error.location.file)}:${error.location.line})` : '';
        found.push({
          where: `${path.join(testDir, spec.file)}:${spec.line}`,
          name: [...here, spec.title].join(' › '),
          project: test.projectName,
          outcome:
            test.status === 'flaky'
              ? 'flaky: failed, then passed on its retry'
              : failedResult?.status === 'timedOut'
                ? 'timed out'
                : 'failed',
          error: `${firstErrorLine(error?.message ?? error?.value)}${at}`,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    found.push({ where: '(outside any test)', name: '', outcome: 'error', error: firstErrorLine(error.message) });
  return found;
}

/** Vitest's JSON reporter output: failed tests, and files that failed outside a test. */
export function vitestFailures(report, root = process.cwd()) {
  if (!report) return [];
  const found = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((result) => result.status === 'failed');
    for (const result of failed) {
      found.push({
        where: result.location ? `${where}:${result.location.line}` : where,
        name: result.fullName ?? result.title,
        outcome: 'failed',
        error: firstErrorLine(result.failureMessages?.[0]),
      });
    }
    if (failed.length === 0 && file.status === 'failed')
      found.push({ where, name: '(the file)', outcome: 'failed', error: firstErrorLine(file.message) });
  }
  return found;
}

/**
 * The unhandled errors of a Vitest run (vitest-unhandled-reporter.mjs): the run fails on them with
 * no failed test in its JSON report. Each names the file that was running and its latest test.
 */
export function vitestUnhandledErrors(report, root = process.cwd()) {
  if (!report) return [];
  return (report.unhandledErrors ?? []).map((error) => {
    const named = error.name && !String(error.message ?? '').startsWith(error.name);
    return {
      where: error.testPath ? path.relative(root, error.testPath) : '(outside any test file)',
      name: error.testName ?? '',
      outcome: error.afterTeardown ? 'unhandled error, after its file ended' : 'unhandled error',
      error: firstErrorLine(named ? `${error.name}: ${error.message}` : (error.message ?? error.stack)),
    };
  });
}

/** Reads a report file with one of the readers above; nothing when the runner wrote none. */
export function failuresFrom(file, reader) {
  return reader(readJson(file));
}

/** The lines to print: at most `limit` entries, and how many more there were. */
export function describeFailures(failures, limit = 10) {
  const lines = [];
  for (const failure of failures.slice(0, limit)) {
    const project = failure.project ? ` [${failure.project}]` : '';
    lines.push(`  ${failure.where}${project} ${failure.name ? `› ${failure.name} ` : ''}(${failure.outcome})`);
    lines.push(`      ${failure.error}`);
  }
  if (failures.length > limit) lines.push(`  ... and ${failures.length - limit} more above`);
  return lines;
}
