import { expect, test, type Page } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { newApplicant } from './support/candidate.ts';
import { signIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The demo's "Remote Support Agent" requisition (server/db/seed/demo-typing-speed.ts): a 30-second typing test.
const REMOTE_JOB = '44444444-4444-4444-8444-444444444444';

/**
 * Every page of this browser holds its service worker registration back until the test releases
 * it (window.__releaseWorker), so "not ready yet" lasts as long as the test needs it. A worker
 * that already controls the page is not affected.
 */
async function holdWorkerRegistration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __releaseWorker?: () => void };
    const held = new Promise<void>((release) => (scope.__releaseWorker = release));
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (
      this: ServiceWorkerContainer,
      ...args: Parameters<typeof register>
    ) {
      return held.then(() => register.apply(this, args));
    };
  });
}

/** The text of the typing run this device keeps in IndexedDB (the newest run with typing). */
const storedTypingText = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('attempts').objectStore('attempts').getAll();
          all.onsuccess = () => {
            const runs = (all.result as { kindState?: { kind: string; run?: { typedText?: string } } }[]).filter(
              (a) => a.kindState?.kind === 'typing',
            );
            resolve(runs.at(-1)?.kindState?.run?.typedText ?? null);
            open.result.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

const indicator = (page: Page) => page.getByRole('banner').getByTestId('network-status');
const startButton = (page: Page) => page.getByRole('button', { name: 'Start the typing test' });
const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

async function openTypingTest(page: Page, refId: string): Promise<void> {
  await page.goto(`/user/progress-tracker?jobUuid=${REMOTE_JOB}&refId=${refId}`);
  await page.getByRole('link', { name: 'Start Typing test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Typing test' })).toBeVisible();
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await lookAt(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a first visit: the start waits until the device is ready, then a reload without network shows the app and the started typing test', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `ready-${Date.now()}@assay.test`;
  const { api, refId } = await newApplicant(baseURL!, email, REMOTE_JOB, { first: 'Rhea', last: 'Ready' });
  await holdWorkerRegistration(page);
  await signIn(page, email);
  await openTypingTest(page, refId);

  // No worker controls the page yet: the start button waits and both places say why.
  expect(await isControlled(page)).toBe(false);
  await expect(page.getByText('Getting ready to work offline…')).toBeVisible();
  await expect(indicator(page)).toHaveText(/Online · getting this page ready for offline/);
  await expect(startButton(page)).toBeDisabled();
  await expectAccessible(page);
  await shoot(page, 'readiness-getting-ready-en', 1366);
  await shoot(page, 'readiness-getting-ready-en', 390);

  // The worker installs, takes control of this very page, and the device turns ready.
  await page.evaluate(() => (window as unknown as { __releaseWorker: () => void }).__releaseWorker());
  await expect(indicator(page)).toHaveText(/Online · this page also works offline/);
  await expect(page.getByText('Ready to work offline')).toBeVisible();
  expect(await isControlled(page)).toBe(true);
  await expect(startButton(page)).toBeEnabled();
  await expectAccessible(page);
  await shoot(page, 'readiness-ready-en', 390);
  await shoot(page, 'readiness-ready-en', 1366);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByText('Listo para trabajar sin conexión')).toBeVisible();
  await expect(indicator(page)).toHaveText(/En línea · página disponible sin conexión/);
  await shoot(page, 'readiness-ready-es', 390);
  await shoot(page, 'readiness-ready-es', 1366);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(startButton(page)).toBeEnabled();

  await startButton(page).click();
  const input = page.getByLabel('Type the passage here');
  await expect(input).toBeFocused();
  const words = ((await page.locator('#tt-passage-text').textContent()) ?? '').split(' ');
  await page.keyboard.type(`${words.slice(0, 4).join(' ')} `, { delay: 20 });
  const typed = await input.inputValue();
  expect(typed.length).toBeGreaterThan(4);
  // The run is saved on the device about once a second while typing: wait until it holds it all.
  await expect.poll(() => storedTypingText(page), { message: 'the typing run saved on the device' }).toBe(typed);

  // The network goes and the page reloads: the app is there, with the run and what was typed.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Typing test' })).toBeVisible();
  await expect(indicator(page)).toHaveText(/Offline · this page still works/);
  await page.getByRole('button', { name: 'Continue the typing test' }).click();
  await expect(page.getByLabel('Type the passage here')).toHaveValue(typed);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^0:[0-2]\d$/);

  await context.setOffline(false);
  await api.dispose();
});

test('a device that is not ready yet: the candidate can go on online, told the risk first', async ({
  page,
  baseURL,
}) => {
  const email = `ready-anyway-${Date.now()}@assay.test`;
  const { api, refId } = await newApplicant(baseURL!, email, REMOTE_JOB, { first: 'Omar', last: 'Online' });
  await holdWorkerRegistration(page);
  await signIn(page, email);
  await openTypingTest(page, refId);

  await expect(startButton(page)).toBeDisabled();
  await expect(
    page.getByText(/losing the connection or reloading the page while the clock runs could stop the activity/),
  ).toBeVisible();

  // The same notice and header in Spanish.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByText('Preparándose para trabajar sin conexión…')).toBeVisible();
  await expect(indicator(page)).toHaveText(/En línea · preparando el uso sin conexión/);
  await expectAccessible(page);
  await shoot(page, 'readiness-getting-ready-es', 390);
  await shoot(page, 'readiness-getting-ready-es', 1366);
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

  await page.getByRole('button', { name: 'Go on anyway, online' }).click();
  await expect(
    page.getByText('You chose to go on online. Stay connected and keep this page open until you finish.'),
  ).toBeVisible();
  await startButton(page).click();
  await expect(page.getByLabel('Type the passage here')).toBeFocused();
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
  await api.dispose();
});

test('a first install that breaks off is tried again: the start turns ready on the same page, without a reload (D362)', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `ready-again-${Date.now()}@assay.test`;
  const { api, refId } = await newApplicant(baseURL!, email, REMOTE_JOB, { first: 'Rita', last: 'Retry' });
  // The worker's first download of the app breaks off at one file (as when the network drops or
  // the server is busy): its install fails and no worker is left.
  let brokenOff: string | undefined;
  await context.route(/\/assets\//, async (route) => {
    const request = route.request();
    // Code the install precaches, not a catalog (kept by a message beside the install).
    if (brokenOff === undefined && request.serviceWorker() && !request.url().includes('/assets/locales/')) {
      brokenOff = request.url();
      await route.abort('connectionreset');
      return;
    }
    await route.fallback();
  });
  await holdWorkerRegistration(page);
  await signIn(page, email);
  await openTypingTest(page, refId);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await expect(startButton(page)).toBeDisabled();

  await page.evaluate(() => (window as unknown as { __releaseWorker: () => void }).__releaseWorker());
  await expect.poll(() => brokenOff, { message: "a file of the worker's first install was broken off" }).toBeDefined();
  // Registered again after a pause: the second install completes and takes control of this page.
  await expect(indicator(page)).toHaveText(/Online · this page also works offline/);
  await expect(startButton(page)).toBeEnabled();
  expect(await isControlled(page)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await api.dispose();
});
