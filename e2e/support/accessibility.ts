/** Axe on the page (WCAG 2.1 A and AA, best practices): no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  // axe finishes its run in a page of its own, which it opens and closes: the page under test is
  // brought back to the front, so its focused field keeps receiving the keys a journey types next.
  await page.bringToFront();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
}
