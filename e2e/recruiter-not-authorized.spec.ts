import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';

test('the recruiter, without company settings access, is sent to /not-authorized at /settings', async ({ page }) => {
  await signIn(page, demo.recruiter);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Seed 000 section 2.7: a way back to the main page.
  await expect(
    page
      .getByRole('link', { name: /main page|home/i })
      .or(page.getByRole('button', { name: /main page|home/i }))
      .first(),
  ).toBeVisible();
});
