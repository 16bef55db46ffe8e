import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the demo candidate adds an experience, sees its MM/DD/YYYY dates, edits it and deletes it', async ({ page }) => {
  await signInAt(page, demo.candidate, '/user/job-experiences');
  await expect(page.getByRole('heading', { level: 1, name: 'My Experience' })).toBeVisible();
  await expect(page.getByText('You have not added any experience yet')).toBeVisible();

  // Add: an empty submit names the required fields, and an end before the start warns beside the field.
  await page.getByRole('button', { name: 'Add experience' }).click();
  await page.getByRole('button', { name: 'Save experience' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('Enter your job title');
  await expect(summary).toContainText('Enter the company name');
  await expect(summary).toContainText('Enter the start date');

  await page.getByLabel('Job title').fill('Support Agent');
  await page.getByLabel('Company name').fill('Acme Corp');
  await page.getByLabel('Start date').fill('2019-03-04');
  await page.getByLabel('End date').fill('2019-01-31');
  await expect(page.getByText('The end date is before the start date')).toBeVisible();
  await page.getByLabel('End date').fill('2021-06-30');
  await expect(page.getByText('The end date is before the start date')).toBeHidden();
  await page.getByLabel('City or location').fill('Austin');
  await page.getByLabel('State or region').fill('TX');
  await page.getByRole('button', { name: 'Save experience' }).click();

  const item = page.getByRole('listitem').filter({ hasText: 'Acme Corp' });
  await expect(item.getByRole('heading', { level: 2, name: 'Support Agent' })).toBeVisible();
  await expect(item).toContainText('03/04/2019 – 06/30/2021');
  await expect(item).toContainText('Austin, TX');

  // Edit: the same form, filled in; a current position shows "Present".
  await item.getByRole('button', { name: 'Edit Support Agent, Acme Corp' }).click();
  await expect(page.getByRole('heading', { name: 'Edit experience' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Acme Corp');
  await page.getByLabel('Job title').fill('Senior Support Agent');
  await page.getByLabel('I currently work here').check();
  await expect(page.getByLabel('End date')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const edited = page.getByRole('listitem').filter({ hasText: 'Acme Corp' });
  await expect(edited.getByRole('heading', { level: 2, name: 'Senior Support Agent' })).toBeVisible();
  await expect(edited).toContainText('03/04/2019 – Present');

  // Delete, after confirming.
  await edited.getByRole('button', { name: 'Delete Senior Support Agent, Acme Corp' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete Senior Support Agent at Acme Corp?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Acme Corp' })).toHaveCount(0);
  await expect(page.getByText('You have not added any experience yet')).toBeVisible();
});
