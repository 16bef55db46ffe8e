import { expect, test, type Browser, type Page } from './support/test.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signInAt, submitSignIn } from './support/sign-in.ts';
import { waitForMail } from './support/mailbox.ts';
import { lookAt } from './support/look.ts';

const SHOTS = process.env.PROVIDER_ADMIN_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Opens the invitation mailed to `email` in a browser of its own, sets the password, and returns that signed-in page. */
async function acceptInvitation(browser: Browser, email: string, password: string): Promise<Page> {
  const mail = await waitForMail(email, { text: '/accept-invitation' });
  const link = new URL(mail.text.match(/https?:\/\/\S+\/accept-invitation\S+/)![0]);
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/user\/progress(\?|$)/);
  return page;
}

test('given the provider admin creating Acme Hiring with its owner, then the owner sets up a recruiter who works until Acme is suspended', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const ownerEmail = `owner-${stamp}@acme.test`;
  const recruiterEmail = `recruiter-${stamp}@acme.test`;

  await signInAt(page, demo.admin, '/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

  // A form with gaps says what is missing beside each field and sends nothing.
  await page.getByRole('button', { name: 'Create company and invite owner' }).click();
  await expect(page.getByText("Enter the company's name.")).toBeVisible();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();

  await page.getByLabel('Company name').fill('Acme Hiring');
  await page.getByLabel('Company size').selectOption({ label: '11-50 employees' });
  await page.getByLabel('First name').fill('Olga');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel("Owner's email address").fill(ownerEmail);
  const form = page.getByRole('form', { name: 'New company' });
  await form.getByLabel('Career pathways').check();
  await page.getByRole('button', { name: 'Create company and invite owner' }).click();
  // A new company and its owner carry the admin's own proof (D283).
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const acme = page.getByRole('listitem').filter({ hasText: 'Acme Hiring' });
  await expect(acme.getByText(ownerEmail)).toBeVisible();
  await expect(acme.getByLabel('Career pathways')).toBeChecked();
  await page.getByLabel('Search companies by name').fill('acme');
  await expect(page.getByRole('list', { name: 'Companies' }).getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'admin-customers');

  const owner = await acceptInvitation(browser, ownerEmail, 'Acme-owner-7!');
  await owner.goto('/settings/users');
  await expect(owner.getByRole('heading', { name: 'Users and roles' })).toBeVisible();
  await owner.getByLabel('First name').fill('Rita');
  await owner.getByLabel('Last name').fill('Recruiter');
  await owner.getByLabel('Email address').fill(recruiterEmail);
  await owner.getByLabel('Requisitions', { exact: true }).check();
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    owner.getByRole('listitem').filter({ hasText: recruiterEmail }).getByText('Invited', { exact: true }),
  ).toBeVisible();

  const recruiter = await acceptInvitation(browser, recruiterEmail, 'Acme-recruit-7!');
  await recruiter.goto('/hire');
  await expect(recruiter).toHaveURL(/\/hire$/);
  await expect(recruiter.getByRole('link', { name: 'Job Reqs', exact: true })).toBeVisible();
  await expect(recruiter.getByRole('link', { name: /^(company )?settings$/i })).toHaveCount(0);

  await page.getByLabel('Search companies by name').fill('');
  await acme.getByRole('button', { name: /^Suspend/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  // A change to a company carries the admin's own proof (D262).
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(acme.getByText('Suspended', { exact: true })).toBeVisible();

  // The recruiter's open session ends on their next request; signing in again says why.
  await recruiter.reload();
  await expect(recruiter).toHaveURL(/\/login/);
  await submitSignIn(recruiter, recruiterEmail, 'Acme-recruit-7!');
  await expect(
    recruiter.getByText("Your company's access to Assay is suspended. Please contact your company's administrator."),
  ).toBeVisible();

  // The provider admin finds the recruiter across companies, with Acme suspended beside the role.
  await page.goto('/users');
  await page.getByLabel('Search by name or email').fill(recruiterEmail);
  const found = page.getByRole('listitem').filter({ hasText: recruiterEmail });
  await expect(found.getByText('Acme Hiring')).toBeVisible();
  await expect(found.getByText('smartreq_access')).toBeVisible();
  await shoot(page, 'admin-users');
});
