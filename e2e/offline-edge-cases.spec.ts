import { expect, request, test, type APIRequestContext, type Page } from './support/test.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { expectAccessible } from './support/accessibility.ts';
import { signUpByApi } from './support/sign-up.ts';

// The seed's pathway (server/db/seed/demo-requisitions.ts): its second activity is the work values
// questionnaire, 2 practice items and 24 counted items.
const PATHWAY = '33333333-3333-4333-8333-333333333333';
const PRACTICE = 2;
const ITEMS = 24;
const TOTAL = PRACTICE + ITEMS;
const TITLE = 'Work values questionnaire';

// Playwright's offline emulation does not cover a service worker's own fetches: no worker here.
test.use({ viewport: { width: 390, height: 844 } });

interface Activity {
  job_step_activity_id: number;
  title: string;
  is_completed: boolean;
}

/** A fresh candidate who applied to the pathway, and an API client acting as them. */
async function newCandidate(
  baseURL: string,
  prefix: string,
  jobUuid = PATHWAY,
): Promise<{ email: string; api: APIRequestContext; refId: string }> {
  const email = `${prefix}-${Date.now()}@assay.test`;
  const anonymous = await request.newContext({ baseURL });
  const { token, user } = await signUpByApi(anonymous, {
    first_name: 'Edge',
    last_name: 'Case',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  await anonymous.dispose();
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  const applied = await api.post(`/api/user/v1/progress-tracker/user/${user.user_id}/`, {
    data: { job_uuid: jobUuid },
  });
  expect(applied.ok()).toBe(true);
  return {
    email,
    api,
    refId: ((await applied.json()) as { data: { ref_id: string } }).data.ref_id,
  };
}

async function valuesActivity(api: APIRequestContext, refId: string): Promise<Activity> {
  const response = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  expect(response.ok()).toBe(true);
  const { steps } = ((await response.json()) as { data: { steps: { activities: Activity[] }[] } }).data;
  return steps.flatMap((s) => s.activities).find((a) => a.title === TITLE)!;
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await lookAt(page, {
      path: test.info().outputPath(`offline-edge-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Queued writes on this device (the outbox), read straight from IndexedDB. */
const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );

/** The answers endpoint and its batch (the sync loop sends consecutive answers in one request). */
const ANSWER_REQUESTS = /\/api\/user-response\/v1\/assessment-answers\/(batch\/)?$/;

const counterOf = (step: number) =>
  step < PRACTICE ? `Practice question ${step + 1} of ${PRACTICE}` : `Question ${step - PRACTICE + 1} of ${ITEMS}`;

/** Answers the item on screen and waits for `tick` (the saved tick, or nothing in online-only mode). */
async function answer(page: Page, step: number, waitForSaved = true): Promise<void> {
  await expect(page.getByText(counterOf(step), { exact: true })).toBeVisible();
  await page
    .getByRole('radio')
    .nth(step % 5)
    .check();
  if (waitForSaved) await expect(page.locator('.q-saved')).toContainText('Saved');
  await page.getByRole('button', { name: /^(Next|Continue to review)$/ }).click();
}

async function startQuestionnaire(page: Page, onInstructions?: () => Promise<void>): Promise<void> {
  await page.goto(`/user/progress-tracker?jobUuid=${PATHWAY}`);
  await page.getByRole('link', { name: `Start ${TITLE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await onInstructions?.();
  await page.getByRole('button', { name: 'I agree, start' }).click();
  await expect(page).toHaveURL(/\/user\/assessment-questions\?/);
  await expect(page.getByRole('radio')).toHaveCount(5);
}

async function openSignOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
}

test('reload in the middle of a sync: every answer reaches the server once and the submission counts them all', async ({
  page,
  context,
  baseURL,
}) => {
  const candidate = await newCandidate(baseURL!, 'midsync');
  await signIn(page, candidate.email);
  await startQuestionnaire(page);
  await answer(page, 0);
  await answer(page, 1);

  await context.setOffline(true);
  for (let step = PRACTICE; step < TOTAL; step++) await answer(page, step);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  expect(await outboxCount(page)).toBeGreaterThanOrEqual(ITEMS);

  // A slow answers endpoint (one answer, or a batch of them): the server applies the request at
  // once but its answer reaches the page late, so the reload drops answers the server applied.
  // Late here means after the reload: the answers are held until then (those the reloaded page
  // sends pass at once).
  let answersApplied = 0;
  let reloaded!: () => void;
  const afterReload = new Promise<void>((resolve) => (reloaded = resolve));
  await page.route(ANSWER_REQUESTS, async (route) => {
    const response = await route.fetch().catch(() => undefined);
    if (response) answersApplied += 1;
    await afterReload;
    await (response ? route.fulfill({ response }) : route.abort()).catch(() => undefined);
  });
  await context.setOffline(false);
  await expect.poll(() => answersApplied, { message: 'answers the server applied' }).toBeGreaterThanOrEqual(1);
  await page.reload();
  reloaded();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect.poll(() => outboxCount(page), { message: "the device's outbox emptied" }).toBe(0);
  await page.unroute(ANSWER_REQUESTS);

  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Thank you, your answers have been submitted',
    }),
  ).toBeVisible();
  // The server finalises only when its hash of the stored answers equals the device's: every answer, once.
  await expect(page.getByText(`${TOTAL} answers received`, { exact: false })).toBeVisible();
  expect((await valuesActivity(candidate.api, candidate.refId)).is_completed).toBe(true);
  await candidate.api.dispose();
});

test('signing out with unsynced answers asks first, naming the count; staying keeps them; once synced, signing out asks nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const candidate = await newCandidate(baseURL!, 'signout');
  await signIn(page, candidate.email);
  await startQuestionnaire(page);
  await answer(page, 0);
  await expect.poll(() => outboxCount(page), { message: "the device's outbox emptied" }).toBe(0);

  // The answers endpoint cannot be reached: three answers stay queued on the device.
  const ANSWERS = ANSWER_REQUESTS;
  await page.route(ANSWERS, (route) => route.abort('internetdisconnected'));
  for (let step = 1; step < 4; step++) await answer(page, step);
  expect(await outboxCount(page)).toBe(3);

  // Online: it tries to send them first, then asks.
  await openSignOut(page);
  const dialog = page.getByRole('dialog', { name: '3 answers have not reached the server yet' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(/\/user\/assessment-questions\?/);
  await expect(page.getByText(counterOf(4), { exact: true })).toBeVisible();

  // Offline: it asks at once, naming the count and the activity; staying is the default.
  await context.setOffline(true);
  await openSignOut(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(TITLE);
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectAccessible(page);
  await screenshots(page, 'sign-out-dialog');
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(/\/user\/assessment-questions\?/);
  await expect(page.getByText(counterOf(4), { exact: true })).toBeVisible();
  expect(await outboxCount(page)).toBe(3);

  // Back online, they sync; signing out then asks nothing and clears the device.
  await page.unroute(ANSWERS);
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { message: "the device's outbox emptied" }).toBe(0);
  await openSignOut(page);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await candidate.api.dispose();
});

test('with IndexedDB blocked, the questionnaire says so and the answers still reach the server', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addInitScript(() => {
    IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
      throw new DOMException('IndexedDB is blocked in this test', 'InvalidStateError');
    };
  });
  const candidate = await newCandidate(baseURL!, 'noidb');
  await signIn(page, candidate.email);
  // The instructions do not promise what this browser cannot do.
  await startQuestionnaire(page, async () => {
    await expect(
      page.getByText(
        'This browser cannot save answers on this device, so each answer is sent straight to the server.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByText('Your answers are saved on this device as you go', { exact: false })).toHaveCount(0);
  });

  const notice = page.getByText('This browser is not letting Assay save answers on this device', { exact: false });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await answer(page, 0);
  await screenshots(page, 'no-indexeddb');

  // Offline in this mode: the answer stays on screen and is said to be not saved yet.
  await context.setOffline(true);
  await expect(page.getByText(counterOf(1), { exact: true })).toBeVisible();
  await page.getByRole('radio').nth(1).check();
  await expect(page.getByText("Not saved yet: you're offline.", { exact: false })).toBeVisible();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await context.setOffline(false);
  await expect(page.locator('.q-saved')).toContainText('Saved');
  await page.getByRole('button', { name: 'Next' }).click();

  for (let step = 2; step < TOTAL; step++) await answer(page, step);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText(`You answered ${ITEMS} of ${ITEMS} questions.`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Your answers have been submitted',
    }),
  ).toBeVisible();
  expect((await valuesActivity(candidate.api, candidate.refId)).is_completed).toBe(true);
  await candidate.api.dispose();
});
