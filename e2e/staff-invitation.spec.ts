import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { waitForMail } from './support/mailbox.ts';
import { lookAt } from './support/look.ts';

const SHOTS = process.env.STAFF_USERS_SHOTS;

test('given the owner inviting an interviewer, then the mailed link lets them set a password and work; deactivated, their session ends', async ({
  page,
  browser,
}) => {
  const email = `interviewer-${Date.now()}@example.com`;
  await signInAt(page, demo.owner, '/settings/users');
  await expect(page.getByRole('heading', { name: 'Users and roles' })).toBeVisible();

  // A refusal keeps what was typed and says why beside the email field.
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Interviewer');
  await page.getByLabel('Email address').fill(demo.recruiter);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('This person is already a user of your company.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ines');

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: /^Job profiles/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  if (SHOTS) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, { path: `${SHOTS}/settings-users-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  const mail = await waitForMail(email, { text: '/accept-invitation' });
  const link = new URL(mail.text.match(/https?:\/\/\S+\/accept-invitation\S+/)![0]);

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByLabel('Confirm password')).toBeVisible();
  if (SHOTS) {
    for (const width of [390, 1366]) {
      await invitee.setViewportSize({ width, height: 900 });
      await lookAt(invitee, { path: `${SHOTS}/accept-invitation-${width}.png`, fullPage: true });
    }
  }
  await invitee.getByLabel('Password', { exact: true }).fill('Fresh-start-7!');
  await invitee.getByLabel('Confirm password').fill('Fresh-start-7!');
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee).toHaveURL(/\/user\/progress(\?|$)/);

  await page.reload();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();

  // The invitee's next page load finds the session over and goes to sign-in.
  await invitee.reload();
  await expect(invitee).toHaveURL(/\/login/);
});
