/**
 * Vitest's order, with the longest files first within their project. Vitest runs the files it has
 * timed longest first, but a fresh clone (CI's) has no timings and it takes the largest files
 * first: the longest API files are small ones (a loop over every endpoint, a server process
 * started and stopped), so one of them could start last and leave a worker alone with it at the
 * end. The list is kept by hand from the step's report, as playwright.config.ts keeps LONGEST.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LONGEST = [
  'server/modules/analytics/summary.test.ts',
  'server/test/bad-input.test.ts',
  'server/test/authorization-matrix.test.ts',
  'server/test/bad-input-fields.test.ts',
  'server/startup/shutdown.test.ts',
  'server/operations/backup-cli.test.ts',
  'server/startup/cluster.test.ts',
];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const at = new Map(sorted.map((spec, i) => [spec, i]));
    const rank = (spec: TestSpecification) => {
      const i = LONGEST.indexOf(relative(this.ctx.config.root, spec.moduleId).replaceAll('\\', '/'));
      return i === -1 ? LONGEST.length : i;
    };
    // Vitest's grouping stays: files of one project, in one run of the base order, are reordered among themselves.
    const group = (spec: TestSpecification) =>
      `${spec.project.config.sequence.groupOrder}:${spec.project.name}:${spec.project.config.isolate}`;
    return [...sorted].sort((a, b) => {
      if (group(a) !== group(b)) return at.get(a)! - at.get(b)!;
      return rank(a) - rank(b) || at.get(a)! - at.get(b)!;
    });
  }
}
