/**
 * The camera check by consent on the typing test (D455), through a real browser and Chromium's fake
 * camera (as camera-check.spec.ts walks the skills test's): the company asks; the candidate reads
 * so on the intro and is asked after Start, before the run's clock. With consent, the photos of the
 * start, the middle and the end fall due on the run's 30 seconds; each is taken by opening the
 * camera once, and the camera is never opened else. They reach the server from the outbox and the
 * owner opens them on the scorecard's typing row, as the skills test's. Declining never opens the
 * camera, and the test is scored as any other.
 *
 * "Up to three": a moment falls due only while the run goes, and a camera that takes longer to give
 * its first frame than the run lasts gives fewer (Chromium's fake camera took 31 s under E2E_SLOW,
 * so the run ended before the middle; the start's photo came after it). So the journey waits for
 * what was taken: the server holding, in order, one photo for each time the camera was opened.
 * Measured again under E2E_SLOW at load 7-17 (session 73): each opening gave its first frame within
 * 1.2 s (0.5 s the first) and all three were taken, at 0 s, 15 s and 27 s of the run. The page
 * announces nothing about the camera before the clock (it opens only for a photo, D455), so there is
 * no state to wait on short of a product change: opening it once on "I agree", before the clock.
 *
 * The camera's openings are counted in the page (getUserMedia wrapped before the app loads), since
 * the fake camera shows the browser nothing to see.
 */
import config from '../playwright.config.ts';
import { expect, test, type Page } from './support/test.ts';
import { newApplicant, scorecardIdOf, trackerActivity } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { ownerApi, signInAt } from './support/sign-in.ts';

// The demo's "Remote Support Agent" requisition (server/db/seed/demo-typing-speed.ts): a 30-second
// typing test, then an internet speed test.
const REMOTE_JOB = '44444444-4444-4444-8444-444444444444';
const TITLE = 'Typing test';
const ASKED = 'May this test take photos with your camera?';
/** The moments in the order they fall due, and how the scorecard names each. */
const MOMENTS = ['start', 'middle', 'end'];
const MOMENT_LABELS: Record<string, string> = { start: 'At the start', middle: 'In the middle', end: 'Near the end' };
const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
  // The timed start waits for the device to be ready offline, which needs the service worker.
  serviceWorkers: 'allow',
  viewport: { width: 1280, height: 800 },
});

let owner: Awaited<ReturnType<typeof ownerApi>>;

/** The company's camera ask, set through its notice settings (the settings page is walked in integrity-signals.spec.ts). */
async function askCamera(isAsked: boolean): Promise<void> {
  const path = `/api/account/v1/${owner.accountId}/candidate-notice/`;
  const notice = (await (await owner.api.get(path)).json()) as { data: { en: string; es: string; fr: string } };
  const { en, es, fr } = notice.data;
  const put = await owner.api.put(path, { data: { en, es, fr, ask_camera_check: isAsked } });
  expect(put.ok(), await put.text()).toBe(true);
}

test.beforeAll(async ({ baseURL }) => {
  owner = await ownerApi(baseURL!);
  await askCamera(true);
});
// The ask is the company's: the journeys after this one on the same server find it off, as seeded.
test.afterAll(async () => {
  await askCamera(false);
  await owner.api.dispose();
});

/**
 * Every opening of the camera by the page, counted from before the app loads. The count is the tab's
 * (sessionStorage): the init script runs again in each new document, and a document the service worker
 * or the app reloads during the run must not start it again from 0.
 */
async function countCameraOpenings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) => {
      sessionStorage.setItem('camera-openings', String(Number(sessionStorage.getItem('camera-openings') ?? 0) + 1));
      return open(constraints);
    };
  });
}
const cameraOpenings = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('camera-openings') ?? 0));

/** A new candidate on the typing test's intro, the company's ask said there. */
async function toTheIntro(page: Page, baseURL: string, name: string) {
  const stamp = Date.now();
  const email = `${name}-${stamp}@candidate.test`;
  const applicant = await newApplicant(baseURL, email, REMOTE_JOB, { first: 'Tess', last: `T${stamp}` });
  await countCameraOpenings(page);
  await signInAt(page, email, `/user/progress-tracker?jobUuid=${REMOTE_JOB}&refId=${applicant.refId}`);
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: `Start ${TITLE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(
    page.getByText(
      'The company also asks for up to three photos with your camera while you type: you will be asked first, and you may decline.',
      { exact: false },
    ),
  ).toBeVisible();
  // Start leads to the question, not yet to the run.
  await page.getByRole('button', { name: 'Start the typing test' }).click();
  await expect(page.getByRole('heading', { name: ASKED })).toBeVisible();
  await expect(page.getByLabel('Type the passage here')).toHaveCount(0);
  return applicant;
}

/**
 * Types the whole passage: the first words key by key, the middle as one input (as an input method
 * commits it) and the last character by its key, which reaches the passage's end and finishes the
 * run before its 30 seconds: for the declining candidate, whom no photo waits for (the consenting
 * one needs the whole run for the middle's and the end's). Nothing live is read, since the run may
 * be over by then: the server's result says no mistake was left and none corrected.
 */
async function typeThePassage(page: Page): Promise<void> {
  const input = page.getByLabel('Type the passage here');
  await expect(input).toBeFocused();
  const passage = [...(await page.locator('#tt-passage-text').textContent())!];
  const firstWords = `${passage.join('').split(' ').slice(0, 6).join(' ')} `;
  await page.keyboard.type(firstWords, { delay: 20 });
  await expect(input).toHaveValue(firstWords);
  await page.keyboard.insertText(passage.slice(firstWords.length, -1).join(''));
  await page.keyboard.type(passage.at(-1)!);
  await expect(page.getByText('Your result has been received. Thank you!')).toBeVisible();
  const figures = page.locator('.tt-results dd');
  await expect(figures.nth(1), 'accuracy: no mistake left').toHaveText('100%');
  await expect(figures.nth(3), 'corrections').toHaveText('0');
}

/** Types the passage's first words, then lets the clock run out; the server's result is the end. */
async function typeUntilTheEnd(page: Page): Promise<void> {
  const input = page.getByLabel('Type the passage here');
  await expect(input).toBeFocused();
  const passage = (await page.locator('#tt-passage-text').textContent())!;
  await page.keyboard.type(`${passage.split(' ').slice(0, 8).join(' ')} `, { delay: 20 });
  await expect(page.getByText('Uncorrected mistakes: 0')).toBeVisible();
  // The run's 30 seconds, then the server's score: waited on as the page says it.
  await expect(page.getByText('Your result has been received. Thank you!')).toBeVisible();
}

/** The camera check the owner reads for the typing test: the answer and the photos' moments. */
async function checkOnServer(userSmartreqId: number, activityId: number) {
  const response = await owner.api.get(`/api/smartreq/v1/camera-checks/${userSmartreqId}/`);
  expect(response.ok(), await response.text()).toBe(true);
  const checks = (
    (await response.json()) as {
      data: { job_step_activity_id: number; activity_type: string; consent: string; stills: { moment: string }[] }[];
    }
  ).data;
  const found = checks.find((c) => c.job_step_activity_id === activityId);
  return found
    ? { type: found.activity_type, consent: found.consent, moments: found.stills.map((s) => s.moment) }
    : null;
}

async function typingRowOnScorecard(page: Page, userSmartreqId: number) {
  await signInAt(page, demo.owner, `/smartreq-detail-applicant/${userSmartreqId}`);
  const row = page.locator('#scorecard-timed tbody tr').filter({ has: page.getByRole('rowheader', { name: TITLE }) });
  await expect(row).toContainText(/net WPM, \d+% accuracy/);
  await row.getByText('Camera check', { exact: true }).click();
  return row;
}

test('with consent, the typing run takes up to three photos (start, middle, end), which reach the server and the owner opens on the scorecard', async ({
  page,
  browser,
  baseURL,
}) => {
  const applicant = await toTheIntro(page, baseURL!, 'typing-camera');
  expect(await cameraOpenings(page)).toBe(0);
  await page.getByRole('button', { name: 'I agree to the photos' }).click();
  await expect(page.getByRole('note')).toHaveText(
    'As you agreed, this test takes up to three photos with your camera while you type.',
  );
  await typeUntilTheEnd(page);

  // What was taken reaches the server behind the consent: one photo for each opening of the camera (a
  // photo still on its way is counted from its opening), the start first and in the moments' order.
  // The run is over, so no moment falls due any more.
  const activity = await trackerActivity(applicant.api, applicant.refId, TITLE);
  expect(activity.is_completed).toBe(true);
  const userSmartreqId = await scorecardIdOf(baseURL!, applicant.userId);
  let held: string[] = [];
  await expect(async () => {
    const opened = await cameraOpenings(page);
    expect(opened, 'the camera opened for the start').toBeGreaterThan(0);
    const check = await checkOnServer(userSmartreqId, activity.job_step_activity_id);
    expect(check, 'the consent and a photo for each opening of the camera, on the server').toEqual({
      type: 'typing_test',
      consent: 'given',
      moments: MOMENTS.slice(0, opened),
    });
    held = check!.moments;
  }).toPass();

  // The owner: on the typing test's row, where the skills test's camera check shows; each photo on demand.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const row = await typingRowOnScorecard(await staff.newPage(), userSmartreqId);
  await expect(row).toContainText('The candidate agreed to the camera check.');
  await expect(row.getByRole('img')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Open the photo' })).toHaveCount(held.length);
  for (const moment of held) {
    await row.getByRole('button', { name: 'Open the photo' }).first().click();
    const photo = row.getByRole('img', { name: `Camera check photo: ${MOMENT_LABELS[moment]}` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  }
  await staff.close();
  await applicant.api.dispose();
});

test('declining never opens the camera; the typing test is scored and the scorecard says declined, with no photo', async ({
  page,
  browser,
  baseURL,
}) => {
  const applicant = await toTheIntro(page, baseURL!, 'typing-no-camera');
  await page.getByRole('button', { name: 'Continue without the camera' }).click();
  await expect(page.getByRole('note')).toHaveCount(0);
  await typeThePassage(page);

  const activity = await trackerActivity(applicant.api, applicant.refId, TITLE);
  expect(activity.is_completed).toBe(true);
  const userSmartreqId = await scorecardIdOf(baseURL!, applicant.userId);
  await expect
    .poll(() => checkOnServer(userSmartreqId, activity.job_step_activity_id), {
      message: 'declined on the server, with no photo',
    })
    .toEqual({ type: 'typing_test', consent: 'declined', moments: [] });
  expect(await cameraOpenings(page)).toBe(0);

  const staff = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const row = await typingRowOnScorecard(await staff.newPage(), userSmartreqId);
  await expect(row).toContainText(
    'The candidate declined the camera check. Declining is their right: it is not a failure and says nothing about how the test was taken.',
  );
  await expect(row.getByRole('button', { name: 'Open the photo' })).toHaveCount(0);
  await staff.close();
  await applicant.api.dispose();
});
