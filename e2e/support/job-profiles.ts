import { expect, type Page } from './test.ts';

/** Opens a job profile from the profile list, as a user finds it; answers its job id. */
export async function openProfile(page: Page, title: string): Promise<string> {
  await page.goto('/jobprofile');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/job_id=\d+/);
  return /job_id=(\d+)/.exec(page.url())![1]!;
}
