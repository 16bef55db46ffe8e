import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

test('given the owner turns a questionnaire off, then the plan editor no longer offers it, and turning it back on offers it again', async ({
  page,
}) => {
  await signInAt(page, demo.owner, '/settings/measurement/personal-assessments');
  await expect(page.getByRole('heading', { name: 'Personal assessments', level: 1 })).toBeVisible();
  await page.getByLabel('Search by title').fill('interests');
  const entry = page.locator('.company-list__item').filter({ hasText: 'Interests questionnaire' });
  await expect(page.locator('.company-list__item')).toHaveCount(1);
  await entry.getByRole('button', { name: 'Turn off Interests questionnaire' }).click();
  await expect(entry.getByText('Inactive')).toBeVisible();

  try {
    await page.goto('/smartreq-detail/setup/screening-plan?job_id=1');
    await page
      .getByRole('button', { name: /^Add an activity/ })
      .first()
      .click();
    const choice = page.getByLabel('Questionnaire', { exact: true });
    await expect(choice.locator('option')).not.toHaveCount(0);
    await expect(choice.locator('option', { hasText: 'Personality questionnaire' })).toHaveCount(1);
    await expect(choice.locator('option', { hasText: 'Interests questionnaire' })).toHaveCount(0);
    await expect(
      page.getByText('Activities that already give one turned off keep it.', { exact: false }),
    ).toBeVisible();
  } finally {
    await page.goto('/settings/measurement/personal-assessments');
    await page.getByLabel('Search by title').fill('interests');
    await page.getByRole('button', { name: 'Turn on Interests questionnaire' }).click();
    await expect(
      page.locator('.company-list__item').filter({ hasText: 'Interests questionnaire' }).getByText('Active'),
    ).toBeVisible();
  }
});
