import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { submitSignIn } from './support/sign-in.ts';

test('a signed-out visitor opening /user/reports is asked to sign in, then lands on /user/reports', async ({
  page,
}) => {
  await page.goto('/user/reports');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/user/reports');

  await submitSignIn(page, demo.candidate);
  await expect(page).toHaveURL(/\/user\/reports$/);
});

test('a deep link keeps its query through sign-in', async ({ page }) => {
  await page.goto('/people?page=2');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitSignIn(page, demo.owner);
  await expect(page).toHaveURL(/\/people\?page=2$/);
});
