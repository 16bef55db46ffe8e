import { expect, test, type Page } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// D191: a candidate's worker precaches candidate code only, and of the catalogs only the page's
// language; staff files are cached when a staff page loads them.

/** The paths each of the worker's caches holds: the precache, and the runtime cache of sw/runtime-code.ts. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths = async (name: string) =>
      (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    const names = await caches.keys();
    const precache = (await Promise.all(names.filter((n) => n.startsWith('workbox-precache')).map(paths))).flat();
    return { precache, runtime: names.includes('assay-runtime-code') ? await paths('assay-runtime-code') : [] };
  });

test('a visitor reading Spanish: the worker precaches no staff file and keeps the Spanish catalogs only, so the page shows in Spanish offline', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('assay.language', 'es'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await waitForServiceWorker(page);

  const { precache, runtime } = await cachedPaths(page);
  expect(precache.length).toBeGreaterThan(50);
  expect(precache.filter((path) => /\/staff-routes-|\/assets\/locales\//.test(path))).toEqual([]);
  // Every feature's Spanish catalog, the sign-in page loaded only some of them.
  expect(runtime).toContainEqual(expect.stringMatching(/^\/assets\/locales\/es\/questionnaire-/));
  expect(runtime.filter((path) => /\/assets\/locales\/(en|fr)\/|\/locales\/es\/staff-/.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('a staff page works with the candidate worker and its files are cached when it loads them', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signIn(page, demo.interviewer);
  await page.goto('/smartreq-detail/applicants?job_id=2');
  await expect(page.getByText('Warehouse Associate').first()).toBeVisible();

  const { precache, runtime } = await cachedPaths(page);
  expect(precache.filter((path) => /\/staff-routes-/.test(path))).toEqual([]);
  expect(runtime).toContainEqual(expect.stringMatching(/^\/assets\/staff-routes-/));
  expect(runtime).toContainEqual(expect.stringMatching(/^\/assets\/locales\/en\/staff-/));
});
