import { expect, type Page } from '@playwright/test';

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Offline reloads come from the service worker: the first visit installs it, and it controls the page from the next load on. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await isControlled(page))) await page.reload();
  await expect.poll(() => isControlled(page), { timeout: 15_000 }).toBe(true);
}
