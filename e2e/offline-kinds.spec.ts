import { expect, test, type Page } from '@playwright/test';
import { newApplicant } from './support/candidate.ts';
import { lookAt } from './support/look.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

// One candidate walks the kinds of three demo plans (server/db/seed/): the Customer Support
// Specialist (questionnaire, screening and equal-opportunity questions, typing, skills, video),
// the Remote Support Agent (speed and language tests) and the Store Associate (onboarding). Each
// activity's line on the tracker (its kind's declaration, D193) must say "Available offline" only
// once its code and content are on the device, and still say it after a reload without network,
// when every such activity opens.
const OPEN = '11111111-1111-4111-8111-111111111111';
const REMOTE = '44444444-4444-4444-8444-444444444444';
const STORE = '0b0a4d18-0000-4000-8000-000000000001';

test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 844 } });

const PLANS: { job: string; offline: string[]; online: Record<string, RegExp> }[] = [
  {
    job: OPEN,
    offline: [
      'Equal opportunity questions (voluntary)',
      'Personality questionnaire',
      'Screening questions',
      'Typing test',
      'Customer service skills test',
      'Video introduction',
    ],
    online: {},
  },
  {
    job: REMOTE,
    offline: ['Spanish language test'],
    online: { 'Internet speed test': /^✕Needs a connection: it measures your internet connection$/ },
  },
  { job: STORE, offline: ['New hire details'], online: {} },
];

const row = (page: Page, title: string) =>
  page.locator('.tracker-activity').filter({ has: page.locator('.tracker-activity__title', { hasText: title }) });
const lineOf = (page: Page, title: string) => row(page, title).getByTestId('offline-indicator');
const trackerUrl = (job: string, refId: string) => `/user/progress-tracker?jobUuid=${job}&refId=${refId}`;

/** Start on the tracker, then the activity's page with its content (no "Loading…" left, no error). */
async function openActivity(page: Page, title: string): Promise<void> {
  await row(page, title)
    .getByRole('link', { name: `Start ${title}` })
    .click();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Loading|went wrong|error occurred/);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await lookAt(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('every activity says truly whether it is available offline, and after an offline reload each one so marked opens', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `kinds-${Date.now()}@assay.test`;
  const candidate = await newApplicant(baseURL!, email, OPEN, { first: 'Kim', last: 'Kinds' });
  const refs: Record<string, string> = { [OPEN]: candidate.refId };
  for (const job of [REMOTE, STORE]) {
    const applied = await candidate.api.post(`/api/user/v1/progress-tracker/user/${candidate.userId}/`, {
      data: { job_uuid: job },
    });
    expect(applied.ok()).toBe(true);
    refs[job] = ((await applied.json()) as { data: { ref_id: string } }).data.ref_id;
  }
  await signIn(page, email);
  await waitForServiceWorker(page);

  for (const plan of PLANS) {
    await page.goto(trackerUrl(plan.job, refs[plan.job]!));
    // Never opened: its content is not on the device, and the line says what to do, not "Available".
    for (const title of plan.offline)
      await expect(lineOf(page, title)).toHaveText(
        '✕Not available offline: open it once while online to save it on this device',
        { timeout: 20_000 },
      );
    for (const [title, says] of Object.entries(plan.online)) await expect(lineOf(page, title)).toHaveText(says);
    if (plan.job === OPEN) await shoot(page, 'tracker-before-opening');

    // Opened once online, each is kept: back on the tracker its line turns to "Available offline".
    for (const title of plan.offline) {
      await openActivity(page, title);
      await page.goBack();
      await expect(lineOf(page, title)).toHaveText('✓Available offline', { timeout: 20_000 });
    }
  }

  // No network, a reload: the lines say the same, and every activity marked available opens.
  await context.setOffline(true);
  for (const plan of PLANS) {
    await page.goto(trackerUrl(plan.job, refs[plan.job]!));
    for (const title of plan.offline) await expect(lineOf(page, title)).toHaveText('✓Available offline');
    for (const [title, says] of Object.entries(plan.online)) await expect(lineOf(page, title)).toHaveText(says);
    if (plan.job === OPEN) await shoot(page, 'tracker-offline');
    for (const title of plan.offline) {
      await openActivity(page, title);
      await page.goBack();
      await expect(lineOf(page, title)).toHaveText('✓Available offline');
    }
  }
  await context.setOffline(false);
  await candidate.api.dispose();
});
