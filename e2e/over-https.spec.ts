// Runs in the over-https project only (playwright.config.ts): the server speaks HTTPS and HTTP/2
// itself, with a certificate made for the run. That project also runs the questionnaire's offline
// journey and the video upload (tus) journey against the same server.
import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('over TLS the sign-in page and every file it loads come over HTTP/2, with HSTS; the refresh cookie is Secure; the service worker takes the page', async ({
  page,
  context,
  baseURL,
}) => {
  expect(baseURL).toMatch(/^https:/);
  const answer = await page.goto('/login');
  expect(answer?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The heading is the page's own shell, painted before the app's files are asked for (D250): the
  // files are counted once the app has taken the page over.
  await expect(page.locator('#root[data-app]')).toHaveCount(1);

  const protocols = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      page: navigation.nextHopProtocol,
      files: files
        .filter((file) => /\.(js|css)$/.test(new URL(file.name).pathname))
        .map((file) => file.nextHopProtocol),
    };
  });
  expect(protocols.page).toBe('h2');
  expect(protocols.files.length).toBeGreaterThan(3);
  expect(new Set(protocols.files)).toEqual(new Set(['h2']));

  await signIn(page, demo.candidate);
  const refresh = (await context.cookies()).find((cookie) => cookie.name === 'assay_refresh');
  expect(refresh).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });

  await waitForServiceWorker(page);
  // Controlled by the service worker, a reload keeps the session and the page.
  await page.reload();
  await expect(page).toHaveURL(/\/user\/progress(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
