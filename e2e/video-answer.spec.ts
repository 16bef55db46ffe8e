import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { newApplicant, takeOnlineOffer, trackerActivity } from './support/candidate.ts';
import { expectAccessible } from './support/accessibility.ts';
import { signIn } from './support/sign-in.ts';
import { untilRecorded } from './support/recorder.ts';
import config from '../playwright.config.ts';
import { lookAt } from './support/look.ts';

/** How many pieces of recordings the device holds (IndexedDB `mediaChunks`). */
const piecesOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('assay-offline');
        open.onsuccess = () => {
          const count = open.result.transaction('mediaChunks').objectStore('mediaChunks').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

// Job 1, "Customer Support Specialist": its "Video introduction" activity has two video questions
// (server/db/seed/demo-video.ts). Chromium's fake camera and microphone record real WebM.
const OPEN_JOB = '11111111-1111-4111-8111-111111111111';
const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera', 'microphone'],
  // Playwright's offline emulation does not cover service-worker requests.
  serviceWorkers: 'block',
});

const newCandidate = (baseURL: string, email: string) =>
  newApplicant(baseURL, email, OPEN_JOB, { first: 'Vera', last: 'Video' });

const videoActivity = (api: APIRequestContext, refId: string) => trackerActivity(api, refId, 'Video introduction');

const question = (page: Page, n: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Question ${n}` }) });

/**
 * Service workers are blocked here, so the device never gets ready to go on offline and the
 * recorder waits (src/ui/offline-readiness): the candidate goes on online.
 */
async function pressRecord(page: Page, n: number): Promise<void> {
  const button = question(page, n).getByRole('button', { name: 'Record video answer' });
  await expect(button).toBeVisible();
  await takeOnlineOffer(page);
  await button.click();
}

async function record(page: Page, n: number, seconds: number): Promise<void> {
  const q = question(page, n);
  await pressRecord(page, n);
  await expect(q.getByRole('timer')).toContainText('Time left');
  await untilRecorded(q, seconds);
  await q.getByRole('button', { name: 'Stop recording' }).click();
  await expect(q.getByRole('button', { name: 'Retake' })).toBeVisible();
}

test('promise 7, media resumes at the byte: a video answer recorded, the network cut during upload, a reload, the upload resumes from the server offset and the activity completes', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `video-${Date.now()}@assay.test`;
  const { api, refId } = await newCandidate(baseURL!, email);
  const activity = await videoActivity(api, refId);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, email);
  await page.goto(
    `/user/video-questions?jobUuid=${OPEN_JOB}&refId=${refId}&activityId=${activity.job_step_activity_id}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Video introduction' })).toBeVisible();
  await expect(question(page, 1)).toContainText('Time limit: 1:00');
  await expect(page.getByRole('link', { name: 'Check your device first (opens in a new tab)' })).toHaveAttribute(
    'href',
    '/test',
  );
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('video-answer-start-1280.png'), fullPage: true });

  // Record, retake once, then record the answer that is used.
  await record(page, 1, 1);
  await question(page, 1).getByRole('button', { name: 'Retake' }).click();
  await record(page, 1, 5);
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('video-answer-review-1280.png'), fullPage: true });

  // A slow uplink so the upload is still running when the network goes.
  const cdp = await context.newCDPSession(page);
  const slow = () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 32 * 1024,
    });
  await cdp.send('Network.enable');
  await slow();
  await question(page, 1).getByRole('button', { name: 'Use this answer' }).click();
  await expect(
    question(page, 1)
      .getByRole('status')
      .filter({ hasText: /Uploading… [1-9]\d?%/ }),
  ).toBeVisible();
  await context.setOffline(true);
  await expect(question(page, 1).getByText(/Upload paused: waiting for a connection/)).toBeVisible();
  await lookAt(page, { path: test.info().outputPath('video-answer-offline-1280.png'), fullPage: true });

  // Back online (still slow), and a reload straight away: the recording is in IndexedDB.
  await context.setOffline(false);
  await slow();
  const patches: number[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PATCH' && req.url().includes('/api/tus/videos/'))
      patches.push(Number(req.headers()['upload-offset']));
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Video introduction' })).toBeVisible();
  await cdp
    .send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    .catch(() => undefined);
  await expect(question(page, 1).getByText('Answer uploaded (100%).')).toBeVisible();
  // After the reload the upload went on from the byte the server had, not from zero.
  expect(patches.length).toBeGreaterThan(0);
  expect(patches[0]).toBeGreaterThan(0);

  // The reload asked again whether the device can go on offline; with no worker it cannot.
  await page.getByRole('button', { name: 'Go on anyway, online' }).click();
  // A text file named .mp4: the browser calls it video/mp4, the server reads its bytes and refuses it.
  await question(page, 2)
    .getByLabel('Or upload a video file (MP4, WebM or Ogg)')
    .setInputFiles({
      name: 'notes.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('Not a video, only text.\n'.repeat(400)),
    });
  await question(page, 2).getByRole('button', { name: 'Use this answer' }).click();
  await expect(question(page, 2).getByRole('alert')).toHaveText('Only MP4, WebM, and Ogg video formats are supported.');
  // A plain text file is refused before any upload.
  await question(page, 2)
    .getByLabel('Or upload a video file (MP4, WebM or Ogg)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only MP4, WebM, and Ogg video formats are supported.').first()).toBeVisible();

  await record(page, 2, 2);
  await question(page, 2).getByRole('button', { name: 'Use this answer' }).click();
  await expect(question(page, 2).getByText('Answer uploaded (100%).')).toBeVisible();
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('video-answer-done-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page).toHaveURL(/\/user\/progress-tracker/);
  expect((await videoActivity(api, refId)).is_completed).toBe(true);
  await api.dispose();
});

const sectionLockHeld = (page: Page) =>
  page.evaluate(async () =>
    ((await navigator.locks.query()).held ?? []).some((lock) => lock.name === 'assay-section-in-progress'),
  );

test('promise 7, recordings are written to IndexedDB as they are recorded: a reload mid-recording offers the kept seconds back, and they upload', async ({
  page,
  baseURL,
}) => {
  const email = `video-reload-${Date.now()}@assay.test`;
  const { api, refId } = await newCandidate(baseURL!, email);
  const activity = await videoActivity(api, refId);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, email);
  await page.goto(
    `/user/video-questions?jobUuid=${OPEN_JOB}&refId=${refId}&activityId=${activity.job_step_activity_id}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Video introduction' })).toBeVisible();

  await pressRecord(page, 1);
  await expect(question(page, 1).getByRole('timer')).toContainText('Time left');
  // Promise 10: the update gate (the waiting service worker asks the same) sees the recording in progress.
  await expect.poll(() => sectionLockHeld(page), { message: 'the recording holds the section lock' }).toBe(true);
  // Three seconds are on disk while the camera still records.
  await expect
    .poll(() => piecesOnDevice(page), { message: "the recording's pieces on the device" })
    .toBeGreaterThanOrEqual(3);

  // The tab reloads mid-recording.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Video introduction' })).toBeVisible();
  const q1 = question(page, 1);
  // The interrupted recording is offered back with the seconds kept (three pieces were on disk before the reload: about 3 s).
  const kept = q1.getByTestId('interrupted-recording');
  await expect(kept).toBeVisible();
  expect(Number(await kept.getAttribute('data-duration-seconds'))).toBeGreaterThanOrEqual(2);
  await expect(kept.locator('video')).toBeVisible();
  expect(await sectionLockHeld(page)).toBe(false);
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('video-answer-interrupted-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: test.info().outputPath('video-answer-interrupted-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await kept.getByTestId('keep-interrupted').click();
  await expect(q1.getByText('Answer uploaded (100%).')).toBeVisible();
  // The server accepted the file: its pieces are gone from the device.
  await expect.poll(() => piecesOnDevice(page), { message: "the recording's pieces left on the device" }).toBe(0);
  // The server holds the kept recording as question 1's ready answer.
  const read = await api.get(
    `/api/user-response/v1/video-questions/job_step_activity/${activity.job_step_activity_id}/ref/${refId}/`,
  );
  const { questions } = ((await read.json()) as { data: { questions: { answer: { status: string } | null }[] } }).data;
  expect(questions[0]?.answer?.status).toBe('ready');
  await api.dispose();
});

test('promise 9, room before the start: before recording, the app asks for persistent storage and, short of room, does not start and says what to do', async ({
  page,
  baseURL,
}) => {
  const email = `video-room-${Date.now()}@assay.test`;
  const { api, refId } = await newCandidate(baseURL!, email);
  const activity = await videoActivity(api, refId);
  // A nearly full device: 1 MB left, far less than a minute of video needs.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { storageCalls: string[] }).storageCalls = calls;
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        persisted: async () => false,
        persist: async () => {
          calls.push('persist');
          return true;
        },
        estimate: async () => {
          calls.push('estimate');
          return { quota: 50_000_000, usage: 49_000_000 };
        },
      },
    });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, email);
  await page.goto(
    `/user/video-questions?jobUuid=${OPEN_JOB}&refId=${refId}&activityId=${activity.job_step_activity_id}`,
  );
  await pressRecord(page, 1);
  await expect(question(page, 1).getByRole('alert')).toHaveText(
    'There is not enough free space on this device to record this answer. Free some space, or use another device, then try again.',
  );
  await expect(question(page, 1).getByRole('timer')).toHaveCount(0);
  // Persistent storage was asked for before the free room was checked.
  const calls = await page.evaluate(() => (window as unknown as { storageCalls: string[] }).storageCalls);
  expect(calls).toContain('estimate');
  expect(calls.indexOf('persist')).toBeGreaterThanOrEqual(0);
  expect(calls.indexOf('persist')).toBeLessThan(calls.indexOf('estimate'));
  await api.dispose();
});

test('on a phone (390 px): the questions and the recorder fit, and pass axe', async ({ page, baseURL }) => {
  const email = `video-phone-${Date.now()}@assay.test`;
  const { api, refId } = await newCandidate(baseURL!, email);
  const activity = await videoActivity(api, refId);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email);
  await page.goto(
    `/user/video-questions?jobUuid=${OPEN_JOB}&refId=${refId}&activityId=${activity.job_step_activity_id}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Video introduction' })).toBeVisible();
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('video-answer-start-390.png'), fullPage: true });
  // At 320 px (400% zoom) the cards with their native file fields still fit: nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
  await pressRecord(page, 1);
  await expect(question(page, 1).getByRole('timer')).toContainText('Time left');
  // The camera preview plays (it has its size and a frame) before the screenshot and the checks of the layout.
  await expect
    .poll(
      () =>
        question(page, 1)
          .getByLabel('Camera preview')
          .evaluate(
            (video: HTMLVideoElement) =>
              video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.currentTime > 0,
          ),
      { message: 'the camera preview plays' },
    )
    .toBe(true);
  await lookAt(page, { path: test.info().outputPath('video-answer-recording-390.png'), fullPage: true });
  await expectAccessible(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await api.dispose();
});
