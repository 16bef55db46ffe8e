import { expect, request, test } from './support/test.ts';
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
  // empty: the form then refuses to send ("Enter your email address") and is filled again. Each
  // press waits for the form's answer, either one, before it is judged: the request sent, or the
  // focus moved to the error summary (filling the field takes it away from a summary shown before).
  const sent = page.getByText('Check your email');
  const refused = page.locator('.error-summary:focus');
  await expect(async () => {
    await page.getByLabel(/^Email( address)?$/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(sent.or(refused)).toBeVisible();
    expect(await sent.isVisible(), 'the reset link was sent, not refused for an empty field').toBe(true);
  }, 'the reset request sent').toPass();

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
