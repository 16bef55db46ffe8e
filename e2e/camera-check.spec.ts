/**
 * The camera check by consent, given (D455), through a real browser and Chromium's fake camera
 * (as video-answer.spec.ts): the company asks; the candidate agrees before the first timed section;
 * the section's start takes one photo, which reaches the server from the outbox once, as a JPEG 320
 * pixels wide; the owner sees on the scorecard that the candidate agreed and opens the photo only on
 * demand, and the opening is in the company's audit log. Declining is walked in
 * integrity-signals.spec.ts.
 */
import config from '../playwright.config.ts';
import { expect, test } from './support/test.ts';
import { newApplicant, scorecardIdOf, trackerActivity } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { ownerApi, signInAt } from './support/sign-in.ts';

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const TEST_TITLE = 'Customer service skills test';
const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
  // The timed start waits for the device to be ready offline, which needs the service worker.
  serviceWorkers: 'allow',
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

test('with consent, the start of the timed sections takes one photo, which the owner opens on demand, in the audit log', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const email = `camera-${stamp}@candidate.test`;
  const applicant = await newApplicant(baseURL!, email, OPEN_REQUISITION, { first: 'Cam', last: `C${stamp}` });
  const activity = await trackerActivity(applicant.api, applicant.refId, TEST_TITLE);
  const search = `jobUuid=${OPEN_REQUISITION}&refId=${applicant.refId}&activityId=${activity.job_step_activity_id}`;

  await signInAt(page, email, `/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${applicant.refId}`);
  await waitForServiceWorker(page);
  await page.goto(`/user/skill-test?${search}`);
  await expect(page.getByRole('heading', { name: 'May this test take photos with your camera?' })).toBeVisible();
  await page.getByRole('button', { name: 'I agree to the photos' }).click();
  await page.getByRole('button', { name: 'Start this section' }).click();
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(
    page.getByText('As you agreed, this test takes up to three photos with your camera during the timed sections.'),
  ).toBeVisible();

  // The start's photo reaches the server from the outbox, behind the consent.
  const userSmartreqId = await scorecardIdOf(baseURL!, applicant.userId);
  const check = async () => {
    const response = await owner.api.get(`/api/smartreq/v1/camera-checks/${userSmartreqId}/`);
    const [found] = ((await response.json()) as { data: { consent: string; stills: { moment: string }[] }[] }).data;
    return found ? { consent: found.consent, moments: found.stills.map((s) => s.moment) } : null;
  };
  await expect
    .poll(check, { message: 'the consent and the start photo on the server' })
    .toEqual({ consent: 'given', moments: ['start'] });

  // The owner: the candidate agreed; the photo is opened only on demand.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const ownerPage = await staff.newPage();
  await signInAt(ownerPage, demo.owner, `/smartreq-detail-applicant/${userSmartreqId}`);
  const row = ownerPage.locator('#scorecard-timed tbody tr').filter({ hasText: TEST_TITLE });
  await row.getByText('Camera check', { exact: true }).click();
  await expect(row).toContainText('The candidate agreed to the camera check.');
  await expect(row.getByRole('img')).toHaveCount(0);
  await row.getByRole('button', { name: 'Open the photo' }).click();
  const photo = row.getByRole('img', { name: 'Camera check photo: At the start' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  // Every opening is in the company's audit log, naming who opened it.
  const log = await owner.api.get(`/api/account/v1/audit-log/?account_id=${owner.accountId}&event=camera_still_viewed`);
  expect(log.ok(), await log.text()).toBe(true);
  const entries = ((await log.json()) as { data: { results: { event: string; details: { ref_id: string } }[] } }).data
    .results;
  expect(entries.filter((e) => e.details.ref_id === applicant.refId)).toHaveLength(1);
  await staff.close();
  await applicant.api.dispose();
});
