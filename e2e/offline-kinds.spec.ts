import { expect, test, type Page } from './support/test.ts';
import { newApplicant } from './support/candidate.ts';
import { lookAt } from './support/look.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// An activity's line on the tracker (its kind's declaration, D193) says "Available offline" only
// once its code and content are on the device, and still says it after a reload without network,
// when the activity opens. One candidate of the Remote Support Agent (server/db/seed/): its Spanish
// language test works offline, its internet speed test needs a connection. What each kind declares,
// and what the line says for each kind and each missing part, is proved below the browser
// (src/kinds/candidate-readiness.test.tsx: every kind's screens are candidate pages, its content
// keys are the ones its screens read and the snapshot keeps); here, the real device.
const REMOTE = '44444444-4444-4444-8444-444444444444';
const OFFLINE = 'Spanish language test';
const ONLINE = 'Internet speed test';
const NEVER_OPENED = 'Typing test';
const NEEDS_NETWORK = /^✕Needs a connection: it measures your internet connection$/;

test.use({ viewport: { width: 390, height: 844 } });

const row = (page: Page, title: string) =>
  page.locator('.tracker-activity').filter({ has: page.locator('.tracker-activity__title', { hasText: title }) });
const lineOf = (page: Page, title: string) => row(page, title).getByTestId('offline-indicator');

/** Start (or Continue, once opened) on the tracker, then the activity's page with its content (no "Loading…" left, no error). */
async function openActivity(page: Page, title: string): Promise<void> {
  const link = row(page, title).getByRole('link', { name: new RegExp(`^(Start|Continue) ${title}$`) });
  const { pathname } = new URL((await link.getAttribute('href'))!, page.url());
  await link.click();
  // The tracker has an h1 of its own: first the activity's page, then its content.
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Loading|went wrong|error occurred/);
}

test('an activity says truly whether it is available offline, and after an offline reload the one so marked opens', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `kinds-${Date.now()}@assay.test`;
  const candidate = await newApplicant(baseURL!, email, REMOTE, { first: 'Kim', last: 'Kinds' });
  const tracker = `/user/progress-tracker?jobUuid=${REMOTE}&refId=${candidate.refId}`;
  await signIn(page, email);
  await waitForServiceWorker(page);

  // Never opened: its content is not on the device, and the line says what to do, not "Available".
  await page.goto(tracker);
  await expect(lineOf(page, OFFLINE)).toHaveText(
    '✕Not available offline: open it once while online to save it on this device',
  );
  await expect(lineOf(page, ONLINE)).toHaveText(NEEDS_NETWORK);
  await lookAt(page, { path: test.info().outputPath('tracker-before-opening.png'), fullPage: true });

  // Opened once online, it is kept: back on the tracker its line turns to "Available offline".
  await openActivity(page, OFFLINE);
  await page.goBack();
  await expect(lineOf(page, OFFLINE)).toHaveText('✓Available offline');

  // No network, a reload: the lines say the same, and the activity marked available opens.
  await context.setOffline(true);
  await page.goto(tracker);
  await expect(lineOf(page, OFFLINE)).toHaveText('✓Available offline');
  await expect(lineOf(page, ONLINE)).toHaveText(NEEDS_NETWORK);
  // Never opened, offline: the line says it is not ready and what to do, never "Getting ready" (D269).
  await expect(lineOf(page, NEVER_OPENED)).toHaveText(
    /^✕Not available offline: connect (and open it )?once to get it ready$/,
  );
  await lookAt(page, { path: test.info().outputPath('tracker-offline.png'), fullPage: true });
  await openActivity(page, OFFLINE);
  await context.setOffline(false);
  await candidate.api.dispose();
});
