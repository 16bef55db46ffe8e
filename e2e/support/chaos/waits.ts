/**
 * How the chaos driver waits (docs/testing.md "Waits"): on a state the page announces (a screen's
 * heading or button, the "Saved" status, the service worker's control), never for a time sized for
 * a fast machine. The only bounds are PATIENCE's (playwright.config.ts), which grow in slow mode:
 * - `look`: a screen the person looks for that may rightly never come (a page offline that cannot
 *   load, a tab reloaded under their fingers), after which they act again (PATIENCE.probe);
 * - `expect`: what must come once the page is there (a "Saved" after a tap, a navigation, a reply
 *   online) (PATIENCE.expect);
 * - `activity`: one activity, from the tracker to the end, faults and all (PATIENCE.test).
 *
 * What is not a wait: the fault schedule (device.ts) is drawn by the seed in steps (the network off
 * for 2-8 of the person's actions), and the person's typing pace (40 ms a key) is how they type;
 * neither waits for the machine.
 */
import type { Locator, Page } from '@playwright/test';
import { PATIENCE } from '../../../playwright.config.ts';

export const BOUNDS = { look: PATIENCE.probe, expect: PATIENCE.expect, activity: PATIENCE.test } as const;

/**
 * Which of the named screens the page shows first, waiting for any of them at most `timeoutMs`;
 * undefined when none showed (the caller says what the page showed instead).
 */
export async function firstVisible<K extends string>(
  screens: readonly (readonly [K, Locator])[],
  timeoutMs: number = BOUNDS.look,
): Promise<K | undefined> {
  const any = screens.map(([, locator]) => locator.first()).reduce((a, b) => a.or(b));
  try {
    await any.first().waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    return undefined;
  }
  for (const [name, locator] of screens) if (await locator.first().isVisible()) return name;
  // Gone between the two looks (a reload): the caller looks again.
  return undefined;
}

/** What the page shows, for a report: its address and the start of its main text. */
export async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return 'the tab was closed';
  const text = await page
    .locator('body')
    .innerText({ timeout: BOUNDS.look })
    .catch((error: unknown) => `(unreadable: ${error instanceof Error ? error.message.split('\n')[0] : error})`);
  return `${page.url()} showing "${text.replace(/\s+/g, ' ').trim().slice(0, 240)}"`;
}
