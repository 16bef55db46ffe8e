/** The chaos test's person on the tracker: the activity's row, and its Start or Continue link. */
import type { Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import { firstVisible } from './waits.ts';

export const trackerPath = (a: ActivityRef) => `/user/progress-tracker?jobUuid=${a.jobUuid}&refId=${a.refId}`;

/** Start or Continue on the tracker; 'completed' when the tracker says so; 'unknown' when it showed neither. */
export async function openFromTracker(page: Page, activity: ActivityRef): Promise<'opened' | 'completed' | 'unknown'> {
  await page.goto(trackerPath(activity));
  // The title as written: "Equal opportunity questions (voluntary)" has a regular expression's brackets.
  const title = activity.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = page.getByRole('link', { name: new RegExp(`^(Start|Continue) ${title}$`) });
  const completed = page
    .getByRole('listitem')
    .filter({ hasText: activity.title })
    .last()
    .filter({ hasText: 'Completed' });
  const seen = await firstVisible([
    ['link', link],
    ['completed', completed],
  ] as const);
  if (seen !== 'link') return seen ?? 'unknown';
  await link.click();
  return 'opened';
}
