import { expect, type Page } from './test.ts';

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Offline reloads come from the service worker: the first visit installs it, and it controls the page from the next load on. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await isControlled(page))) await page.reload();
  await expect.poll(() => isControlled(page), { message: 'the service worker controls the page' }).toBe(true);
}
