import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { submitSignIn } from './support/sign-in.ts';
import { waitForMail } from './support/mailbox.ts';
import { signUpByApi } from './support/sign-up.ts';

test('given a candidate who forgot the password, when asking for a reset, then the mailed link sets a new password that signs in', async ({
  page,
  baseURL,
}) => {
  const email = `forgot-${Date.now()}@example.com`;
  const api = await request.newContext({ baseURL });
  await signUpByApi(api, {
    first_name: 'Fran',
    last_name: 'Forgetful',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  await api.dispose();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // Now and then, on a loaded machine, the field typed into right after the page opened comes back
  // empty ("Enter your email address"); the form is filled again until the request is sent.
  await expect(async () => {
    await page.getByLabel(/^Email( address)?$/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  const mail = await waitForMail(email, { subject: 'Reset your Assay password' });
  expect(mail.fromName).toBe('Assay');
  expect(mail.html).toContain('/reset-password?');
  const link = new URL(mail.text.match(/https?:\/\/\S+\/reset-password\S+/)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('Fresh-start-7!');
  await page.getByLabel('Confirm new password').fill('Fresh-start-7!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText('Incorrect Email or Password').first()).toBeVisible();
  await submitSignIn(page, email, 'Fresh-start-7!');
  await expect(page).toHaveURL(/\/user\/progress(\?|$)/);
});
