import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { expectAccessible } from './support/accessibility.ts';

// The plan editor's onboarding form and language test activities: the recruiter picks
// the company's onboarding form, and a language test's languages and parts; both show in the plan.
// New fields are found by id and value, so the spec also runs before their strings are extracted.

test('given the recruiter, when they add an onboarding form and a language test to a plan, then both are in the plan', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, demo.recruiter, '/hire');
  await page.getByRole('link', { name: 'New requisition' }).click();
  await page.getByLabel('Job title').fill(`Bilingual Agent ${Date.now()}`);
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL(/\/hire\/smartreq-builder\/steps\?job_id=\d+/);
  await page.getByLabel('New step name').fill('Hire');
  await page.getByRole('button', { name: 'Add step' }).click();

  await page.getByRole('button', { name: 'Add an activity to Hire' }).click();
  await page.getByLabel('Kind of activity').selectOption('onboarding');
  await expect(page.locator('select[id$="-add-form"]')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Add to step' }).click();
  await expect(page.getByText(/^Added /)).toBeVisible();

  await page.getByRole('button', { name: 'Add an activity to Hire' }).click();
  await page.getByLabel('Kind of activity').selectOption('language_test');
  await page.locator('select[id$="-add-language"]').selectOption('es');
  await page.locator('select[id$="-add-instruction-language"]').selectOption('en');
  await page.getByRole('checkbox', { name: 'Reading' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Listening' })).toBeChecked();
  await page.getByLabel('Activity title').fill('Spanish listening');
  await lookAt(page, { path: test.info().outputPath('plan-kinds-add-1280.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to step' }).click();
  await expect(page.getByText('Added Spanish listening')).toBeVisible();

  const step = page.getByRole('region', { name: 'Step 1: Hire' });
  await expect(step.getByText('Spanish listening', { exact: true })).toBeVisible();
  await expect(step.getByText(/· Spanish · Listening$/)).toBeVisible();
  await expect(step.getByRole('listitem')).toHaveCount(2);
  await lookAt(page, { path: test.info().outputPath('plan-kinds-plan-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: test.info().outputPath('plan-kinds-plan-390.png'), fullPage: true });
});
