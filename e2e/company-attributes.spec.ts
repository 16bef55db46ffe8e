import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

test('given the company owner, then they add an attribute of their own, an interview question probes it, and once in use it is archived rather than deleted', async ({
  page,
}) => {
  const name = `Shelf sense ${Date.now()}`;
  await signInAt(page, demo.owner, '/settings/attributes');
  await expect(page.getByRole('heading', { name: 'Attributes', level: 1 })).toBeVisible();

  // A missing name is named next to the field.
  await page.getByRole('button', { name: 'Add attribute' }).click();
  await expect(page.locator('#new-attribute-name-error')).toContainText("Enter the attribute's name.");
  await page.locator('#new-attribute-name').fill(name);
  await page.locator('#new-attribute-category').selectOption({ label: 'Competencies' });
  await page.locator('#new-attribute-description').fill('Keeps shelves full and faced.');
  await page.getByRole('button', { name: 'Add attribute' }).click();
  const list = page.getByRole('list', { name: 'Attributes' });
  const entry = list.getByRole('listitem').filter({ hasText: name });
  await expect(entry).toContainText('Not used yet');
  await expect(entry.getByRole('button', { name: `Delete ${name}` })).toBeVisible();

  // The interview-question list offers it to probe.
  await page.goto('/settings/measurement/interview-questions');
  await page.locator('#new-question-text').fill(`Tell us how you keep a shelf full (${name}).`);
  await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(
    page.locator('.company-list__name', { hasText: `Tell us how you keep a shelf full (${name}).` }),
  ).toBeVisible();

  await page.goto('/settings/attributes');
  await page.getByLabel('Search by name or description').fill(name);
  await expect(entry).toContainText('1 question');
  await expect(entry.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await entry.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(page.getByText('No attribute matches.')).toBeVisible();
  await page.getByLabel('Archived').selectOption({ label: 'With the archived' });
  await expect(entry).toContainText('Archived');
  await expect(entry.getByRole('button', { name: `Restore ${name}` })).toBeVisible();

  // The provider's attributes are there to read, with nothing to change.
  await page.getByLabel('Search by name or description').fill('');
  await page.getByLabel('Whose attributes').selectOption({ label: "The provider's" });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(0);
});
