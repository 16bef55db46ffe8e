import { expect, test, type Page } from './support/test.ts';
import { newApplicant, trackerActivity } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { lookAt } from './support/look.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { signIn, signInAt, submitSignIn } from './support/sign-in.ts';
import { answeredElsewhereBut } from './support/questionnaire.ts';
import { enterSignUpCode } from './support/sign-up.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The seed's fixed job uuids (server/db/seed/demo-requisitions.ts).
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const CLOSED_REQUISITION = '22222222-2222-4222-8222-222222222222';
const PATHWAY = '33333333-3333-4333-8333-333333333333';

test.use({ viewport: { width: 390, height: 844 } });

test('the demo candidate signs in and sees their trackers with progress, newest first', async ({ page }) => {
  await signIn(page, demo.candidate);
  await expect(page.getByRole('heading', { name: 'My Progress' })).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Team Lead Pathway');
  await expect(cards.nth(0).getByRole('img', { name: '100% complete' })).toBeVisible();
  await expect(cards.nth(1)).toContainText('Customer Support Specialist');
  await expect(cards.nth(1)).toContainText('Demo Company · Austin, TX');
  await expect(cards.nth(1).getByRole('img', { name: '50% complete' })).toBeVisible();

  await cards.nth(1).getByRole('link', { name: 'Customer Support Specialist' }).click();
  await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support Specialist' })).toBeVisible();
  // The innermost list item is the activity (its step's item contains it too).
  await expect(page.getByRole('listitem').filter({ hasText: 'Application form' }).last()).toContainText('Completed');
  // Not done yet: every activity kind of the plan can be started from the tracker.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Video introduction' })
      .last()
      .getByRole('link', { name: 'Start Video introduction' }),
  ).toBeVisible();
});

test('a candidate who applied 5 days ago sees why they cannot re-apply yet', async ({ page }) => {
  await signInAt(page, 'maria.garcia@assay.test', '/user/progress');
  const reapply = page.getByRole('button', { name: 'Re-apply to Customer Support Specialist' });
  await reapply.focus();
  await expect(page.getByRole('tooltip')).toHaveText('You must wait 25 days before you can re-apply');
  await expect(reapply).toHaveAccessibleDescription('You must wait 25 days before you can re-apply');
  // Disabled by aria-disabled (so it keeps focus and its tooltip): a forced click opens nothing.
  await expect(reapply).toBeDisabled();
  await reapply.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a pathway with no wait can be re-taken after confirming, landing on the new tracker', async ({ page }) => {
  await signInAt(page, 'li.wei@assay.test', '/user/progress');
  await page.getByRole('button', { name: 'Re-take Team Lead Pathway' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to re-take this Pathway?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Re-take Team Lead Pathway' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${PATHWAY}&refId=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Team Lead Pathway' })).toBeVisible();
  await expect(page.getByRole('img', { name: '0% complete' })).toBeVisible();
});

test('a new candidate opening a job link creates an account and lands on their new tracker', async ({ page }) => {
  await page.goto(`/?sr=${OPEN_REQUISITION}`);
  await expect(page).toHaveURL(new RegExp(`/login/applicant/${OPEN_REQUISITION}`));
  await page.getByRole('link', { name: 'Create an account', exact: true }).click();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  const email = `nora.${Date.now()}@e2e.test`;
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Newcomer-pass-1');
  await page.getByLabel('Confirm password').fill('Newcomer-pass-1');
  await page.getByLabel('I accept the terms of use and the privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await enterSignUpCode(page, email);

  await expect(page).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${OPEN_REQUISITION}&refId=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support Specialist' })).toBeVisible();
  await expect(page.getByRole('img', { name: '0% complete' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to My Progress' }).click();
  await expect(
    page.getByRole('button', { name: 'Re-apply to Customer Support Specialist' }),
  ).toHaveAccessibleDescription('You must wait 30 days before you can re-apply');
});

test('a closed requisition says it is not accepting new applications', async ({ page }) => {
  await page.goto(`/?sr=${CLOSED_REQUISITION}`);
  // The job link says so before any sign-in, and offers signing in to see an earlier application.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job is no longer taking applications');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await submitSignIn(page, demo.candidate);
  await expect(page).toHaveURL(new RegExp(`/user/progress\\?jobUuid=${CLOSED_REQUISITION}`));
  await expect(page.getByRole('alert')).toHaveText('This position is not accepting new applications at this time');
  // Their other applications are still listed below.
  await expect(page.getByText('Customer Support Specialist')).toBeVisible();
});

/**
 * Records, in the tab's sessionStorage (so across reloads), every time a Start or Continue link for
 * one of the watched activities is on the page, however briefly: a tracker that shows "Start" for
 * a moment after a reload is caught, not only one that stays so.
 */
async function recordStartLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const look = () => {
      const watched = JSON.parse(sessionStorage.getItem('e2e.watched') ?? '[]') as string[];
      if (watched.length === 0) return;
      for (const link of document.querySelectorAll('a')) {
        const text = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!watched.some((title) => text === `Start ${title}` || text === `Continue ${title}`)) continue;
        const seen = JSON.parse(sessionStorage.getItem('e2e.start-shown') ?? '[]') as string[];
        if (!seen.includes(text)) sessionStorage.setItem('e2e.start-shown', JSON.stringify([...seen, text]));
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** From now on, the tracker must never offer `title` again. */
const watch = (page: Page, title: string) =>
  page.evaluate((t) => {
    const watched = JSON.parse(sessionStorage.getItem('e2e.watched') ?? '[]') as string[];
    sessionStorage.setItem('e2e.watched', JSON.stringify([...watched, t]));
  }, title);

const startLinksShown = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.start-shown') ?? '[]') as string[]);

const row = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title }).last();

test('what was done stays done: a reload of the tracker right after each submit shows it completed, never Start', async ({
  page,
  context,
  baseURL,
}) => {
  const candidate = await newApplicant(baseURL!, `stays-done.${Date.now()}@e2e.test`, OPEN_REQUISITION);
  await recordStartLinks(page);
  await signInAt(page, candidate.email, `/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${candidate.refId}`);

  // The application form, sent online.
  await row(page, 'Application form').getByRole('link', { name: 'Start Application form' }).click();
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1994-08-30');
  await page.getByLabel('Are you legally authorized to work in the United States?').selectOption('Yes');
  await page.getByLabel('Earliest start date').fill('2026-12-01');
  await page.getByLabel('Desired hourly pay (USD)').fill('22');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
  await expect(row(page, 'Application form')).toContainText('Completed');
  await watch(page, 'Application form');
  await page.reload();
  await expect(row(page, 'Application form')).toContainText('Completed');

  // The equal-opportunity questions, declined at once, then straight back to the tracker and a reload.
  const eeoc = 'Equal opportunity questions (voluntary)';
  // The tracker stays open in another tab meanwhile: it learns of the submit without a reload.
  const otherTab = await context.newPage();
  await otherTab.goto(`/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${candidate.refId}`);
  await expect(row(otherTab, eeoc).getByRole('link', { name: `Start ${eeoc}` })).toBeVisible();
  await row(page, eeoc)
    .getByRole('link', { name: `Start ${eeoc}` })
    .click();
  await page.getByRole('button', { name: 'Decline to answer all and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, this step is complete' })).toBeVisible();
  await expect(row(otherTab, eeoc)).toContainText('Completed');
  await otherTab.close();
  await watch(page, eeoc);
  await page.getByRole('link', { name: 'Back to your progress tracker' }).click();
  await expect(row(page, eeoc)).toContainText('Completed');
  await page.reload();
  await expect(row(page, eeoc)).toContainText('Completed');
  await expect(row(page, 'Application form')).toContainText('Completed');
  await lookAt(page, { path: test.info().outputPath('tracker-done-390.png'), fullPage: true });

  expect(await startLinksShown(page)).toEqual([]);
  expect((await trackerActivity(candidate.api, candidate.refId, 'Application form')).is_completed).toBe(true);
  expect((await trackerActivity(candidate.api, candidate.refId, eeoc)).is_completed).toBe(true);
  await candidate.api.dispose();
});

// D257: online, an activity opens from the device's copy of the tracker before the server answers;
// when the server's answer differs (the activity was completed on another device), the page's guard
// runs again on it and the candidate is sent to the tracker.
test("an activity opens from the device's copy at once, and one completed elsewhere meanwhile sends the candidate to the tracker once the server says so", async ({
  page,
  context,
  baseURL,
}) => {
  const eeoc = 'Equal opportunity questions (voluntary)';
  const candidate = await newApplicant(baseURL!, `copy-first.${Date.now()}@e2e.test`, OPEN_REQUISITION);
  const trackerUrl = `/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${candidate.refId}`;
  await signInAt(page, candidate.email, trackerUrl);
  const start = row(page, eeoc).getByRole('link', { name: `Start ${eeoc}` });
  const activityUrl = await start.getAttribute('href');

  // Completed on another device: this one's copy still says it is open.
  const activityId = (await trackerActivity(candidate.api, candidate.refId, eeoc)).job_step_activity_id;
  const done = await candidate.api.post('/api/user-response/v1/submit-eeoc-answers/', {
    data: { ref_id: candidate.refId, job_step_activity_id: activityId, answers: { gender: 'decline' } },
  });
  expect(done.ok()).toBe(true);

  // The server's answer about this tracker is held until the page has shown the activity.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await context.route(`**/api/user/v1/progress-tracker/${candidate.refId}/`, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto(activityUrl!);
  await expect(page.getByRole('heading', { level: 1, name: 'Equal opportunity questions' })).toBeVisible();
  answer();
  await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
  await expect(row(page, eeoc)).toContainText('Completed');
  await candidate.api.dispose();
});

test('a questionnaire submitted offline: the tracker says "Sent, waiting for the server" across an offline reload, never Start, then Completed once back online', async ({
  page,
  context,
  baseURL,
}) => {
  const title = 'Work values questionnaire';
  const candidate = await newApplicant(baseURL!, `sent-offline.${Date.now()}@e2e.test`, PATHWAY);
  // 2 practice items and 24 counted ones (server/db/seed): all but the last two answered on another
  // device (as its outbox sends them); this one continues the attempt and answers those two online.
  expect((await answeredElsewhereBut(candidate, title, 2)).total).toBe(24);
  await recordStartLinks(page);
  await signInAt(page, candidate.email, `/user/progress-tracker?jobUuid=${PATHWAY}&refId=${candidate.refId}`);
  await waitForServiceWorker(page);
  await row(page, title)
    .getByRole('link', { name: `Start ${title}` })
    .click();
  await page.getByRole('button', { name: 'I agree, start' }).click();
  await expect(page.getByTestId('lease-notice')).toHaveAttribute('data-lease', 'elsewhere');
  await page.getByRole('button', { name: 'Continue on this device' }).click();
  await expect(page.getByText(/^(Practice question|Question) \d+ of \d+$/)).toHaveText('Question 23 of 24');
  for (let step = 24; step < 26; step++) {
    await expect(page.getByRole('radio')).toHaveCount(5);
    await page
      .getByRole('radio')
      .nth(step % 5)
      .check();
    await expect(page.locator('.q-saved')).toContainText('Saved');
    await page.getByRole('button', { name: /^(Next|Continue to review)$/ }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('will be submitted when you', { exact: false })).toBeVisible();
  await watch(page, title);
  await page.goto(`/user/progress-tracker?jobUuid=${PATHWAY}&refId=${candidate.refId}`);
  await expect(row(page, title)).toContainText('Sent, waiting for the server');
  await page.reload();
  await expect(row(page, title)).toContainText('Sent, waiting for the server');
  await lookAt(page, { path: test.info().outputPath('tracker-sent-390.png'), fullPage: true });
  // The wide picture only when pictures are taken (lookAt takes none otherwise): no viewport flips in CI.
  if (process.env.E2E_SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await lookAt(page, { path: test.info().outputPath('tracker-sent-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  }
  expect((await trackerActivity(candidate.api, candidate.refId, title)).is_completed).toBe(false);

  // Back online: the outbox drains, the receipt lands and the server's answer replaces the device's.
  await context.setOffline(false);
  await expect(row(page, title)).toContainText('Completed');
  await expect
    .poll(async () => (await trackerActivity(candidate.api, candidate.refId, title)).is_completed, {
      message: `${title} completed on the server`,
    })
    .toBe(true);
  await page.reload();
  await expect(row(page, title)).toContainText('Completed');
  expect(await startLinksShown(page)).toEqual([]);
  await candidate.api.dispose();
});
