// `npm run screenshots`: PNGs of the main screens at 390 and 1366 px in en, es and fr, for people
// to look at (e2e/screenshots/, ignored by git; never compared as baselines). Builds if dist/ is
// stale, starts the server on a temp data folder and a free port with the demo seed, signs in as
// the demo user each screen is for, and stops the server at the end. It also prints the screens
// where the page scrolls sideways or a text is cut off, which a person should then look at.
//   npm run screenshots [-- --only login,tracker]
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startServer } from '../bench/support/server.mjs';
import { ensureBuild, root } from './prepare.mjs';

const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const OUT = join(root, 'e2e', 'screenshots');
const PASSWORD = 'Assay-demo-1';
const OPEN_JOB = '11111111-1111-4111-8111-111111111111';
const LANGUAGES = ['en', 'es', 'fr'];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

/** The first kit opened for editing, or a new one when there is none. */
async function openKitEditor(page) {
  const edit = page.getByRole('button', { name: /^Edit|^Editar|^Modifier/ }).first();
  await ((await edit.isVisible()) ? edit : page.getByRole('button', { name: /New kit|Nuevo kit|Nouveau kit/ })).click();
  await page.locator('.kits__editor').waitFor();
}

/** On a phone the admin navbar folds behind its Menu button. */
async function openUserMenu(page, width) {
  if (width < 900) await page.locator('.admin-nav__toggle').click();
  const menu = page.locator('.admin-nav__tools .dropdown').last();
  await menu.locator('.dropdown__button').click();
  await menu.locator('.dropdown__panel').waitFor();
}

const SCREENS = [
  { name: 'login', path: '/login' },
  { name: 'login-applicant', path: `/login/applicant/${OPEN_JOB}` },
  { name: 'create-account', path: '/create-account' },
  { name: 'my-progress', path: '/user/progress', as: 'candidate@assay.test' },
  { name: 'tracker', path: `/user/progress-tracker?jobUuid=${OPEN_JOB}`, as: 'candidate@assay.test' },
  { name: 'hire', path: '/hire', as: 'owner@demo-company.test' },
  { name: 'plan-editor', path: '/hire/smartreq-builder/steps?job_id=1', as: 'owner@demo-company.test' },
  { name: 'hire-user-menu', path: '/hire', as: 'owner@demo-company.test', open: openUserMenu },
  { name: 'admin-customers', path: '/admin/customers', as: 'admin@assay.test' },
  { name: 'admin-mail-log', path: '/admin/mail-log', as: 'admin@assay.test' },
  { name: 'settings-mail-log', path: '/settings/mail-log', as: 'owner@demo-company.test' },
  { name: 'dashboard-overview', path: '/account/dashboard/applicant-overview', as: 'owner@demo-company.test' },
  { name: 'dashboard-funnel', path: '/account/dashboard/company-funnel-analytics', as: 'owner@demo-company.test' },
  { name: 'dashboard-eeoc', path: '/account/dashboard/eeoc', as: 'owner@demo-company.test' },
  {
    name: 'requisition-dashboard',
    path: '/smartreq-detail/dashboard/overview?job_id=1',
    as: 'owner@demo-company.test',
  },
  { name: 'settings-users', path: '/settings/users', as: 'owner@demo-company.test' },
  { name: 'settings-templates-email', path: '/settings/templates/email', as: 'owner@demo-company.test' },
  { name: 'email-editor', path: '/email-editor', as: 'admin@assay.test' },
  { name: 'accept-invitation', path: '/accept-invitation?token=unknown' },
  { name: 'my-availability', path: '/interviews/my-availability', as: 'interviewer@demo-company.test' },
  { name: 'my-interviewer-profile', path: '/interviews/my-profile', as: 'interviewer@demo-company.test' },
  { name: 'user-interview-list', path: '/user/interview-list', as: 'maria.garcia@assay.test' },
  { name: 'schedule-interview-unknown-link', path: '/schedule-interview/00000000-0000-4000-8000-000000000000' },
  { name: 'settings-security', path: '/settings/security', as: 'owner@demo-company.test' },
  { name: 'settings-interview-kits', path: '/settings/templates/interview-question', as: 'owner@demo-company.test' },
  {
    name: 'settings-interview-kit-editor',
    path: '/settings/templates/interview-question',
    as: 'owner@demo-company.test',
    open: openKitEditor,
  },
  { name: 'settings-sources', path: '/settings/sources', as: 'owner@demo-company.test' },
  { name: 'settings-rejection-reasons', path: '/settings/custom/rejection-reason', as: 'owner@demo-company.test' },
  { name: 'settings-separation-reasons', path: '/settings/custom/separation-reason', as: 'owner@demo-company.test' },
  {
    name: 'settings-pre-screen-questions',
    path: '/settings/measurement/pre-screen-questions',
    as: 'owner@demo-company.test',
  },
  // The seeded Store Associate job profile is job 7 (server/db/seed/demo-job-profiles.ts).
  { name: 'job-profiles', path: '/jobprofile', as: 'owner@demo-company.test' },
  { name: 'job-profile-participants', path: '/jobdetails/participants?job_id=7', as: 'owner@demo-company.test' },
  { name: 'job-profile-turnover', path: '/jobdetails/dashboard/turnover?job_id=7', as: 'owner@demo-company.test' },
  { name: 'not-authorized', path: '/settings', lands: '/not-authorized', as: 'recruiter@demo-company.test' },
].filter((screen) => !args.only || args.only.split(',').includes(screen.name));

/** Sideways scrolling, elements sticking out of the window, text cut off by its own box. Runs in the page. */
/* global document, getComputedStyle */
function layoutProblems() {
  const problems = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + 1)
    problems.push(`the page scrolls sideways (${doc.scrollWidth} px content in ${doc.clientWidth} px)`);
  const describe = (element) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
  const outside = new Set();
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    if (
      style.display === 'none' ||
      style.visibility === 'hidden' ||
      element.closest('[hidden], .visually-hidden, .skip-link')
    )
      continue;
    const box = element.getBoundingClientRect();
    if (
      box.width > 0 &&
      box.height > 0 &&
      (box.left < -1 || box.right > doc.clientWidth + 1) &&
      !outside.has(element.parentElement)
    ) {
      problems.push(
        `${describe(element)} sticks out of the ${doc.clientWidth} px window (from ${Math.round(box.left)} to ${Math.round(box.right)} px)`,
      );
    }
    if (box.left < -1 || box.right > doc.clientWidth + 1) outside.add(element);
    if (!element.textContent?.trim() || element.children.length > 3) continue;
    const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    if (clips && element.scrollWidth > element.clientWidth + 1) {
      problems.push(
        `${describe(element)} cuts off "${element.textContent.trim().slice(0, 60)}" (${element.scrollWidth} px in ${element.clientWidth} px)`,
      );
    }
  }
  return problems;
}

ensureBuild();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const server = await startServer({ name: 'screenshots', env: { SEED_DEMO: '1', RATE_LIMIT_MAX: '1000' } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const findings = [];
let count = 0;
try {
  for (const language of LANGUAGES) {
    // One browser context per signed-in user and language: sign in once, reuse for every screen.
    const contexts = new Map();
    const contextFor = async (email) => {
      const key = email ?? 'anonymous';
      if (!contexts.has(key)) {
        const context = await browser.newContext({
          baseURL: server.base,
          serviceWorkers: 'block',
          deviceScaleFactor: 1,
        });
        await context.addInitScript((lang) => localStorage.setItem('assay.language', lang), language);
        if (email) {
          const response = await context.request.post('/api/auth/v1/login/', { data: { email, password: PASSWORD } });
          if (!response.ok()) throw new Error(`Sign-in of ${email} failed: ${response.status()}`);
        }
        contexts.set(key, await context.newPage());
      }
      return contexts.get(key);
    };
    for (const screen of SCREENS) {
      const page = await contextFor(screen.as);
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(screen.path);
        await page.waitForURL((url) => url.pathname === (screen.lands ?? screen.path.split('?')[0]));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await screen.open?.(page, viewport.width);
        const file = `${screen.name}-${viewport.width}-${language}.png`;
        await page.screenshot({ path: join(OUT, file), fullPage: true });
        count += 1;
        for (const problem of await page.evaluate(layoutProblems)) findings.push(`${file}: ${problem}`);
      }
    }
    for (const page of contexts.values()) await page.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${count} screenshots in ${OUT}`);
if (findings.length > 0) {
  console.log(`\nTo look at (sideways scrolling or cut-off text):\n  ${findings.join('\n  ')}`);
}
