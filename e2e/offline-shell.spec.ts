import { expect, test } from '@playwright/test';
import { emailField } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

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
