import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signIn, submitSignIn } from './support/sign-in.ts';

// A first visit as a visitor makes it, the service worker's registration and install included.
test.use({ serviceWorkers: 'allow' });

// Start-up in stages (src/main.tsx, D91): the entry imports the
// router and React DOM one after the other, each evaluated in a task of its own, and index.html
// fetches them with the entry, so no stage waits for the one before it to ask for its files.

const staticImports = (code: string) =>
  [...code.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((match) => match[1]!);
const dynamicImports = (code: string) =>
  [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1]!);

test('index.html preloads every file of the start-up stages the entry imports, and their style sheets', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'index.html names its entry module').toBeTruthy();
  const stages = [...new Set(dynamicImports(await (await request.get(`/assets/${entry}`)).text()))];
  // Built file names end in an eight-character hash, which may itself hold a dash.
  expect(stages.map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(['mount', 'router']);
  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map((match) => match[1]!),
  );
  const seen = new Set<string>();
  const pending = [...stages];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    expect(preloaded, `index.html preloads ${file}`).toContain(file);
    pending.push(...staticImports(await (await request.get(`/assets/${file}`)).text()));
  }
  // Vite's import() helper would otherwise add the stages' CSS (the entry's preload list names it),
  // after the entry has run. (The stages' own files list their routes' sheets, loaded with those.)
  const entryCode = await (await request.get(`/assets/${entry}`)).text();
  const sheets = entryCode.match(/assets\/[^"'`]+\.css/g) ?? [];
  expect(sheets.length, "the entry's preload list names the stages' style sheets").toBeGreaterThan(0);
  for (const sheet of sheets)
    expect(html, `index.html links ${sheet}`).toContain(`<link rel="stylesheet" crossorigin href="/${sheet}">`);
});

test('preload.js adds every file and catalog the page needs, a few per task', async ({ page }) => {
  await page.goto('/login');
  await page.waitForFunction(() => document.querySelector('#root form') && !document.querySelector('#root [inert]'));
  const missing = await page.evaluate(() => {
    const map = JSON.parse(document.getElementById('assay-preload')!.textContent!) as {
      catalogs: Record<string, Record<string, string>>;
      routes: { path: string; catalogs: string[]; files: string[] }[];
    };
    const route = map.routes.find((candidate) => new RegExp(candidate.path).test(location.pathname))!;
    const wanted = [
      map.catalogs.en!.messages!,
      ...route.catalogs.map((name) => map.catalogs.en![name]!),
      ...route.files,
    ];
    return {
      count: wanted.length,
      missing: wanted.filter((href) => !document.head.querySelector(`link[href="${href}"]`)),
    };
  });
  expect(missing.count, 'more files than one task adds').toBeGreaterThan(4);
  expect(missing.missing).toEqual([]);
});

test('a session that ends while the app is open sends the person to sign in, and back where they were', async ({
  page,
}) => {
  // The home page's last read (the terms to accept) may start after the network is idle; refused,
  // it would end the session before the menu is opened (the journey then failed one run in ten).
  const homeRead = page.waitForResponse((response) => response.url().includes('/api/legal/v1/pending/'));
  await signIn(page, demo.candidate);
  const menu = page.getByRole('button', { name: /^Account menu for / });
  await expect(menu).toBeVisible();
  await homeRead;
  await page.waitForLoadState('networkidle');
  // The server no longer knows the session: every request, the refresh included, is refused.
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'unauthorized', message: 'Sign in again.' }),
    }),
  );
  await menu.click();
  await page.getByRole('link', { name: 'My Reports' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const back = new URL(page.url()).searchParams.get('redirect');
  expect(back).toMatch(/^\/user\//);

  await page.unroute('**/api/**');
  await submitSignIn(page, demo.candidate);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === back);
});

test('a signed-out first visit logs nothing in the console and meets no error status: the sign-in page, the job link, the home page', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) logged.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/?sr=11111111-1111-4111-8111-111111111111');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing answered by then: no refresh is asked for without a session hint (D180).
  await page.waitForLoadState('networkidle');
  expect(logged).toEqual([]);
});
