import { expect, request, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

const LI_OPEN = 'a0000000-0000-4000-8000-000000000006';

/** Demo Company's owner emails Li through the applicants' bulk email, as the applicant list does. */
async function ownerEmailsLi(baseURL: string, subject: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', { data: { email: demo.owner, password: DEMO_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const sent = await api.post('/api/smartreq/v1/email-applicants/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ref_ids: [LI_OPEN],
      subject,
      message: 'Hello Li,\n\nPlease book a time to talk.\n\n<script>alert(1)</script>',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await api.dispose();
}

test("a company reads the mail it sent, another company never sees it, and the provider's admins find it among every company's", async ({
  page,
  baseURL,
}) => {
  const subject = `Mail log journey ${Date.now()}`;
  await ownerEmailsLi(baseURL!, subject);

  // Demo Company's owner opens the mail log from the account menu and reads the mail.
  await signInAt(page, demo.owner, '/hire');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('link', { name: 'Mail Log' }).click();
  await expect(page).toHaveURL(/\/settings\/mail-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail log' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(page.locator('.mail-reader__text')).toContainText('Please book a time to talk.');
  const frame = page.getByTitle("The mail's HTML");
  await expect(frame).toHaveAttribute('sandbox', '');
  // Axe is not run here: it cannot enter a frame that may run no script.
  await expect(page.frameLocator('.mail-reader__frame').getByText('Please book a time to talk.')).toBeVisible();

  // Another company's owner sees none of it.
  await page.context().clearCookies();
  await signInAt(page, demo.otherOwner, '/settings/mail-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail log' })).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);

  // A provider admin narrows every company's mail to Demo Company and Li's address.
  await page.context().clearCookies();
  await signInAt(page, demo.admin, '/admin/mail-log');
  await page.getByLabel('Company', { exact: true }).selectOption({ label: 'Demo Company' });
  await page.getByLabel('Recipient').fill('li.wei@');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=li\.wei/);
  const row = page.locator('.log-table__row').filter({ hasText: subject });
  await expect(row).toContainText('Demo Company');
  await expect(row).toContainText('Message to a candidate');
  await expectAccessible(page);
});
