import { expect, test, type Page } from '@playwright/test';
import { emailField } from './support/sign-in.ts';

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** The first visit installs the worker; it controls the page from the next load on. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await isControlled(page))) await page.reload();
  await expect.poll(() => isControlled(page), { timeout: 15_000 }).toBe(true);
}

test('with the network off, a reload still shows the app, not the browser error page', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(emailField(page)).toBeVisible();

  // A route this browser has not opened yet comes from the precache too.
  await page.goto('/create-account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
});
