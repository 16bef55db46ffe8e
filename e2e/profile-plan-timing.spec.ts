import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { openProfile } from './support/job-profiles.ts';
import { signIn } from './support/sign-in.ts';

test('the owner gives a profile’s measurement plan 30 days after each participant’s start, then stops giving it, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.owner);
  const jobId = await openProfile(page, 'Store Associate');
  await page.goto(`/jobdetails/setup/measurement-plans?job_id=${jobId}`);

  const when = page.getByRole('region', { name: 'When', exact: true });
  await expect(when.getByRole('status')).toContainText('Nobody is given this plan automatically.');
  await when.getByLabel('Days after the start').fill('-3');
  await when.getByRole('button', { name: 'Give the plan' }).click();
  await expect(when.getByText('Enter a whole number of days from 0 to 3650.')).toBeVisible();

  await when.getByLabel('Days after the start').fill('30');
  await when.getByRole('button', { name: 'Give the plan' }).click();
  await expect(page.getByText('The changes were saved.')).toBeVisible();
  await expect(when.getByRole('status')).toContainText('Given 30 days after each participant’s start.');
  await expect(when.getByRole('status')).toContainText('Nobody has been given it yet.');
  await expectAccessible(page);

  await page.reload();
  await expect(when.getByLabel('Days after the start')).toHaveValue('30');
  await when.getByRole('button', { name: 'Stop giving it' }).click();
  await expect(page.getByText('Nobody more will be given this plan. Those given it keep it.')).toBeVisible();
  await expect(when.getByRole('status')).toContainText('Nobody is given this plan automatically.');
  await expect(when.getByRole('button', { name: 'Give the plan' })).toBeVisible();
});
