/** Axe on the page (WCAG 2.1 A and AA, best practices): no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page): Promise<void> {
  // Legacy mode: axe runs in the page itself, without the blank page it otherwise opens (and loads
  // itself into again) to merge frames' results; the app has no frames, and the page under test
  // keeps the front, so its focused field keeps receiving the keys a journey types next.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
}
