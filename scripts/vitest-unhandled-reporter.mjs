// A Vitest reporter that writes the run's unhandled errors beside its JSON report (`<report>.json`
// gives `<report>.unhandled.json`). Vitest's JSON reporter leaves them out, and a run that failed
// only on one (an error thrown after a test ended, a worker that died) exits 1 with no failed
// test in its report: npm test's last lines then said nothing of why (stop 84). failure-summary.mjs
// reads this file (vitestUnhandledErrors).
import { writeFileSync } from 'node:fs';

export const unhandledReportOf = (jsonReport) => jsonReport.replace(/(\.json)?$/, '.unhandled.json');

export default class UnhandledErrorsReporter {
  onInit(vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(_testModules, unhandledErrors, reason) {
    const outputFile = this.vitest?.config?.outputFile;
    const jsonReport = typeof outputFile === 'string' ? outputFile : outputFile?.json;
    if (!jsonReport) return;
    const errors = (unhandledErrors ?? []).map((error) => ({
      name: error?.name,
      message: error?.message,
      stack: error?.stack,
      testPath: error?.VITEST_TEST_PATH,
      testName: error?.VITEST_TEST_NAME,
      afterTeardown: Boolean(error?.VITEST_AFTER_ENV_TEARDOWN),
    }));
    writeFileSync(unhandledReportOf(jsonReport), `${JSON.stringify({ reason, unhandledErrors: errors }, null, 2)}\n`);
  }
}
