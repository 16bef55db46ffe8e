import { expect, test } from './support/test.ts';
import { emailField } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('with the network off, a reload still shows the app, not the browser error page, and a page that needs the network says so', async ({
  page,
  context,
}) => {
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

  // A page that only does its work on the server is not kept on the device: offline it says so,
  // not the router's English error, and it opens by itself once the network returns.
  await page.goto('/request-password-reset');
  await expect(page.getByRole('alert')).toHaveText(
    'This page needs a connection, and this device is offline. It opens once you are back online.Try again',
  );
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();

  // So does a page named online-only because it reads the server (bench/budget.json
  // onlineOnlyRoutes, D246): the terms of use, and a booking link's page.
  // Each in a tab of its own: offline, TanStack Router's lazy route reloads the page once when its
  // code does not download (lazyRouteComponent), and that reload of /terms could land after the
  // next navigation in the same tab, leaving it on /terms (a run in three here).
  await context.setOffline(true);
  let onlineOnly = page;
  for (const path of ['/terms', '/schedule-interview/00000000-0000-4000-8000-000000000000']) {
    onlineOnly = await context.newPage();
    await onlineOnly.goto(path);
    await expect(onlineOnly.getByRole('alert')).toHaveText(
      'This page needs a connection, and this device is offline. It opens once you are back online.Try again',
    );
  }
  await context.setOffline(false);
  await expect(onlineOnly.getByRole('heading', { name: 'Schedule your interview' })).toBeVisible();
});
