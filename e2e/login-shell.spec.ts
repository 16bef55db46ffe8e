import { expect, test, type Page } from './support/test.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { emailField, submitSignIn } from './support/sign-in.ts';
// @ts-expect-error -- a plain .mjs script without types
import { LANGUAGES, normalizeShell } from '../scripts/capture-login-shell.mjs';

// The sign-in page paints from index.html before the app's JavaScript has arrived (public/preload.js
// shows the shell captured by scripts/capture-login-shell.mjs), and the app then replaces it with
// the same page: no layout shift, and what was typed into the shell's fields is kept.

const inLanguage = async (page: Page, language: string) =>
  page.addInitScript((l) => localStorage.setItem('assay.language', l), language);

for (const language of LANGUAGES as string[]) {
  test(`the ${language} sign-in shell in index.html is the page React renders (else: build, then node scripts/capture-login-shell.mjs)`, async ({
    page,
  }) => {
    await inLanguage(page, language);
    await page.goto('/login');
    const shell = await page.evaluate(
      (l) => document.getElementById(`assay-shell-0-${l}`)?.innerHTML ?? null,
      language,
    );
    expect(shell, 'index.html has no shell for this language').not.toBeNull();
    await page.waitForFunction(() => document.querySelector('#root form') && !document.querySelector('#root [inert]'));
    const rendered = normalizeShell(await page.locator('#root').innerHTML());
    expect(normalizeShell(shell)).toBe(rendered);
  });
}

test('the server sends /login and /log-in with the English shell already in the page, and other pages without', async ({
  request,
}) => {
  for (const path of ['/login', '/log-in/', '/login?redirect=%2Fuser%2Fprogress']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root" data-shell="en"><style>');
    expect(html, path).toContain('<h1 class="auth-card__title">Sign in</h1>');
    // Something after #root (whitespace at least) tells public/preload.js the parser has closed it.
    expect(html, path).toMatch(/<\/section><\/div>\s/);
  }
  for (const path of ['/login/applicant/abc', '/user/progress', '/create-account']) {
    expect(await (await request.get(path)).text(), path).toContain('<div id="root"></div>');
  }
});

test("the sign-in page shows its form, styled, when the app's JavaScript never arrives: its fields take typing, nothing can send it", async ({
  page,
}) => {
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('#root h1')).toHaveText('Sign in');
  const card = page.locator('#root main.auth-card');
  await expect(card).toHaveAttribute('id', 'main');
  // Its own styles are applied (the card is a white box, not unstyled text).
  expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  for (const part of ['header', '.form-layout__actions', 'ul.auth-card__links', 'section.notifications'])
    await expect(page.locator(`#root ${part}`)).toHaveAttribute('inert', '');
  await expect(page.locator('#root button[type=submit]')).toBeDisabled();
  await page.locator('#root #email').fill('li.wei@assay.test');
  await page.locator('#root #password').fill('Demo-1234');
  // Enter submits a form within the key's own default action, so a submission would have fired its
  // submit event before press() returns: the page counts them (no time to wait out).
  await page.evaluate(() => {
    const w = window as unknown as { submits: number };
    w.submits = 0;
    document.addEventListener('submit', () => (w.submits += 1), true);
  });
  await page.locator('#root #password').press('Enter');
  expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0);
  // Not sent anywhere (a form without the app would send the password in the URL).
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('#root #password')).toHaveValue('Demo-1234');
});

test('what a person types into the shell before the app arrives is in the real form after, with the caret where it was, and signing in works', async ({
  page,
}) => {
  // React DOM's stage waits until the typing is done, so the shell is what is typed into.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/mount-[^/]*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.locator('#root[data-app]')).toHaveCount(0);
  await page.locator('#root #email').fill(demo.candidate);
  await page.locator('#root #password').click();
  await page.keyboard.type(DEMO_PASSWORD.slice(0, 4));
  await expect(page.locator('#root[data-app]')).toHaveCount(0);
  release();
  await page.waitForFunction(
    () => document.querySelector('#root[data-app] form') && !document.querySelector('#root [inert]'),
  );
  await expect(emailField(page)).toHaveValue(demo.candidate);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveValue(DEMO_PASSWORD.slice(0, 4));
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD.slice(4));
  await expect(password).toHaveValue(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/progress(\?|$)/);
});

test('the app replaces the shell with the same page, without moving anything, and signing in works', async ({
  page,
}) => {
  await page.goto('/login');
  await page.waitForFunction(() => document.querySelector('#root form') && !document.querySelector('#root [inert]'));
  await expect(page.locator('form')).toHaveCount(1);
  // Every layout shift since the page began, summed once the page has settled: the form's code came
  // with its style sheets (Vite loads a chunk's CSS before it runs it), the fonts are in, and two
  // frames have been drawn since the app's form replaced the shell (a shift is recorded with the
  // frame that shows it). No time window: takeRecords() hands over the buffered entries at once.
  const shift = await page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries.reduce((total, entry) => total + (entry as unknown as { value: number }).value, 0);
  });
  expect(shift).toBeLessThanOrEqual(0.02);
  await submitSignIn(page, demo.candidate);
  await expect(page).not.toHaveURL(/\/login/);
});

test('someone remembered as signed in gets no sign-in shell (they are sent on)', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, demo.candidate);
  await expect(page).not.toHaveURL(/\/login/);
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  // goto waits for the load event, which waits for the async preload.js: the shell is decided by then.
  await page.goto('/login', { waitUntil: 'load' });
  // preload.js has taken the server's shell away (it clears data-shell whenever it looks at one).
  await expect(page.locator('#root')).not.toHaveAttribute('data-shell');
  await expect(page.locator('#root form')).toHaveCount(0);
});
