import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

test('the owner makes a custom dashboard: names it, adds and orders charts, and finds it again after a reload and in the switcher', async ({
  page,
}) => {
  await signInAt(page, demo.owner, '/account/dashboard/custom?from_date=2020-01-01&to_date=2030-12-31');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom dashboards' })).toBeVisible();
  // The seeded shared Turnover dashboard is listed as the owner's.
  await expect(page.getByRole('link', { name: 'Turnover', exact: true })).toBeVisible();

  // Nothing chosen: both problems are said, and nothing typed is lost.
  await page.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(page.getByText('Enter a name for the dashboard.')).toBeVisible();
  await expect(page.getByText('Add at least one chart.')).toBeVisible();

  await page.getByLabel('Name').fill('Hiring health');
  await page.getByLabel('Chart to add').selectOption({ label: 'Time To Hire' });
  await page.getByRole('button', { name: 'Add chart' }).click();
  await page.getByLabel('Chart to add').selectOption({ label: 'Funnel Analytics' });
  await page.getByRole('button', { name: 'Add chart' }).click();
  await page.getByRole('button', { name: /^Up ?: Funnel Analytics$/ }).click();
  await expect(page.locator('.custom-dashboards__chart-name')).toHaveText(['Funnel Analytics', 'Time To Hire']);
  await expect(page.getByLabel('Name')).toHaveValue('Hiring health');
  await page.getByRole('button', { name: 'Create dashboard' }).click();

  await expect(page).toHaveURL(/\/account\/dashboard\/custom\?.*dId=\d+/);
  await expect(page).toHaveURL(/from_date=2020-01-01/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring health' })).toBeVisible();
  const order = page.locator('.custom-dashboards__chart > h2');
  await expect(order).toHaveText(['Funnel Analytics', 'Time To Hire']);
  await expect(page.getByRole('region', { name: 'Funnel by step: table' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring health' })).toBeVisible();
  await expect(order).toHaveText(['Funnel Analytics', 'Time To Hire']);
  await expect(page.getByText('Yours, only you see it')).toBeVisible();
  await expectAccessible(page);

  // The switcher lists it among the custom dashboards, and the filters go with it.
  await page.getByRole('button', { name: /Dashboard: Hiring health/ }).click();
  await page.getByRole('searchbox', { name: 'Search dashboards' }).fill('turnover');
  await page.getByRole('list', { name: 'Custom dashboards' }).getByRole('link', { name: 'Turnover' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Turnover' })).toBeVisible();
  await expect(page).toHaveURL(/from_date=2020-01-01/);
  await expect(page.locator('.custom-dashboards__chart > h2')).toHaveText(['Turnover', 'Performance', 'Time To Hire']);
});

test('an analyst who reads dashboards copies the owner’s shared dashboard and changes the copy, and the original stays as it was', async ({
  page,
}) => {
  const name = `Leavers ${Date.now()}`;
  await signInAt(page, demo.analyst, '/account/dashboard/custom?from_date=2020-01-01&to_date=2030-12-31');
  await page.getByRole('link', { name: 'Turnover', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Turnover' })).toBeVisible();
  await expect(page.getByText('Shared by Olivia Owner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit dashboard' })).toHaveCount(0);
  const original = new URL(page.url()).searchParams.get('dId');

  await page.getByRole('button', { name: 'Make a copy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copy of Turnover' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`dId=${original}(&|$)`));
  await expect(page).toHaveURL(/from_date=2020-01-01/);
  await expect(page.getByText('Yours, only you see it')).toBeVisible();
  await expect(page.locator('.custom-dashboards__chart > h2')).toHaveText(['Turnover', 'Performance', 'Time To Hire']);

  await page.getByRole('button', { name: 'Edit dashboard' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: /^Remove ?: Performance$/ }).click();
  await page.getByRole('button', { name: 'Save dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.custom-dashboards__chart > h2')).toHaveText(['Turnover', 'Time To Hire']);
  await expectAccessible(page);

  // The owner's shared dashboard is untouched; the copy leaves with its delete.
  await page.goto(`/account/dashboard/custom?dId=${original}&from_date=2020-01-01&to_date=2030-12-31`);
  await expect(page.getByRole('heading', { level: 1, name: 'Turnover' })).toBeVisible();
  await expect(page.locator('.custom-dashboards__chart > h2')).toHaveText(['Turnover', 'Performance', 'Time To Hire']);
  await page.goto('/account/dashboard/custom?from_date=2020-01-01&to_date=2030-12-31');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Delete dashboard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});
