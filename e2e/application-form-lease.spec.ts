import { expect, test, type Browser, type Page } from './support/test.ts';
import { signIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { candidateWhoApplied } from './support/sign-up.ts';
import { continueOnceLapsed } from './support/lease.ts';

// Offline promise 10 for an activity submitted whole: two browser contexts are two devices of one
// candidate on the application form. The server's lease is 8 s in the e2e server
// (ATTEMPT_LEASE_MS in playwright.config.ts).
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';

const newCandidate = (baseURL: string) =>
  candidateWhoApplied(baseURL, { email: `form-lease-${Date.now()}@assay.test`, jobUuid: OPEN_REQUISITION });

/** A device (its own browser context, 390 px wide) signed in, on the application form. */
async function deviceOnForm(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(`/user/progress-tracker?jobUuid=${OPEN_REQUISITION}`);
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Application form' })
    .last()
    .getByRole('link', { name: 'Start Application form' })
    .click();
  await expect(page).toHaveURL(/\/jobapplication\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application form' })).toBeVisible();
  return page;
}

async function fillForm(page: Page): Promise<void> {
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1994-08-30');
  await page.getByLabel('Are you legally authorized to work in the United States?').selectOption('Yes');
  await page.getByLabel('Earliest start date').fill('2026-12-01');
  await page.getByLabel('Desired hourly pay (USD)').fill('22');
}

test('one writer across devices on the application form: B is read-only while A has it open, continues here once A lapses, and submits', async ({
  browser,
  baseURL,
}) => {
  const email = await newCandidate(baseURL!);

  // Device A opens the form and types.
  const a = await deviceOnForm(browser, baseURL!, email);
  await expect(a.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await a.getByLabel('Desired hourly pay (USD)').fill('25');

  // Device B opens it: read-only, with the notice above the form and the submit disabled.
  const b = await deviceOnForm(browser, baseURL!, email);
  // New strings read as message ids until the catalogs are extracted: the notice is found by its kind.
  const notice = b.getByTestId('lease-notice');
  await expect(notice).toHaveAttribute('data-lease', 'elsewhere');
  await expect(notice).toHaveAttribute('data-last-active', /^\d{4}-\d\d-\d\dT/);
  await expect(b.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(b.getByLabel('Desired hourly pay (USD)')).toBeDisabled();
  await lookAt(b, { path: test.info().outputPath('application-form-lease-b-read-only.png'), fullPage: true });

  // A's page closes; once its lease lapses (8 s without a heartbeat) B continues on this device.
  await a.context().close();
  await continueOnceLapsed(b);
  await expect(b.getByTestId('lease-notice')).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Submit' })).toBeEnabled();

  // B fills the form and submits it from here; the tracker shows it completed.
  await fillForm(b);
  await b.getByRole('button', { name: 'Submit' }).click();
  await expect(b).toHaveURL(/\/user\/progress-tracker\?/);
  await expect(b.getByRole('listitem').filter({ hasText: 'Application form' }).last()).toContainText('Completed');
  await b.context().close();
});
