/** Axe on the page (WCAG 2.1 A and AA, best practices): no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The page's serious and critical violations (within `include`, a selector, when given), each with the elements it names. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode: axe runs in the page itself, without the blank page it otherwise opens (and loads
  // itself into again) to merge frames' results; the app has no frames, and the page under test
  // keeps the front, so its focused field keeps receiving the keys a journey types next.
  // resultTypes: axe details only the violations, not every passing node (the same rules run).
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const read = async () =>
    (await builder.analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('\n    ')}`,
      );
  const found = await read();
  if (found.length === 0) return found;
  // A violation counts when it is still there once the page has painted again: axe reads colours
  // and places over many tasks, and a page that changed meanwhile (a notice above a button
  // settling) once gave a one-off contrast reading of a button that passes.
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  return read();
}

/** No serious or critical violation on the page; `where` names the screen in the failure. */
export async function expectAccessible(page: Page, options: { include?: string; where?: string } = {}): Promise<void> {
  expect(await seriousViolations(page, options.include), options.where).toEqual([]);
}
