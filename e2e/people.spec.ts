import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

const shots = process.env.PEOPLE_SCREENSHOTS;

test('the owner finds the seeded employees, adds one after fixing the form, and ends an employment with its reason', async ({
  page,
}) => {
  await signInAt(page, demo.owner, '/hire');
  await page.getByRole('link', { name: 'Employees', exact: true }).first().click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  // 40 seeded; journeys before this one (the data import) may have added some.
  const summary = page.getByText(/1–25 of \d+ employees, page 1 of 2/);
  await expect(summary).toBeVisible();
  const total = Number(/of (\d+) employees/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(40);
  // What predicts staying: the correlation with its interval and the honest reading for 40 people.
  const predicts = page.getByRole('region', { name: 'What predicts staying' });
  await expect(predicts.getByText(/^r = 0\.\d\d \(95% interval -?0\.\d\d to 0\.\d\d\)$/).first()).toBeVisible();
  await expect(
    predicts.getByText(/Based on 40 people; too few to rely on \(we rely on 50 or more\)\./).first(),
  ).toBeVisible();
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/people-${page.viewportSize()?.width}.png`, fullPage: true });

  await page.getByLabel('Status').selectOption('former');
  await expect(page.getByText(/1–12 of 12 employees/)).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('li wei');
  await expect(page.getByText(/1–1 of 1 employees/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('');

  // An empty form: every problem next to its field, nothing sent.
  await page.getByRole('button', { name: 'Add an employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an employee' });
  await dialog.getByLabel('Email address (optional)').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(dialog.getByText('Enter the first name.')).toBeVisible();
  await expect(dialog.getByText('Enter a valid email address, or leave it empty.')).toBeVisible();
  await expect(dialog.getByText('Enter a date.')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/people-form-${page.viewportSize()?.width}.png` });
  await dialog.getByLabel('First name').fill('Nadia');
  await dialog.getByLabel('Last name').fill('Newcomer');
  await dialog.getByLabel('Email address (optional)').fill('nadia.newcomer@demo-company.test');
  await dialog.getByLabel('Job', { exact: true }).fill('Store Associate');
  await dialog.getByLabel('Location (optional)').fill('Lisbon');
  await dialog.getByLabel('Start date').fill('2026-03-02');
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText('Nadia Newcomer was added.')).toBeVisible();
  await expect(page.getByText(new RegExp(`of ${total + 1} employees`))).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('nadia');
  await page.getByRole('button', { name: 'End the employment of Nadia Newcomer' }).click();
  const end = page.getByRole('dialog', { name: 'End employment' });
  await end.getByRole('button', { name: 'End employment' }).click();
  await expect(end.getByText('Choose voluntary or involuntary.')).toBeVisible();
  await end.getByLabel('Separation type').selectOption('voluntary');
  await end.getByLabel('Reason').fill('Moved away');
  await end.getByRole('button', { name: 'End employment' }).click();
  await expect(page.getByText('The employment of Nadia Newcomer has ended.')).toBeVisible();
  await expect(page.getByText('Voluntary: Moved away')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the employee list and what predicts staying fit the screen', async ({ page }) => {
    await signInAt(page, demo.owner, '/people');
    await expect(page.getByText(/1–25 of 4\d employees/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'What predicts staying' }).getByText(/^r = /).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/people-390.png`, fullPage: true });
  });
});
