/**
 * Terms and privacy: a candidate creates an account accepting the terms, a provider admin
 * publishes a new version of the terms, and the candidate is asked to accept it on their next
 * visit before going on; the new version and the earlier one stay readable on /terms. And a timed
 * activity's instructions link to the device check in a new tab.
 */
import { expect, test } from './support/test.ts';
import { newApplicant } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { enterSignUpCode } from './support/sign-up.ts';

test('a candidate accepts the terms at sign-up and again after a new version is published', async ({ browser }) => {
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await candidate.goto('/create-account');
  await candidate.getByLabel('First name').fill('Terry');
  await candidate.getByLabel('Last name').fill('Terms');
  const email = `terry.${Date.now()}@e2e.test`;
  await candidate.getByLabel('Email address').fill(email);
  await candidate.getByLabel('Password', { exact: true }).fill('Terms-pass-1');
  await candidate.getByLabel('Confirm password').fill('Terms-pass-1');
  await candidate.getByRole('button', { name: 'Create account' }).click();
  // Without the consent the account is not created, and what was typed stays.
  await expect(
    candidate.getByText('Accept the terms of use and the privacy policy to create your account').first(),
  ).toBeVisible();
  await expect(candidate.getByLabel('First name')).toHaveValue('Terry');
  await expect(candidate.getByRole('link', { name: 'terms of use', exact: true })).toHaveAttribute('href', '/terms');
  await candidate.getByLabel('I accept the terms of use and the privacy policy').check();
  await candidate.getByRole('button', { name: 'Create account' }).click();
  await enterSignUpCode(candidate, email);
  await expect(candidate).toHaveURL(/\/user\/progress(\?|$)/);
  await expect(candidate.getByRole('dialog', { name: 'We have updated our terms' })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await admin.goto('/admin/legal-documents');
  await expect(admin.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
  await admin.getByLabel('Document').selectOption('terms');
  await admin.getByLabel('Effective date').fill('2030-01-15');
  await admin
    .getByLabel('English text')
    .fill(
      '## What changed\nThe terms now cover the kiosk interview station.\n\n- Use it only when the company asks you to.',
    );
  await admin
    .getByLabel('Spanish text')
    .fill('## Qué ha cambiado\nLas condiciones cubren ahora el puesto de entrevista en quiosco.');
  await admin.getByRole('button', { name: 'Save version' }).click();
  await expect(admin.getByText(/Version \d+ is published\./)).toBeVisible();
  await adminContext.close();

  // The next visit asks before anything else; the page beneath stays as it was.
  await candidate.reload();
  const notice = candidate.getByRole('dialog', { name: 'We have updated our terms' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  await expect(notice).toContainText('January 15, 2030');
  await notice.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(notice).toHaveCount(0);
  await candidate.reload();
  await expect(candidate.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(candidate.getByRole('dialog', { name: 'We have updated our terms' })).toHaveCount(0);

  await candidate.goto('/terms');
  await expect(candidate.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
  await expect(candidate.getByText('Use it only when the company asks you to.')).toBeVisible();
  await candidate.getByRole('link', { name: /^Version 1, effective/ }).click();
  await expect(candidate.getByText('This is an earlier version.')).toBeVisible();
  await expect(candidate.getByRole('heading', { level: 2, name: 'The service' })).toBeVisible();
  await candidateContext.close();
});

test('the typing test instructions link to the device check in a new tab', async ({ page, baseURL }) => {
  const remoteJob = '44444444-4444-4444-8444-444444444444';
  const email = `device-${Date.now()}@assay.test`;
  const { refId } = await newApplicant(baseURL!, email, remoteJob, { first: 'Devi', last: 'Check' });
  await signIn(page, email);
  await page.goto(`/user/progress-tracker?jobUuid=${remoteJob}&refId=${refId}`);
  await page.getByRole('link', { name: 'Start Typing test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Typing test' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Check your device first (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', '/test');
  const [checkPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(checkPage).toHaveURL(/\/test$/);
  // The activity stays where it was in the first tab.
  await expect(page.getByRole('heading', { level: 1, name: 'Typing test' })).toBeVisible();
});
