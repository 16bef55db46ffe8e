import { expect, test } from '@playwright/test';
import { demo } from './support/demo-users.ts';
import { signIn, submitSignIn } from './support/sign-in.ts';

// The seed's fixed job uuids (server/db/seed/demo-requisitions.ts).
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const CLOSED_REQUISITION = '22222222-2222-4222-8222-222222222222';
const PATHWAY = '33333333-3333-4333-8333-333333333333';

test.use({ viewport: { width: 390, height: 844 } });

test('the demo candidate signs in and sees their trackers with progress, newest first', async ({ page }) => {
  await signIn(page, demo.candidate);
  await expect(page.getByRole('heading', { name: 'My Progress' })).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Team Lead Pathway');
  await expect(cards.nth(0).getByRole('img', { name: '100% complete' })).toBeVisible();
  await expect(cards.nth(1)).toContainText('Customer Support Specialist');
  await expect(cards.nth(1)).toContainText('Demo Company · Austin, TX');
  await expect(cards.nth(1).getByRole('img', { name: '50% complete' })).toBeVisible();

  await cards.nth(1).getByRole('link', { name: 'Customer Support Specialist' }).click();
  await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support Specialist' })).toBeVisible();
  // The innermost list item is the activity (its step's item contains it too).
  await expect(page.getByRole('listitem').filter({ hasText: 'Application form' }).last()).toContainText('Completed');
  // Not done yet: every activity kind of the plan can be started from the tracker.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Video introduction' })
      .last()
      .getByRole('link', { name: 'Start Video introduction' }),
  ).toBeVisible();
});

test('a candidate who applied 5 days ago sees why they cannot re-apply yet', async ({ page }) => {
  await signIn(page, 'maria.garcia@assay.test');
  const reapply = page.getByRole('button', { name: 'Re-apply to Customer Support Specialist' });
  await reapply.focus();
  await expect(page.getByRole('tooltip')).toHaveText('You must wait 25 day(s) before you can re-apply');
  await expect(reapply).toHaveAccessibleDescription('You must wait 25 day(s) before you can re-apply');
  // Disabled by aria-disabled (so it keeps focus and its tooltip): a forced click opens nothing.
  await expect(reapply).toBeDisabled();
  await reapply.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a pathway with no wait can be re-taken after confirming, landing on the new tracker', async ({ page }) => {
  await signIn(page, 'li.wei@assay.test');
  await page.getByRole('button', { name: 'Re-take Team Lead Pathway' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to re-take this Pathway?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Re-take Team Lead Pathway' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${PATHWAY}&refId=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Team Lead Pathway' })).toBeVisible();
  await expect(page.getByRole('img', { name: '0% complete' })).toBeVisible();
});

test('a new candidate opening a job link creates an account and lands on their new tracker', async ({ page }) => {
  await page.goto(`/?sr=${OPEN_REQUISITION}`);
  await expect(page).toHaveURL(new RegExp(`/login/applicant/${OPEN_REQUISITION}`));
  await page.getByRole('link', { name: 'Create an account', exact: true }).click();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email address').fill(`nora.${Date.now()}@e2e.test`);
  await page.getByLabel('Password', { exact: true }).fill('Newcomer-pass-1');
  await page.getByLabel('Confirm password').fill('Newcomer-pass-1');
  await page.getByLabel('I accept the terms of use and the privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${OPEN_REQUISITION}&refId=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support Specialist' })).toBeVisible();
  await expect(page.getByRole('img', { name: '0% complete' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to My Progress' }).click();
  await expect(
    page.getByRole('button', { name: 'Re-apply to Customer Support Specialist' }),
  ).toHaveAccessibleDescription('You must wait 30 day(s) before you can re-apply');
});

test('a closed requisition says it is not accepting new applications', async ({ page }) => {
  await page.goto(`/?sr=${CLOSED_REQUISITION}`);
  // The job link says so before any sign-in, and offers signing in to see an earlier application.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job is no longer taking applications');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await submitSignIn(page, demo.candidate);
  await expect(page).toHaveURL(new RegExp(`/user/progress\\?jobUuid=${CLOSED_REQUISITION}`));
  await expect(page.getByRole('alert')).toHaveText('This position is not accepting new applications at this time');
  // Their other applications are still listed below.
  await expect(page.getByText('Customer Support Specialist')).toBeVisible();
});
