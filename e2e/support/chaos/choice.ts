/**
 * The chaos test's person tapping an option of the question on screen, and what the tap did.
 *
 * - The item is read first and the option found again by that item's name and value, so a tap is
 *   never meant for one question and made on another. The driver before aimed with `nth` of the
 *   page's radios, a locator Playwright finds anew at each action: read on one question, tapped on
 *   whichever question the page showed by the tap (a reload resuming elsewhere, a screen changing
 *   under the finger), it recorded the option for the first item while the page answered the
 *   second, which the server then held unrecorded (seed 6600's "duplicated" answer,
 *   docs/benchmarks.md).
 * - What counts is the option the screen then shows chosen for that item (`chosenOption`), read
 *   back, not the one aimed at.
 */
import type { Page } from '@playwright/test';
import type { Rng } from './rng.ts';

export interface Tap {
  itemId: string;
  /** The option's value the person aimed at. */
  aimed: number;
}

/** Aims at a drawn option of the question on screen and taps it; undefined when the page went from under the finger. */
export async function tapAnOption(page: Page, rng: Rng): Promise<Tap | undefined> {
  const radios = page.getByRole('radio');
  const target = radios.nth(rng.int(Math.max(1, await radios.count().catch(() => 0))));
  const itemId = await target.getAttribute('name').catch(() => null);
  const value = await target.getAttribute('value').catch(() => null);
  if (itemId === null || value === null) return undefined;
  await optionsOf(page, itemId)
    .and(page.locator(`[value="${value}"]`))
    .check()
    .catch(() => undefined);
  return { itemId, aimed: Number(value) };
}

/** The option the screen shows chosen for the item now (not waited for); undefined when none is, or the item is gone. */
export async function chosenOption(page: Page, itemId: string): Promise<number | undefined> {
  const value = await optionsOf(page, itemId)
    .evaluateAll((inputs) => (inputs as HTMLInputElement[]).find((input) => input.checked)?.value ?? null)
    .catch(() => null);
  return value === null ? undefined : Number(value);
}

function optionsOf(page: Page, itemId: string) {
  return page.locator(`input[type="radio"][name="${itemId}"]`);
}
