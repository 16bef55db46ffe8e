import { expect, test } from './support/test.ts';
import { DEMO_JOBS } from '../server/db/seed/demo-requisitions.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('recruiter writes and publishes a posting; the career page lists it; its page works without JavaScript; Apply reaches the application with its source', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Support Specialist ${Date.now()}`;

  await signInAt(page, demo.recruiter, '/smartreq-detail/setup/job-postings?job_id=1');
  await page.getByRole('button', { name: 'New posting' }).click();
  await expect(page).toHaveURL(/\/smartreq-detail\/setup\/job-posting-detail\/\d+/);

  await page.getByLabel('Title').fill(title);
  // A long title stays readable while typed: the field takes the form's width (its versions sit
  // under it), not the third of it it had beside them.
  expect((await page.getByLabel('Title').boundingBox())!.width).toBeGreaterThan(500);
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await page.keyboard.type('Help our customers by phone and chat. Full training in the first week.');
  // Publishing an incomplete posting is refused with the missing fields named.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Enter a location, or say the job is remote.',
  );
  await page.getByLabel('Location').fill('Austin, TX, US');
  await page.getByLabel('From').fill('18');
  await page.getByLabel('To').fill('22');
  await page.getByLabel('Currency').fill('USD');
  await page.getByLabel('Per', { exact: true }).selectOption('HOUR');
  await page.getByLabel('Last day the posting shows').fill(inDays(30));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const publicPath = await page.getByRole('link', { name: /View the public page/ }).getAttribute('href');
  expect(publicPath).toMatch(/^\/careers\/demo-company\/\d+-support-specialist-\d+$/);

  // The career page and the posting page, as a phone without JavaScript fetches them.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const visitor = await noScript.newPage();
  await visitor.goto('/careers/demo-company');
  // The heading is the company's own career-page headline when it has one (company settings), so the name is checked on the page.
  await expect(visitor.locator('body')).toContainText('Demo Company');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(`${baseURL}${publicPath}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByText('$18 – $22 per hour')).toBeVisible();
  const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent())!) as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title, employmentType: 'FULL_TIME', directApply: true });
  await noScript.close();

  // Apply leads into the requisition's own link flow, carrying where the candidate came from.
  const candidate = await browser.newContext();
  const applicant = await candidate.newPage();
  await applicant.goto(publicPath!);
  await applicant.getByRole('link', { name: 'Apply' }).first().click();
  await expect(applicant).toHaveURL(new RegExp(`/login/applicant/${DEMO_JOBS.openRequisition}\\?.*source=career`));
  // The job link names the job as the live posting the candidate read does (D207).
  await expect(applicant.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(applicant.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await candidate.close();

  // Unpublished, the page is gone at once.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  const gone = await page.request.get(publicPath!);
  expect(gone.status()).toBe(410);
});
