import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { translate, type Locale } from './support/catalog.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';

// Axe on every finished screen, one placeholder per layout and the open admin-navbar menus, in
// each language and at a phone and a desktop width. One test per language, signed-in user and
// width: it signs in once through the API (the refresh cookie lands in the test's browser context,
// so every reload restores the session) and visits its screens.
//
// Each language once: English and French at the desktop's width, Spanish at the phone's. What axe
// finds depends on the width (layout, menus, target sizes) or on the language (names, labels,
// lang), and each language and each width is still seen, for half of the full grid's time
// (docs/testing.md, D197).
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const RUNS: { language: Locale; viewport: { width: number; height: number } }[] = [
  { language: 'en', viewport: DESKTOP },
  { language: 'es', viewport: PHONE },
  { language: 'fr', viewport: DESKTOP },
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// The seed's open requisition (server/db/seed/demo-requisitions.ts).
const OPEN_JOB = '11111111-1111-4111-8111-111111111111';

interface Screen {
  path: string;
  /** Where the app settles, when it is not `path` itself. */
  lands?: RegExp;
  /** What to open after the page shows, for a state axe should see (a menu). */
  open?: (page: Page, width: number) => Promise<void>;
  label?: string;
  /** A server-rendered page is in its content's language, whatever the app's language is. */
  language?: Locale;
  /** The page's main heading, when the path alone would not prove the page is the one meant (a 404 has a heading too). */
  heading?: string;
}

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

// Dashboards over every seeded application, so their charts and tables show (an empty range shows neither).
const ALL_TIME = 'from_date=2020-01-01&to_date=2030-12-31';
const accountBoard = (slug: string): Screen => ({ path: `/account/dashboard/${slug}?${ALL_TIME}`, open: figuresShown });
const requisitionBoard = (tab: string): Screen => ({
  path: `/smartreq-detail/dashboard/${tab}?job_id=1&${ALL_TIME}`,
  lands: new RegExp(`/smartreq-detail/dashboard/${tab}\\?`),
  open: figuresShown,
});

/** The person page of a seeded hire, opened from the employees list: the user id depends on the seed's order. */
async function openHiredPerson(page: Page): Promise<void> {
  await page.locator('#people-search, input[type="search"]').first().fill('Ana Adams');
  await page.locator('.people__name a').first().click();
  await expect(page).toHaveURL(/\/people\/\d+$/);
  await expect(page.locator('.person__card').first()).toBeVisible();
}

/** A seeded profile's dashboard (D142): its job id depends on the seed's order, so it is opened from the list of profiles. */
const profileBoard = (title: string, board: string) => async (page: Page) => {
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(/job_id=\d+/);
  await page.goto(`/jobdetails/dashboard/${board}?job_id=${new URL(page.url()).searchParams.get('job_id')}`);
  await expect(page.locator('#profile-board-title')).toBeVisible();
  await expect(page.locator('.profiles__threshold')).toBeVisible();
  await expect(page.locator('.report-panel__loading')).toHaveCount(0);
};

const SCREENS: Record<
  | 'anonymous'
  | 'candidate'
  | 'owner'
  | 'dashboards'
  | 'hiringDashboards'
  | 'requisitionDashboards'
  | 'settings'
  | 'offers'
  | 'admin',
  Screen[]
> = {
  anonymous: [
    { path: '/login' },
    { path: '/log-in', lands: /\/log(-)?in(\?|$)/ },
    { path: `/login/applicant/${OPEN_JOB}` },
    { path: '/create-account' },
    { path: '/request-password-reset' },
    { path: '/reset-password?uid=x&userToken=y', lands: /\/reset-password\?/ },
    { path: '/not-authorized' },
    { path: '/not-found' },
    { path: '/test' },
    { path: '/start-interview' },
    { path: '/terms' },
    { path: '/privacy' },
    // A supervisor's outcome link nobody was sent: the page and its refusal.
    { path: '/outcome-review/3f2c1a9e-0000-4000-8000-000000000000' },
    // An assessment order link nobody placed (D145): the page and its refusal.
    { path: '/ats/integration/3f2c1a9e-0000-4000-8000-0000000000a7' },
    // Server-rendered public pages: the career page and a seeded posting (server/db/seed/demo-postings.ts).
    { path: '/careers/demo-company', language: 'en', heading: 'Demo Company' },
    {
      path: '/careers/demo-company/1-customer-support-specialist',
      language: 'en',
      heading: 'Customer Support Specialist',
    },
  ],
  candidate: [
    { path: '/user/progress' },
    { path: `/user/progress-tracker?jobUuid=${OPEN_JOB}`, lands: /\/user\/progress-tracker\?jobUuid=/ },
    { path: '/change-password' },
    { path: '/user/personal-profile', lands: /\/user\/personal-profile/ },
    { path: '/user/my-data' },
    { path: '/user/delete-account' },
    { path: '/no-such-page-anywhere', label: 'an unknown path' },
    // Placeholders: one per layout.
    { path: '/user/reports' },
    { path: '/PrintPersonalityReport' },
  ],
  owner: [
    { path: '/hire' },
    {
      path: '/hire',
      label: '/hire with the Start menu open',
      open: (page, width) => openAdminDropdown(page, width, 'first'),
    },
    {
      path: '/hire',
      label: '/hire with the user menu open',
      open: (page, width) => openAdminDropdown(page, width, 'last'),
    },
    // The requisition workspace on the seeded open requisition, job 1.
    { path: '/hire/smartreq-builder/job-title', lands: /\/hire\/smartreq-builder\/job-title/ },
    { path: '/smartreq-detail/applicants?job_id=1', lands: /\/smartreq-detail\/applicants\?/ },
    { path: '/smartreq-detail/activity?job_id=1', lands: /\/smartreq-detail\/activity\?/ },
    { path: '/smartreq-detail/setup/details?job_id=1', lands: /\/smartreq-detail\/setup\/details\?/ },
    { path: '/smartreq-detail/setup/screening-plan?job_id=1', lands: /\/smartreq-detail\/setup\/screening-plan\?/ },
    { path: '/smartreq-detail/setup/attributes?job_id=1', lands: /\/smartreq-detail\/setup\/attributes\?/ },
    { path: '/smartreq-detail/setup/team-members?job_id=1', lands: /\/smartreq-detail\/setup\/team-members\?/ },
    {
      path: '/smartreq-detail/setup/predictive-models?job_id=1',
      lands: /\/smartreq-detail\/setup\/predictive-models\?/,
    },
    { path: '/smartreq-screening-plan-preview?job_id=1', lands: /\/smartreq-screening-plan-preview\?/ },
    { path: '/smartreq-detail/setup/job-postings?job_id=1', lands: /\/smartreq-detail\/setup\/job-postings\?/ },
    { path: '/smartreq-detail/setup/job-posting-detail/1' },
    // The seeded Store Associate job profile (job 7 in a fresh seed): its setup and activity (D141).
    { path: '/jobdetails/setup/attributes?job_id=7', lands: /\/jobdetails\/setup\/attributes\?/ },
    { path: '/jobdetails/setup/measurement-plans?job_id=7', lands: /\/jobdetails\/setup\/measurement-plans\?/ },
    { path: '/jobdetails/setup/predictive-models?job_id=7', lands: /\/jobdetails\/setup\/predictive-models\?/ },
    { path: '/jobdetails/activity?job_id=7', lands: /\/jobdetails\/activity\?/ },
    { path: '/smartreq-detail-applicant/3' },
    { path: '/applicants', lands: /\/applicants(\?|$)/ },
    { path: '/applicants-multi-compare?ids=1,3', lands: /\/applicants-multi-compare\?/ },
    // The interview station and the interviews workspace.
    { path: '/start-interview' },
    { path: '/start-interview/select-applicant' },
    { path: '/start-interview/applicant/interview-list' },
    { path: '/interviews/my-interviews' },
    { path: '/performance-review/select-participant' },
    // A person's page (D156, D165): Ana Adams, the first seeded Store Associate, hired from an application (server/db/seed/demo-hires.ts).
    { path: '/people', label: '/people/{employeeId} of a hired employee', open: openHiredPerson },
  ],
  // Account dashboards, signed in as the owner; the seeded custom Turnover dashboard is the first (dId 1).
  dashboards: [
    { path: '/account/dashboard/interview?from_date=2020-01-01&to_date=2030-12-31', open: figuresShown },
    { path: '/account/dashboard/turnover', open: figuresShown },
    { path: '/account/dashboard/performance', open: figuresShown },
    { path: '/account/dashboard/custom', open: figuresShown },
    { path: '/account/dashboard/custom?dId=1', open: figuresShown },
    {
      path: '/jobprofile',
      label: "the Store Associate profile's attributes dashboard",
      open: profileBoard('Store Associate', 'attributes'),
    },
    {
      path: '/jobprofile',
      label: "the Support Agent profile's satisfaction dashboard",
      open: profileBoard('Support Agent', 'satisfaction'),
    },
    {
      path: '/jobprofile',
      label: "the Support Agent profile's interviewers dashboard (none yet)",
      open: profileBoard('Support Agent', 'interviewers'),
    },
  ],
  // The other account dashboards (the EEOC one is on for Demo Company in the seed), signed in as the owner.
  hiringDashboards: [
    'applicant-overview',
    'hiring-process-fidelity',
    'interview-overview',
    'screening-questions',
    'eeoc',
    'attributes',
    'interviewers',
    'time-to-hire',
    'company-source-effectiveness',
    'company-language-assessment',
    'company-funnel-analytics',
    'company-hiring-classes',
  ].map(accountBoard),
  // The open requisition's dashboard tabs and its hiring classes, signed in as the owner.
  requisitionDashboards: [
    ...[
      'overview',
      'funnel-analytics',
      'hiring-process-fidelity',
      'source-effectiveness',
      'language-assessment',
      'interviews',
    ].map(requisitionBoard),
    {
      path: '/smartreq-detail/hiring-classes?job_id=1',
      lands: /\/smartreq-detail\/hiring-classes\?/,
      open: hiringClassesShown,
    },
  ],
  // Company settings, signed in as the owner (a test of its own, so the two halves run side by side).
  settings: [
    { path: '/settings/templates/interview-question' },
    { path: '/settings/details' },
    { path: '/settings/security' },
    { path: '/settings/job-board' },
    { path: '/settings/sources' },
    { path: '/settings/custom/rejection-reason' },
    { path: '/settings/phone-numbers' },
    { path: '/settings/outcome' },
    { path: '/settings/measurement/employee-performance' },
    { path: '/settings/templates/message' },
    { path: '/settings/templates/scoring-criteria' },
    { path: '/settings/templates/screening-question' },
    { path: '/settings/measurement/pre-screen-questions' },
    { path: '/settings/measurement/interview-questions' },
    { path: '/settings/attributes' },
    { path: '/settings/measurement/employee-questions' },
    { path: '/settings/measurement/typing-test', open: typingPassageFormShown },
    { path: '/settings/measurement/personal-assessments', open: listShown },
    // The company's own skills tests and the provider's (seeded provider test 1 previewed as candidates see it).
    { path: '/settings/measurement/job-assessments', open: listShown },
    { path: '/settings/measurement/job-assessments/new' },
    {
      path: '/settings/measurement/job-assessments/preview/1',
      open: async (page) => expect(page.locator('.st-author__questions').first()).toBeVisible(),
    },
    {
      path: '/settings/templates/interview-question',
      label: 'the interview kit editor',
      // The first kit's first button is Edit, in any language.
      open: async (page) => {
        await page.locator('.kits__item').first().getByRole('button').first().click();
        await expect(page.locator('.kits__editor')).toBeVisible();
      },
    },
  ],
  // Offer settings, signed in as the owner.
  offers: [
    { path: '/settings/offers/offer-fields' },
    { path: '/settings/offers/offer-letter-templates' },
    {
      path: '/settings/offers/offer-letter-templates',
      label: 'the offer letter template editor',
      open: async (page) => {
        await page.getByRole('button', { name: /^(Add a template|Añadir una plantilla|Ajouter un modèle)$/ }).click();
        await expect(page.locator('.ProseMirror')).toBeVisible();
      },
    },
    { path: '/settings/offers/offer-letter-details-templates' },
    { path: '/settings/e-signature' },
  ],
  admin: [
    { path: '/admin/customers' },
    { path: '/admin/legal-documents' },
    { path: '/admin/account-settings/integration-maps', open: integrationFormShown },
    { path: '/settings/import-data' },
    { path: '/settings/upload-import-file' },
    { path: '/admin/measurements' },
    { path: '/admin/measurements/settings/skills-test/list' },
    { path: '/admin/measurements/settings/skills-test/new' },
    // The seeded provider draft "Forklift basics" and its section (server/db/seed/skills-tests.ts).
    { path: '/admin/measurements/settings/skills-test/3/details', heading: 'Forklift basics' },
    {
      path: '/admin/measurements/settings/skills-test/sections/new?skills_test_id=3',
      lands: /\/sections\/new\?skills_test_id=3$/,
    },
    { path: '/admin/measurements/settings/skills-test/sections/7/details', heading: 'Load handling' },
    { path: '/admin/measurements/settings/skills-test/sections', open: listShown },
    { path: '/admin/measurements/settings/skills-test/questions', open: listShown },
    { path: '/admin/measurements/settings/attributes', open: listShown },
    // Every company's figures, for provider admins only.
    accountBoard('company-overview'),
    { path: '/styleguide' },
    {
      path: '/styleguide',
      label: 'the style guide with its error summary, editor and confirmation open',
      open: async (page) => {
        await page
          .getByRole('button', {
            name: /^(Show the error summary|Mostrar el resumen de errores|Afficher le résumé des erreurs)$/,
          })
          .click();
        await page.getByRole('button', { name: /^(Load the editor|Cargar el editor|Charger l'éditeur)$/ }).click();
        await expect(page.locator('.ProseMirror')).toBeVisible();
        await page
          .getByRole('button', { name: /^(Open a confirmation|Abrir una confirmación|Ouvrir une confirmation)$/ })
          .click();
        await expect(page.locator('dialog.confirm-dialog[open]')).toBeVisible();
      },
    },
  ],
};

const SIGN_IN_AS: Record<keyof typeof SCREENS, string | undefined> = {
  anonymous: undefined,
  candidate: demo.candidate,
  owner: demo.owner,
  dashboards: demo.owner,
  hiringDashboards: demo.owner,
  requisitionDashboards: demo.owner,
  settings: demo.owner,
  offers: demo.owner,
  admin: demo.admin,
};

// resultTypes: axe details only the violations, not every passing node (the same rules run).
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The service worker's background precache of every chunk would only slow these pages down.
test.use({ serviceWorkers: 'block' });

// Read-only, so these run two at a time (playwright.config.ts), before the journeys.
for (const { language, viewport } of RUNS) {
  for (const who of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
    test(`${who} screens in ${language} have no serious or critical accessibility problems at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.addInitScript((lang) => localStorage.setItem('assay.language', lang), language);
      const email = SIGN_IN_AS[who];
      if (email) {
        const response = await page.request.post('/api/auth/v1/login/', { data: { email, password: DEMO_PASSWORD } });
        expect(response.status(), `sign-in of ${email}`).toBe(200);
      }

      const problems: string[] = [];
      await page.setViewportSize(viewport);
      for (const screen of SCREENS[who]) {
        const label = `${screen.label ?? screen.path} at ${viewport.width} px in ${language}`;
        await test.step(label, async () => {
          await page.goto(screen.path);
          await expect(page).toHaveURL(screen.lands ?? new RegExp(`${escapeRegExp(screen.path)}(\\?|$)`));
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          if (screen.heading)
            await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(screen.heading);
          await expect(page.locator('html')).toHaveAttribute('lang', screen.language ?? language);
          await screen.open?.(page, viewport.width);
          for (const problem of await seriousViolations(page)) problems.push(`${label}: ${problem}`);
        });
      }
      expect(problems).toEqual([]);
    });
  }
}
