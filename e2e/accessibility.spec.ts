import { expect, test, type Page } from './support/test.ts';
import { translate, type Locale } from './support/catalog.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { SCREENS, SIGN_IN_AS, type Group, type OpenAction, type Screen } from './support/sweep-screens.ts';
import { seriousViolations } from './support/accessibility.ts';

// Axe on every route of the route tree (D210): the screens are data in e2e/support/sweep-screens.ts,
// and scripts/sweep-coverage.test.ts fails when a route is seen by none of them. One test per
// language, signed-in user and width: it signs in once through the API (the refresh cookie lands in
// the test's browser context, so every reload restores the session) and visits its screens; a
// screen that does not show is reported with the others, not the end of the test.
//
// Each language once: English and French at the desktop's width, Spanish at the phone's. What axe
// finds depends on the width (layout, menus, target sizes) or on the language (names, labels,
// lang), and each language and each width is still seen, for half of the full grid's time
// (docs/testing.md, D197). Every group, staff ones included, runs in all three (D245, which
// supersedes D217's one desktop language per staff group). The phone run also checks that every
// screen reflows at 320 px (D210).
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
// Colour contrast, most of axe's time on a full screen, depends on the colours and on what lies
// under each text at a width, not on the words: the French run leaves it to the English run at the
// same width (D316). Every other rule runs in all three.
const RUNS: { language: Locale; viewport: { width: number; height: number }; skip?: readonly string[] }[] = [
  { language: 'en', viewport: DESKTOP },
  { language: 'es', viewport: PHONE },
  { language: 'fr', viewport: DESKTOP, skip: ['color-contrast'] },
];
/** On a phone the admin navbar folds behind its Menu button; open it first. */
async function openAdminDropdown(page: Page, width: number, which: 'first' | 'last'): Promise<void> {
  const toggle = page.locator('.admin-nav__toggle');
  if (width < 900 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const dropdowns = page.locator('.admin-nav__tools .dropdown');
  const dropdown = which === 'first' ? dropdowns.first() : dropdowns.last();
  await dropdown.locator('.dropdown__button').click();
  await expect(dropdown.locator('.dropdown__panel')).toBeVisible();
}

/** A searched list's entries have loaded. */
async function listShown(page: Page): Promise<void> {
  await expect(page.locator('.company-list').first()).toBeVisible();
}

/** Integration maps with Demo Company chosen and the new-integration form open (one job row). */
async function integrationFormShown(page: Page): Promise<void> {
  const locale = ((await page.locator('html').getAttribute('lang')) ?? 'en') as Locale;
  const text = (english: string) => translate(locale, english);
  await page.getByLabel(text('Company'), { exact: true }).selectOption({ label: 'Demo Company' });
  await page.getByRole('button', { name: text('New integration') }).click();
  await page.getByRole('button', { name: text('Add a job') }).click();
  await expect(page.getByLabel(text('Requisition'))).toBeVisible();
}

/** The typing-test settings with their defaults loaded and the add-passage form open. */
async function typingPassageFormShown(page: Page): Promise<void> {
  const locale = ((await page.locator('html').getAttribute('lang')) ?? 'en') as Locale;
  const text = (english: string) => translate(locale, english);
  await expect(page.getByLabel(text('Minimum net words per minute'))).toBeVisible();
  await page.getByRole('button', { name: text('Add a passage') }).click();
  await expect(page.getByLabel(text('Passage'), { exact: true })).toBeVisible();
}

/** A dashboard's figures (or a custom dashboard's editor) have loaded, charts included. */
async function figuresShown(page: Page): Promise<void> {
  await expect(page.locator('.dashboard__figures, .custom-dashboards').first()).toBeVisible();
  await expect(page.locator('.dashboard__loading, .report-panel__loading')).toHaveCount(0);
}

/** The requisition's hiring classes have loaded: its classes, or the words saying it has none. */
async function hiringClassesShown(page: Page): Promise<void> {
  await expect(
    page.locator('.hiring-classes__item').or(page.locator('.hiring-classes > p.hiring-classes__muted').nth(1)).first(),
  ).toBeVisible();
}

/** The person page of a seeded hire, opened from the employees list: the user id depends on the seed's order. */
async function openHiredPerson(page: Page): Promise<void> {
  await page.locator('#people-search, input[type="search"]').first().fill('Ana Adams');
  await page.locator('.people__name a').first().click();
  await expect(page).toHaveURL(/\/people\/\d+$/);
  await expect(page.locator('.person__card').first()).toBeVisible();
}

/** A seeded profile's dashboard (D142): its job id depends on the seed's order, so it is opened from the list of profiles. */
async function profileBoard(page: Page, title: string, board: string): Promise<void> {
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(/job_id=\d+/);
  await page.goto(`/jobdetails/dashboard/${board}?job_id=${new URL(page.url()).searchParams.get('job_id')}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.report-panel__loading, .dashboard__loading')).toHaveCount(0);
}

const textOf = async (page: Page) => {
  const locale = ((await page.locator('html').getAttribute('lang')) ?? 'en') as Locale;
  return (english: string) => translate(locale, english);
};

/** Carries out a screen's `open` (e2e/support/sweep-screens.ts). */
async function carryOut(page: Page, open: OpenAction, width: number): Promise<void> {
  switch (open.action) {
    case 'adminDropdown':
      return openAdminDropdown(page, width, open.which);
    case 'listShown':
      return listShown(page);
    case 'integrationFormShown':
      return integrationFormShown(page);
    case 'typingPassageFormShown':
      return typingPassageFormShown(page);
    case 'figuresShown':
      return figuresShown(page);
    case 'hiringClassesShown':
      return hiringClassesShown(page);
    case 'openHiredPerson':
      return openHiredPerson(page);
    case 'profileBoard':
      return profileBoard(page, open.title, open.board);
    case 'skillsPreviewShown':
      return expect(page.locator('.st-author__questions').first()).toBeVisible();
    case 'kitEditorOpen':
      // The first kit's first button is Edit, in any language.
      await page.locator('.kits__item').first().getByRole('button').first().click();
      return expect(page.locator('.kits__editor')).toBeVisible();
    case 'offerTemplateEditorOpen':
      await page.getByRole('button', { name: (await textOf(page))('Add a template') }).click();
      return expect(page.locator('.ProseMirror')).toBeVisible();
    case 'styleguideOpen': {
      const text = await textOf(page);
      await page.getByRole('button', { name: text('Show the error summary') }).click();
      await page.getByRole('button', { name: text('Load the editor') }).click();
      await expect(page.locator('.ProseMirror')).toBeVisible();
      await page.getByRole('button', { name: text('Open a confirmation') }).click();
      return expect(page.locator('dialog.confirm-dialog[open]')).toBeVisible();
    }
    case 'followFirst':
      await page.locator(open.selector).first().click();
      await expect(page).toHaveURL(open.lands);
      if (open.shows) await expect(page.locator(open.shows).first()).toBeVisible();
      return expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Read-only, so these run two at a time (playwright.config.ts), before the journeys.
for (const { language, viewport, skip } of RUNS) {
  for (const who of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
    test(`${who} screens in ${language} have no serious or critical accessibility problems at ${viewport.width} px`, async ({
      page,
    }) => {
      test.slow();
      await page.addInitScript((lang) => localStorage.setItem('assay.language', lang), language);
      const role = SIGN_IN_AS[who];
      const email = role && demo[role];
      if (email) {
        const response = await page.request.post('/api/auth/v1/login/', { data: { email, password: DEMO_PASSWORD } });
        expect(response.status(), `sign-in of ${email}`).toBe(200);
      }

      const problems: string[] = [];
      await page.setViewportSize(viewport);
      let loaded = false;
      for (const screen of SCREENS[who]) {
        const label = `${screen.label ?? screen.path} at ${viewport.width} px in ${language}`;
        // A screen that does not show is a problem like the others: the run goes on and names them all.
        const shown = await test.step(label, () =>
          checkScreen(page, who, screen, { language, width: viewport.width, skip }, label, problems, loaded),
        );
        loaded = shown && inApp(screen);
      }
      expect(problems).toEqual([]);
    });
  }
}

// Every screen reflows to 320 px (WCAG 1.4.10; the same as 400% zoom of a 1280 px window): checked
// on the phone run, with no axe run again (but for the screens below). A wide table scrolls inside its own region, which 1.4.10
// allows for content that needs two dimensions; the page itself never scrolls sideways.
// A screen marked `axeAt320` (the public bias-audit summary, D273) is run through axe there too, on
// the page already loaded.
const REFLOWS: readonly Group[] = Object.keys(SCREENS) as Group[];

/**
 * The page's width when the window is 320 px wide, if it stays wider (it would scroll sideways);
 * else 0. A chart (Chart.js, responsive) sees the resize through a ResizeObserver, which runs after
 * the layout of the first frame at the new size, and redraws in the next animation frame: the width
 * is read at the third frame after the resize, once the page has drawn all that, however long
 * the frames take.
 */
async function reflowsAt320(page: Page): Promise<number> {
  await page.setViewportSize({ width: 320, height: PHONE.height });
  const width = await page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return document.documentElement.scrollWidth;
  });
  return width <= 320 ? 0 : width;
}

/**
 * Every screen but the career pages is a route of the app, so after a group's first screen one is
 * opened the way a link opens it: a navigation by the app's router, not a new document that boots
 * the app and restores the session again, about two seconds a screen (D223 for staff screens; D500
 * for the public and candidate ones, whose first screen still boots the app in every run).
 * A server-rendered page (a career page, `language: 'en'`) is a new document, and so is the screen
 * after it; so is the screen after one whose `open` left the header's menu open, or after one
 * that did not show.
 */
const serverRendered = (screen: Screen) => screen.language !== undefined;
const inApp = (screen: Screen) => !serverRendered(screen) && screen.open?.action !== 'adminDropdown';

async function openScreen(page: Page, screen: Screen, loaded: boolean): Promise<void> {
  const { path } = screen;
  if (!loaded || serverRendered(screen)) return void (await page.goto(path));
  // The router TanStack Router keeps on `self` in a browser: navigate resolves once the new
  // screen's code and loaders are in; by the next frame after that React has drawn it.
  await page.evaluate(async (to) => {
    const { __TSR_ROUTER__: router } = self as unknown as {
      __TSR_ROUTER__: { navigate(options: { href: string }): Promise<void> };
    };
    await router.navigate({ href: to });
    for (let frame = 0; frame < 2; frame++) await new Promise((drawn) => requestAnimationFrame(drawn));
  }, path);
}

async function checkScreen(
  page: Page,
  group: Group,
  screen: Screen,
  run: { language: Locale; width: number; skip?: readonly string[] },
  label: string,
  problems: string[],
  loaded: boolean,
): Promise<boolean> {
  const { language, width, skip } = run;
  try {
    await openScreen(page, screen, loaded);
    await expect(page).toHaveURL(screen.lands ?? new RegExp(`${escapeRegExp(screen.path)}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (screen.heading) await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(screen.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', screen.language ?? language);
    if (screen.open) await carryOut(page, screen.open, width);
    for (const problem of await seriousViolations(page, undefined, skip)) problems.push(`${label}: ${problem}`);
    if (width < 900 && REFLOWS.includes(group)) {
      const wider = await reflowsAt320(page);
      if (wider) problems.push(`${label}: at 320 px the page is ${wider} px wide (WCAG 1.4.10 reflow)`);
      if (screen.axeAt320)
        for (const problem of await seriousViolations(page, undefined, skip))
          problems.push(`${label} at 320 px: ${problem}`);
      await page.setViewportSize({ width, height: PHONE.height });
    }
  } catch (error) {
    problems.push(`${label}: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
    return false;
  }
  return true;
}

// The check itself: on a page with a nameless button and an image without a text alternative, it
// names both, so a sweep that passes has run axe's rules.
test('the accessibility check names a serious problem when a page has one', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><button></button><img src="data:,"></main></html>',
  );
  const found = await seriousViolations(page);
  expect(found.some((line) => line.startsWith('critical button-name'))).toBe(true);
  expect(found.some((line) => line.startsWith('critical image-alt'))).toBe(true);
});

// A rule left out is that rule alone: grey on white is named by default, and with colour contrast
// skipped (the French run, D316) the other rules still name the nameless button.
test('a run that skips colour contrast still runs the other rules', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><p style="color:#bbb;background:#fff">Faint</p><button></button></main></html>',
  );
  expect((await seriousViolations(page)).some((line) => line.startsWith('serious color-contrast'))).toBe(true);
  const skipped = await seriousViolations(page, undefined, ['color-contrast']);
  expect(skipped.some((line) => line.includes('color-contrast'))).toBe(false);
  expect(skipped.some((line) => line.startsWith('critical button-name'))).toBe(true);
});

// The check runs only the rules that can report a serious or critical problem (axe gives each
// violation its rule's impact): on a page with faults of every impact it names exactly what a run
// of all axe's rules names as serious or critical.
test('leaving out the minor and moderate rules names the same serious problems as all the rules', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><body><div>Outside any landmark</div><main>' +
      '<h1>Title</h1><h4>Skipped levels</h4><h2></h2><button></button><img src="data:,">' +
      '<ul><div>Not a list item</div></ul><p style="color:#bbb;background:#fff">Faint</p>' +
      '<table><tr><th scope="nonsense">x</th></tr><tr><td>1</td></tr></table></main></body></html>',
  );
  const checked = await seriousViolations(page);
  const all = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string }[] }> };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  expect(all.some((v) => v.impact === 'moderate' || v.impact === 'minor')).toBe(true);
  const serious = all.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(serious.length).toBeGreaterThanOrEqual(4);
  expect(checked.map((line) => line.split(' ')[1]!.replace(/:$/, '')).sort()).toEqual(serious.sort());
});
