import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

test('a recruiter groups hires into a class with one seat, the full class refuses another, and the dashboard counts it', async ({
  page,
}) => {
  const name = `Crew ${Date.now()}`;
  const today = new Date().toISOString().slice(0, 10);
  await signInAt(page, demo.recruiter, '/smartreq-detail/applicants?job_id=1');
  await page.getByRole('link', { name: 'Hiring classes' }).click();
  await expect(page).toHaveURL(/\/smartreq-detail\/hiring-classes\?job_id=1/);

  // A mistake is shown next to its field and nothing is created.
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Seats').fill('0');
  await page.getByRole('button', { name: 'Create the class' }).click();
  await expect(page.getByText('Enter the day the class starts.')).toBeVisible();
  await expect(page.getByText(/Enter a whole number from 1 to/)).toBeVisible();
  await page.getByLabel('Starts on').fill(today);
  await page.getByLabel('Seats').fill('1');
  await page.getByRole('button', { name: 'Create the class' }).click();

  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(item.getByText('0 of 1 seats taken')).toBeVisible();
  await item.getByRole('button', { name: /^Members/ }).click();
  await expect(item.getByText('No one is in this class yet.')).toBeVisible();
  const hire = item.getByLabel('Add a hire');
  await hire.selectOption({ index: 1 });
  await item.getByRole('button', { name: 'Add to the class' }).click();
  await expect(item.getByText('1 of 1 seats taken')).toBeVisible();
  await expect(item.getByRole('button', { name: /^Remove/ })).toHaveCount(1);
  await expectAccessible(page);

  // The seat is taken: another hire is refused with the reason.
  await hire.selectOption({ index: 1 });
  await item.getByRole('button', { name: 'Add to the class' }).click();
  await expect(item.getByRole('alert')).toHaveText(
    'Every seat in this class is taken. Add seats first, or choose another class.',
  );

  // The owner's Hiring Classes dashboard counts the class in the last 30 days.
  await page.context().clearCookies();
  await signInAt(page, demo.owner, '/account/dashboard/company-hiring-classes');
  const table = page.getByRole('region', { name: 'Hiring classes starting in the range: table' });
  await expect(table.getByRole('row', { name: new RegExp(`^${name} `) })).toContainText('1');
  await expectAccessible(page);
});
