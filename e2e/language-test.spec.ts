import { expect, request, test, type APIRequestContext, type Page } from './support/test.ts';
import { newApplicant, trackerActivity } from './support/candidate.ts';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { lookAt } from './support/look.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The demo's "Remote Support Agent" requisition (server/db/seed/demo-language-test.ts): its second
// step is a Spanish language test, listening then reading, with English instructions.
const REMOTE_JOB = '44444444-4444-4444-8444-444444444444';
const TITLE = 'Spanish language test';

// The keyed options of the built-in Spanish parts (server/modules/language-test/bank-es.ts), by question.
const LISTENING = [
  'A las diez y cuarto',
  'A la izquierda, después del banco',
  'Porque su hijo está enfermo',
  'Cambiar una camisa por otra talla',
  'Hasta las diez',
];
const READING = [
  'Porque el pedido ya llegó',
  'El documento de identidad y el número del pedido',
  'Le envían el pedido a casa gratis',
  'El horario del servicio de atención',
  'En veinticuatro horas, también el fin de semana',
  // The last one answered wrongly on purpose: 5 of 6.
  'Escribir un correo electrónico',
];

test.use({ viewport: { width: 390, height: 844 } });

const newCandidate = (baseURL: string, email: string) =>
  newApplicant(baseURL, email, REMOTE_JOB, { first: 'Lola', last: 'Lingua' });

const activity = (api: APIRequestContext, refId: string) => trackerActivity(api, refId, TITLE);

/** Chooses an option on the question on screen and waits for the saved tick ("Saved" online, "Saved on this device" offline). */
async function choose(page: Page, number: number, total: number, option: string, saved: RegExp): Promise<void> {
  await expect(page.getByText(`Question ${number} of ${total}`, { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: option, exact: true }).check();
  await expect(page.locator('.lt-saved')).toHaveText(saved);
}

test('a Spanish listening and reading test taken on a phone, with a reload and an offline spell, completes the activity once both parts are done', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `lingua-${Date.now()}@assay.test`;
  const { api, refId } = await newCandidate(baseURL!, email);
  await signIn(page, email);
  await page.goto(`/user/progress-tracker?jobUuid=${REMOTE_JOB}&refId=${refId}`);
  await page.getByRole('link', { name: `Start ${TITLE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Not started')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Check your device first (opens in a new tab)' })).toHaveAttribute(
    'href',
    '/test',
  );
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('language-overview-390.png'), fullPage: true });
  await waitForServiceWorker(page);

  // Listening: instructions in English, the clip in Spanish (no voice here, so the text is offered).
  await page.getByRole('button', { name: 'Start Spanish listening' }).click();
  await expect(page.getByText('You will hear short recordings in Spanish.', { exact: false })).toBeVisible();
  const clipText = page.getByText('El tren a Valencia sale a las diez y cuarto', { exact: false });
  await expect(clipText).toBeHidden();
  await page.getByRole('button', { name: 'Show the text instead' }).click();
  await expect(clipText).toBeVisible();
  await choose(page, 1, 5, LISTENING[0]!, /^✓ Saved$/);
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('language-listening-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 2, 5, LISTENING[1]!, /^✓ Saved$/);

  // A reload keeps the place and the answer.
  await page.reload();
  await expect(page.getByText('Question 2 of 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: LISTENING[1]!, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // An offline spell: three answers, a reload while offline, and the part finished offline.
  await context.setOffline(true);
  await choose(page, 3, 5, LISTENING[2]!, /Saved on this device/);
  await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 4, 5, LISTENING[3]!, /Saved on this device/);
  await page.reload();
  await expect(page.getByText('Question 4 of 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: LISTENING[3]!, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 5, 5, LISTENING[4]!, /Saved on this device/);
  await page.getByRole('button', { name: 'Finish this part' }).click();
  await expect(page.getByText('Complete, waiting to send')).toBeVisible();
  expect((await activity(api, refId)).is_completed).toBe(false);
  await context.setOffline(false);
  await expect(page.locator('.lt-part__status--completed')).toHaveCount(1);
  await expect(page.getByText('Complete, waiting to send')).toHaveCount(0);

  // Reading: a passage and its questions, online.
  await page.getByRole('button', { name: 'Start Spanish reading' }).click();
  await expect(page.getByText('Hola, soy Lucía', { exact: false })).toBeVisible();
  for (const [i, option] of READING.entries()) {
    await choose(page, i + 1, READING.length, option, /^✓ Saved$/);
    if (i === 0) {
      await expectAccessible(page);
      await lookAt(page, { path: test.info().outputPath('language-reading-390.png'), fullPage: true });
    }
    if (i < READING.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Finish this part' }).click();
  await expect(page.getByText('You have completed the language test.')).toBeVisible();
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('language-done-390.png'), fullPage: true });
  await expect
    .poll(async () => (await activity(api, refId)).is_completed, {
      message: 'the language test completed on the server',
    })
    .toBe(true);

  // The tracker shows the activity completed.
  await page.getByRole('link', { name: 'Back to your progress tracker' }).click();
  const row = page.locator('.tracker-activity', { hasText: TITLE });
  await expect(row.getByText('Completed')).toBeVisible();

  // The scores reached the server once each, as given: 5 of 5, then 5 of 6.
  const owner = await request.newContext({ baseURL });
  const signedIn = await owner.post('/api/auth/v1/login/', {
    data: { email: 'owner@demo-company.test', password: DEMO_PASSWORD },
  });
  const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
  const tracker = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  const smartreqId = (
    (await tracker.json()) as { data: { steps: { activities: { user_step_tracker_id: number }[] }[] } }
  ).data.steps[0]!.activities[0]!.user_step_tracker_id;
  const results = await owner.get(`/api/smartreq/v1/language-tests/${smartreqId}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(results.ok()).toBe(true);
  const [testResult] = (
    (await results.json()) as { data: { parts: { correct: number; total: number; band: string }[] }[] }
  ).data;
  expect(testResult!.parts).toMatchObject([
    { correct: 5, total: 5, band: 'C1' },
    { correct: 5, total: 6, band: 'B2' },
  ]);
  await owner.dispose();
  await api.dispose();
});

test('the same part opened in a second tab is read-only there and says where the test is open, until the first tab closes', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `lingua-tabs-${Date.now()}@assay.test`;
  const { api, refId } = await newCandidate(baseURL!, email);
  await signIn(page, email);
  await page.goto(`/user/progress-tracker?jobUuid=${REMOTE_JOB}&refId=${refId}`);
  await page.getByRole('link', { name: `Start ${TITLE}` }).click();
  await page.getByRole('button', { name: 'Start Spanish listening' }).click();
  await page.getByRole('button', { name: 'Show the text instead' }).click();
  await choose(page, 1, 5, LISTENING[0]!, /^✓ Saved$/);

  // The same part in a second page of the same browser: the first tab holds the attempt's Web Lock.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(
    second.getByText(
      'This activity is open in another tab or window. Please continue there; this page will not submit it.',
    ),
  ).toBeVisible();
  await expect(second.getByRole('radio')).toHaveCount(0);
  await expect(second.getByRole('button', { name: /^(Start|Continue) / })).toHaveCount(0);
  await expect(second.getByText('In progress')).toBeVisible();
  await expectAccessible(second);
  await lookAt(second, { path: test.info().outputPath('language-read-only-390.png'), fullPage: true });
  await second.setViewportSize({ width: 1280, height: 800 });
  await lookAt(second, { path: test.info().outputPath('language-read-only-1280.png'), fullPage: true });

  // The writing tab keeps working meanwhile.
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 2, 5, LISTENING[1]!, /^✓ Saved$/);

  // Once the first tab closes, its lock is freed: the second tab, reloaded, writes and continues the part.
  await page.close();
  await second.reload();
  await expect(second.getByText('Question 1 of 5', { exact: true })).toBeVisible();
  await expect(second.getByRole('radio', { name: LISTENING[0]!, exact: true })).toBeChecked();
  await expect(second.getByText('This activity is open in another tab or window.', { exact: false })).toHaveCount(0);
  await api.dispose();
});

test('a browser that cannot use device storage (private mode) is told plainly what the test needs and what to do, instead of an error', async ({
  page,
  baseURL,
}) => {
  const email = `lingua-private-${Date.now()}@assay.test`;
  const { api, refId } = await newCandidate(baseURL!, email);
  await signIn(page, email);
  await page.goto(`/user/progress-tracker?jobUuid=${REMOTE_JOB}&refId=${refId}`);
  const start = page.getByRole('link', { name: `Start ${TITLE}` });
  await expect(start).toBeVisible();
  const href = (await start.getAttribute('href'))!;
  // As some private modes do: every IndexedDB open fails.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      throw new DOMException('The operation failed for reasons unrelated to the database itself.', 'InvalidStateError');
    };
  });
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(
    page.getByText('This language test needs storage on this device to keep your answers safe', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText('If you are in a private or incognito window, open the test in a normal window.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Start|Continue) / })).toHaveCount(0);
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('language-no-storage-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await lookAt(page, { path: test.info().outputPath('language-no-storage-1280.png'), fullPage: true });
  await api.dispose();
});
