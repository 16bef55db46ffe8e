import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

test('given the company owner, then they write an interview kit with a rubric, are told what is missing first, reorder questions, reopen and archive it', async ({
  page,
}) => {
  const name = `Warehouse lead ${Date.now()}`;
  await signInAt(page, demo.owner, '/settings/templates/interview-question');
  await expect(page.getByRole('heading', { name: 'Interview kits', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New kit' }).click();

  // Saving an empty kit names each missing piece, and nothing is saved.
  await page.getByRole('button', { name: 'Save kit' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('Enter the kit’s name.');
  await expect(summary).toContainText('Add at least one attribute to score.');
  await expect(summary).toContainText('Write the question.');

  await page.getByLabel('Kit name').fill(name);
  await page.getByLabel('Attribute to score').selectOption({ label: 'Communication' });
  await page.getByRole('button', { name: 'Add attribute' }).click();
  // Generic anchors come filled in, to be rewritten.
  await expect(page.getByLabel('Score 3')).toHaveValue('Meets what the role needs');
  await page.getByLabel('Score 5').fill('Explains a hard plan so the whole team can act on it.');
  await page.getByLabel('Question 1').fill('Tell us about a time you changed a plan at the last minute.');
  await page.getByLabel('Guidance for the interviewer (optional)').fill('Listen for who they told, and how.');
  await page.getByRole('checkbox', { name: 'Communication' }).check();
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 2').fill('How do you hand over a shift?');
  await page.getByRole('button', { name: 'Move up question 2' }).click();
  await expect(page.getByLabel('Question 1')).toHaveValue('How do you hand over a shift?');
  await page.getByRole('button', { name: 'Save kit' }).click();

  await expect(page.getByRole('status')).toHaveText(`Kit “${name}” saved.`);
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Interview · 2 questions · 1 attribute · Not used yet');

  // Reopened, it holds what was typed, in the new order.
  await item.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Score 5')).toHaveValue('Explains a hard plan so the whole team can act on it.');
  await expect(page.getByLabel('Question 2')).toHaveValue(
    'Tell us about a time you changed a plan at the last minute.',
  );
  await expect(page.getByRole('checkbox', { name: 'Communication' }).nth(1)).toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Archived, it leaves the list.
  await item.getByRole('button', { name: `Archive ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status')).toHaveText(`Kit “${name}” archived.`);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});
