import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { openProfile } from './support/job-profiles.ts';
import { signIn } from './support/sign-in.ts';

test('the owner schedules a profile’s outcome periods every three months and stops the schedule, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.owner);
  const jobId = await openProfile(page, 'Store Associate');
  await page.goto(`/jobdetails/setup/outcomes?job_id=${jobId}`);

  const schedule = page.locator('section', { has: page.getByRole('heading', { name: 'Schedule', exact: true }) });
  await schedule.getByRole('button', { name: 'Start the schedule' }).click();
  await expect(schedule.getByText('Name the periods.')).toBeVisible();

  const first = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await schedule.getByLabel('Name of the periods').fill('Quarterly review');
  await schedule.getByLabel('How often').selectOption({ label: 'Every 3 months' });
  await schedule.getByLabel('First period on').fill(first);
  await schedule.getByRole('button', { name: 'Start the schedule' }).click();
  await expect(page.getByText('The schedule was saved.')).toBeVisible();
  await expect(schedule.getByRole('status')).toContainText('Quarterly review: the next period opens on');
  await expect(schedule.getByLabel('How often')).toHaveValue('3');
  await expectAccessible(page);

  await page.reload();
  await expect(schedule.getByRole('status')).toContainText('Quarterly review: the next period opens on');
  await schedule.getByRole('button', { name: 'Stop the schedule' }).click();
  await expect(page.getByText('The schedule was stopped. Periods already opened stay.')).toBeVisible();
  await expect(schedule.getByRole('button', { name: 'Start the schedule' })).toBeVisible();
  await expect(schedule.getByRole('status')).toHaveCount(0);
});
