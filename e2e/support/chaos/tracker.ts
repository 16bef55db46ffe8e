/** The chaos test's person on the tracker: the activity's row, and its Start or Continue link. */
import type { Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import { within } from './device.ts';

export const trackerPath = (a: ActivityRef) => `/user/progress-tracker?jobUuid=${a.jobUuid}&refId=${a.refId}`;

/** Start or Continue on the tracker; 'completed' when the tracker says so. */
export async function openFromTracker(page: Page, activity: ActivityRef): Promise<'opened' | 'completed' | 'unknown'> {
  await page.goto(trackerPath(activity));
  const link = page.getByRole('link', { name: new RegExp(`^(Start|Continue) ${activity.title}$`) });
  const row = page.getByRole('listitem').filter({ hasText: activity.title }).last();
  const seen = await within(20_000, async () => {
    if (await link.isVisible()) return 'link';
    if (/Completed/.test((await row.textContent()) ?? '')) return 'completed';
    return undefined;
  });
  if (seen !== 'link') return seen ?? 'unknown';
  await link.click();
  return 'opened';
}
