import { expect, test, type Page } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { enterSignUpCode } from './support/sign-up.ts';

// The seed's open requisition (server/db/seed/demo-requisitions.ts).
const OPEN_JOB = '11111111-1111-4111-8111-111111111111';
const SHOTS = process.env.ATS_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('given a provider admin making an integration with a mapped job, then an order placed with its key sends a new candidate through sign-up to their tracker', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const atsName = `Greenhouse ${stamp}`;
  await signInAt(page, demo.admin, '/admin/account-settings/integration-maps');
  await page.getByLabel('Company', { exact: true }).selectOption({ label: 'Demo Company' });
  await page.getByRole('button', { name: 'New integration' }).click();
  await page.getByRole('button', { name: 'Create integration' }).click();
  await expect(page.getByText('Enter the name of the applicant tracking system.')).toBeVisible();
  await page.getByLabel('Applicant tracking system').fill(atsName);
  await page.getByRole('button', { name: 'Add a job' }).click();
  await page.getByLabel('Job id in the applicant tracking system').fill(`GH-${stamp}`);
  await page.getByLabel('Requisition').selectOption(OPEN_JOB);
  await page.getByRole('button', { name: 'Create integration' }).click();
  const key = await page.getByLabel('API key').inputValue();
  expect(key).toMatch(/^assay_ats_/);
  await expect(page.getByRole('heading', { name: atsName })).toBeVisible();
  await shoot(page, 'integration-maps');
  await page.getByRole('button', { name: 'I have copied the key' }).click();

  const ordered = await page.request.post('/api/integration/v1/ats/orders/', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      external_application_id: `APP-${stamp}`,
      external_job_id: `GH-${stamp}`,
      first_name: 'Olu',
      last_name: 'Ordered',
      email: `olu.${stamp}@e2e.test`,
      return_link: 'https://ats.example.test/back',
      result_update_link: 'https://ats.example.test/results',
    },
  });
  expect(ordered.status()).toBe(200);
  const link = new URL((await ordered.json()).data.candidate_link);

  const candidate = await (await browser.newContext({ baseURL })).newPage();
  await candidate.goto(link.pathname);
  await expect(candidate.getByRole('heading', { name: 'Customer Support Specialist' })).toBeVisible();
  await expect(candidate.getByText('Demo Company', { exact: true })).toBeVisible();
  await shoot(candidate, 'ats-order');
  await candidate.getByRole('link', { name: 'Create an account and start' }).click();
  await expect(candidate.getByLabel('Email address')).toHaveValue(`olu.${stamp}@e2e.test`);
  await candidate.getByLabel('First name').fill('Olu');
  await candidate.getByLabel('Last name').fill('Ordered');
  await candidate.getByLabel('Password', { exact: true }).fill('Ordered-pass-1');
  await candidate.getByLabel('Confirm password').fill('Ordered-pass-1');
  await candidate.getByLabel('I accept the terms of use and the privacy policy').check();
  await candidate.getByRole('button', { name: 'Create account' }).click();
  await enterSignUpCode(candidate, `olu.${stamp}@e2e.test`);
  await expect(candidate).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${OPEN_JOB}`));
  await expect(candidate.getByRole('heading', { name: 'Customer Support Specialist' })).toBeVisible();
});
