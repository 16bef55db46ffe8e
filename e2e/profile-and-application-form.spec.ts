import { expect, test, type Page } from './support/test.ts';
import { signInAt, submitSignIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { expectAccessible } from './support/accessibility.ts';
import { signUpByApi } from './support/sign-up.ts';

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A small real PDF, made here so the server's byte check has something true to judge. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await lookAt(page, { path: `${SHOTS}/profile-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.use({ viewport: { width: 390, height: 844 } });

test('Maria fills her profile, is told a phone number with spaces is invalid, fixes it, and uploads a real PDF resume (a renamed PNG is refused)', async ({
  page,
}) => {
  await signInAt(page, 'maria.garcia@assay.test', '/user/personal-profile?type=update');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Phone number').fill('512 555 0100');
  await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/maria-garcia');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText(
    'Phone number is invalid. Use digits only, without spaces or special characters.',
  );
  await expect(page.locator('#profile-phone-number-error')).toContainText('Phone number is invalid');
  await expectAccessible(page);
  await shoot(page, 'invalid');

  // What was typed survives a reload (IndexedDB), invalid phone included.
  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue('512 555 0100');
  await expect(page.getByLabel('Gender')).toHaveValue('Female');

  await page.getByLabel('Phone number').fill('5125550100');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(summary).toHaveCount(0);

  // A PNG named like a PDF is refused with the server's message.
  const resumeInput = page.getByLabel(/Upload your resume|Replace your resume/);
  await resumeInput.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PNG });
  await expect(page.getByRole('alert').filter({ hasText: 'This file type is not supported' })).toBeVisible();

  await resumeInput.setInputFiles({ name: 'maria-garcia.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.locator('.resume-upload__file')).toContainText('maria-garcia.pdf');
  await expect(page.getByRole('button', { name: 'Delete maria-garcia.pdf' })).toBeVisible();
  await shoot(page, 'saved');

  // After a reload the server's copy shows: the saved profile and the resume.
  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue('5125550100');
  await expect(page.locator('.resume-upload__file')).toContainText('maria-garcia.pdf');

  // Delete, after confirming: the upload control is back.
  await page.getByRole('button', { name: 'Delete maria-garcia.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByLabel('Upload your resume')).toBeVisible();
  await expect(page.locator('.resume-upload__file')).toHaveCount(0);
});

test('a new candidate applies by link and completes the application form, which keeps what was typed across a reload', async ({
  page,
  request,
}) => {
  const email = `ana.${Date.now()}@e2e.test`;
  await signUpByApi(request, {
    first_name: 'Ana',
    last_name: 'Applicant',
    email,
    password: 'Applicant-pass-1',
    password_confirmation: 'Applicant-pass-1',
  });

  await page.goto(`/login/applicant/${OPEN_REQUISITION}`);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await submitSignIn(page, email, 'Applicant-pass-1');
  await expect(page).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${OPEN_REQUISITION}&refId=`));
  const formRow = page.getByRole('listitem').filter({ hasText: 'Application form' }).last();
  await formRow.getByRole('link', { name: 'Start Application form' }).click();
  await expect(page).toHaveURL(/\/jobapplication\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application form' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ana');

  // Submitting empty names what is missing.
  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('The Gender field is required');
  await expect(summary).toContainText('Date of birth is required.');
  await expect(summary).toContainText('The Are you legally authorized to work in the United States? field is required');

  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of birth').fill('1994-08-30');
  await page.getByLabel('Are you legally authorized to work in the United States?').selectOption('Yes');
  await page.getByLabel('Earliest start date').fill('2026-12-01');
  await page.getByLabel('Desired hourly pay (USD)').fill('22');
  await expectAccessible(page);
  await shoot(page, 'application-form');

  await page.reload();
  await expect(page.getByLabel('Gender')).toHaveValue('Female');
  await expect(page.getByLabel('Are you legally authorized to work in the United States?')).toHaveValue('Yes');
  await expect(page.getByLabel('Desired hourly pay (USD)')).toHaveValue('22');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Application form' }).last()).toContainText('Completed');

  // The resume activity: submitting without a resume is refused, with one it completes.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Resume' })
    .last()
    .getByRole('link', { name: 'Start Resume' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resume' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'A resume is required for this job.',
  );
  await page
    .getByLabel('Upload your resume')
    .setInputFiles({ name: 'ana.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.locator('.resume-upload__file')).toContainText('ana.pdf');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user\/progress-tracker\?/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Resume' }).last()).toContainText('Completed');
});
