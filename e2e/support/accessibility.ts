/** Axe on the page (axe's default rules: WCAG 2.0 to 2.2 A and AA, best practices): no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import axeCore, { type RunOptions } from 'axe-core';
import { expect, type Page } from './test.ts';

// resultTypes: axe details only the violations, not every passing node (the same rules run). The
// rules are axe's defaults: until session 50 a `withTags` before `options` was meant to narrow them
// to WCAG 2.1 A/AA and best practices, but `options` replaced what `withTags` had set, so every
// run has used the defaults (WCAG 2.2's target size among them), and they stay.
//
// Only the rules that can fail this check run: axe gives every violation its rule's impact
// (finalizeRuleResult in axe-core), so a rule of minor or moderate impact (region, heading-order,
// the landmark rules...) never reports a serious or critical one, yet each walked the whole page
// on every screen. `skip` takes more rules out where another run checks them.
const CANNOT_BE_SERIOUS: readonly string[] = (
  axeCore as unknown as { _audit: { rules: { id: string; impact?: string }[] } }
)._audit.rules
  .filter((rule) => rule.impact !== 'serious' && rule.impact !== 'critical')
  .map((rule) => rule.id);

const optionsSkipping = (skip: readonly string[]): RunOptions => ({
  resultTypes: ['violations'],
  rules: Object.fromEntries([...CANNOT_BE_SERIOUS, ...skip].map((id) => [id, { enabled: false }])),
});

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/**
 * axe.run in the page, with axe loaded into the document once: @axe-core/playwright loads its
 * 550 KB anew for every analysis, about half of each check's time, and the accessibility sweep
 * checks many screens in one document (the app's router moves between them). A page with frames
 * goes through AxeBuilder, which loads axe into each frame too.
 */
async function runAxe(page: Page, include?: string, skip: readonly string[] = []): Promise<Violation[]> {
  const options = optionsSkipping(skip);
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options).setLegacyMode();
    if (include) builder = builder.include(include);
    return (await builder.analyze()).violations;
  }
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) {
    await page.evaluate(axeCore.source);
    await page.evaluate(
      "axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })",
    );
  }
  const outcome = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };
      };
      try {
        const results = await axe.run(include ? { include: [include], exclude: [] } : document, options);
        // Only what the report reads crosses back: the nodes' html and data stay in the page.
        return {
          violations: results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
          })),
        };
      } catch (error) {
        return { error: (error as Error).message };
      }
    },
    { include, options },
  );
  if ('error' in outcome) throw new Error(`axe failed: ${outcome.error}`);
  return outcome.violations;
}

/**
 * The page's serious and critical violations (within `include`, a selector, when given), each with
 * the elements it names. `skip` leaves rules out where another run checks them on the same page
 * (the sweep's French run leaves colour contrast to the English one at the same width, D316).
 */
export async function seriousViolations(page: Page, include?: string, skip: readonly string[] = []): Promise<string[]> {
  // axe runs in the page itself (as AxeBuilder's legacy mode does), without the blank page it
  // otherwise opens to merge frames' results, so the page under test keeps the front and its
  // focused field keeps receiving the keys a journey types next.
  const read = async () =>
    (await runAxe(page, include, skip))
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
