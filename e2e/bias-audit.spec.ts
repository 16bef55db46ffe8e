/**
 * D208, once on the real device: a new candidate's tracker shows the
 * company's notice before the first scored step, the candidate asks for an alternative process from
 * it, and the requisition's recruiter finds the request on their home; the owner's bias audit shows
 * an impact ratio and downloads its CSV. The candidate is new to this journey; the requisition is
 * the seeded open one, which no journey renames.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './support/test.ts';
import { newApplicant } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { lookAt } from './support/look.ts';
import { signIn } from './support/sign-in.ts';

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';

async function signedIn(browser: Browser, email: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('the notice comes before the first scored step, an alternative reaches staff, and the audit shows a ratio and its CSV', async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const name = { first: 'Noor', last: `Notice${stamp}` };
  const applicant = await newApplicant(baseURL!, `noor.${stamp}@e2e.test`, OPEN_REQUISITION, name);

  const candidate = await signedIn(browser, applicant.email, 390);
  await candidate.goto(`/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${applicant.refId}`);
  const notice = candidate.getByRole('region', { name: 'Before the assessed steps: how you are assessed' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('listitem').filter({ hasText: 'Personality questionnaire' })).toBeVisible();
  // Between step 1 (no scored activity) and step 2 (the first that scores).
  const [first, second, box] = await Promise.all([
    candidate.getByRole('heading', { name: /^Step 1/ }).boundingBox(),
    candidate.getByRole('heading', { name: /^Step 2/ }).boundingBox(),
    notice.boundingBox(),
  ]);
  expect(box!.y).toBeGreaterThan(first!.y);
  expect(box!.y + box!.height).toBeLessThanOrEqual(second!.y);
  await lookAt(candidate, { path: 'test-results/bias-notice-390.png', fullPage: true });

  await notice.getByRole('button', { name: 'Ask for an alternative process' }).click();
  await expect(notice.getByRole('status')).toHaveText('Request sent. The hiring team will answer you.');

  // The request reaches colleagues with access to private data, and only them (D263): the
  // recruiter's home lists the new applicant and no request to decide; the owner reads it on the
  // scorecard.
  const recruiter = await signedIn(browser, demo.recruiter);
  const applicantLink = recruiter.getByRole('link', { name: `${name.first} ${name.last}`, exact: true }).first();
  await expect(applicantLink).toBeVisible();
  const requests = recruiter.locator('section').filter({
    has: recruiter.getByRole('heading', { name: /^Accommodation and alternative requests/ }),
  });
  await expect(requests).toContainText('No request is waiting for a decision.');
  const scorecard = await applicantLink.getAttribute('href');

  const owner = await signedIn(browser, demo.owner);
  await owner.goto(scorecard!);
  const accommodations = owner.getByRole('region', { name: 'Accommodations', exact: true });
  await expect(accommodations.getByRole('listitem').filter({ hasText: 'Alternative process' }).first()).toBeVisible();

  await owner.goto('/account/bias-audit');
  await expect(owner.getByRole('heading', { name: 'Bias audit', level: 1 })).toBeVisible();
  // The staff page links the public summary a regulator reads (D273).
  await expect(owner.getByRole('link', { name: 'Open your public bias-audit page' })).toHaveAttribute(
    'href',
    /^\/bias-audit\/[\w-]{36}$/,
  );
  const ratio = owner.getByRole('table').first().getByRole('row').filter({ hasText: '(most selected)' });
  await expect(ratio.getByRole('cell').nth(3)).toHaveText('1.00');
  await lookAt(owner, { path: 'test-results/bias-audit-1366.png', fullPage: true });
  const download = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bias-audit-company-.*\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain('"impact_ratio"');
  expect(csv).toContain('"sex"');
});
