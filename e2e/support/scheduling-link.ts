/** The owner sends a candidate the scheduling link from the scorecard's panel, and the candidate opens it on a phone. */
import type { Browser, Page } from '@playwright/test';

/** Sends the link from the scorecard open in `page` and opens it at 390 px in Madrid's time zone; the candidate's page. */
export async function openSchedulingLinkOnPhone(page: Page, browser: Browser): Promise<Page> {
  const panel = page.getByRole('region', { name: 'Interview scheduling' });
  await panel.getByRole('button', { name: 'Send scheduling link' }).click();
  const link = await panel
    .getByText('Link sent to the candidate:')
    .locator('..')
    .getByRole('link')
    .getAttribute('href');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Madrid' });
  const visitor = await phone.newPage();
  await visitor.goto(link!);
  return visitor;
}
