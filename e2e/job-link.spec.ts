import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { lookAt } from './support/look.ts';
import { enterSignUpCode } from './support/sign-up.ts';
// @ts-expect-error -- a plain .mjs script without types
import { normalizeShell } from '../scripts/capture-login-shell.mjs';

// A requisition's public link shows the job first (D196), in the browser's language, before any
// account: the demo's open requisition, Customer Support Specialist at Demo Company in Austin, with
// its published posting's description (server/demo/demo-postings.ts).
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const shot = (file: string) => test.info().outputPath(file);

test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 } });

test('a new visitor on a phone in Spanish sees the job, creates an account there and lands in its application', async ({
  page,
}) => {
  await page.goto(`/?sr=${OPEN_REQUISITION}`);
  await expect(page).toHaveURL(new RegExp(`/login/applicant/${OPEN_REQUISITION}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Support Specialist');
  const main = page.getByRole('main');
  await expect(main).toContainText('Demo Company');
  await expect(main).toContainText('Austin, TX, US');
  await expect(main).toContainText('Help our customers by phone, chat and email');
  // What applying involves, in Spanish: the plan's steps, the time, and that it works offline.
  await expect(page.getByRole('heading', { level: 2, name: 'Qué implica postularse' })).toBeVisible();
  await expect(main).toContainText(/Alrededor de \d+ minutos en total/);
  // The built-in step name "Skills" in Spanish too (D226), holding the skills test's name.
  await expect(
    main.locator('.job-link__step').filter({ has: page.locator('.job-link__step-name', { hasText: /^Habilidades$/ }) }),
  ).toContainText('Prueba de habilidades');
  await expect(main).toContainText('Funciona sin conexión');
  await expectAccessible(page);
  await lookAt(page, { path: shot('job-link-es-390.png'), fullPage: true });
  await lookAt(page, { path: shot('job-link-es-390-first-screen.png') });

  await page.getByRole('link', { name: 'Crear una cuenta', exact: true }).click();
  await expect(page).toHaveURL(/\/create-account\?redirect=/);
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido').fill('Nueva');
  const email = `lucia.${Date.now()}@e2e.test`;
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Candidata-pass-1');
  await page.getByLabel('Confirmar contraseña').fill('Candidata-pass-1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await enterSignUpCode(page, email, {
    heading: 'Revisa tu correo electrónico',
    codeLabel: 'Código del correo',
    createAccount: 'Crear cuenta',
  });

  await expect(page).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${OPEN_REQUISITION}&refId=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support Specialist' })).toBeVisible();
});

test('Sign in keeps the job: a candidate with an account lands in their application', async ({ page }) => {
  await page.goto(`/login/applicant/${OPEN_REQUISITION}`);
  await page.getByRole('link', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Correo electrónico').fill(demo.candidate);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${OPEN_REQUISITION}&refId=`));
});

/** #root's markup without what only the page the server sent has: its styles and data, inert parts, the chosen language. */
const comparable = (html: string) =>
  (normalizeShell(html) as string)
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s+selected=""/g, '');

test('the server sends the job in the page, and the app takes it over with the same markup: nothing moves, no request for it (D248)', async ({
  page,
}) => {
  // React DOM's stage waits until the page the server sent has been read.
  let release!: () => void;
  const read = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/mount-[^/]*\.js$/, async (route) => {
    await read;
    await route.continue();
  });
  const summaryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/job-link/')) summaryRequests.push(request.url());
  });
  await page.goto(`/login/applicant/${OPEN_REQUISITION}`);
  // Before the app: the job, in Spanish (the browser's language), styled, its ways in not yet usable.
  await expect(page.locator('#root[data-app]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('#root h1')).toHaveText('Customer Support Specialist');
  await expect(page.locator('#root h2')).toHaveText('Qué implica postularse');
  const card = page.locator('#root main.auth-card');
  expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('#root .job-link__actions')).toHaveAttribute('inert', '');
  const sent = comparable(await page.locator('#root').innerHTML());
  release();
  await page.waitForFunction(
    () => document.querySelector('#root[data-app] main') && !document.querySelector('#root [inert]'),
  );
  expect(comparable(await page.locator('#root').innerHTML())).toBe(sent);
  expect(summaryRequests, 'the loader took the summary from the page').toEqual([]);
  const shift = await page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as unknown as { value: number }[];
    observer.disconnect();
    return entries.reduce((sum, entry) => sum + entry.value, 0);
  });
  expect(shift).toBe(0);
  await page.getByRole('link', { name: 'Crear una cuenta', exact: true }).click();
  await expect(page).toHaveURL(/\/create-account\?redirect=/);
});

test('a language chosen on this device, not the browser’s: the page the server sent is not shown, the app shows the job in that language', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('assay.language', 'fr'));
  await page.goto(`/login/applicant/${OPEN_REQUISITION}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Ce que comprend la candidature' })).toBeVisible();
  await expect(page.locator('#root')).not.toContainText('Qué implica postularse');
});

test.describe('in French on a desktop', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });

  test('the job shows in French, and a link no job has says so and offers signing in', async ({ page }) => {
    await page.goto(`/login/applicant/${OPEN_REQUISITION}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ce que comprend la candidature' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer un compte', exact: true })).toBeVisible();
    await lookAt(page, { path: shot('job-link-fr-1366.png'), fullPage: true });

    await page.goto('/login/applicant/00000000-0000-4000-8000-00000000abcd');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous n’avons pas trouvé cette offre');
    await expect(page.getByRole('link', { name: 'Se connecter', exact: true })).toBeVisible();
    await expectAccessible(page);
    await lookAt(page, { path: shot('job-link-unknown-fr.png'), fullPage: true });
  });
});
