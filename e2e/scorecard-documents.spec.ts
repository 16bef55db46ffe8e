import fs from 'node:fs';
import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { seriousViolations } from './support/accessibility.ts';

// The owner keeps a document on Maria Garcia's application to the open requisition (job 1;
// user_smartreq_id 3): uploads a real small PDF, sees it listed, renames it, downloads the same
// bytes, and deletes it after confirming. Each viewport runs the whole journey on the same database
// and leaves no document behind.

const MARIA = 3;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the owner uploads, renames, downloads and deletes a document on Maria's scorecard`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInAt(page, demo.owner, `/smartreq-detail-applicant/${MARIA}`);
    await expect(page.getByRole('heading', { level: 1, name: /Maria Garcia|María García/ })).toBeVisible();
    const section = page.getByRole('region', { name: 'Documents' });
    await expect(section.getByText('No documents yet.')).toBeVisible();

    // Upload a real PDF with a title and a type.
    await section.getByRole('button', { name: 'Add document' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a document' });
    await expect(addDialog).toBeVisible();
    await addDialog
      .getByLabel('File')
      .setInputFiles({ name: 'maria-offer.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(addDialog.getByLabel('Title')).toHaveValue('maria-offer.pdf');
    await addDialog.getByLabel('Title').fill('Offer letter draft');
    await addDialog.getByLabel('Document type').selectOption({ label: 'Offer letter' });
    await addDialog.getByLabel('Note (optional)').fill('To be signed next week');
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, { path: testInfo.outputPath(`documents-add-${viewport.width}.png`) });
    await addDialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(addDialog).toBeHidden();

    const item = section.getByRole('listitem').filter({ hasText: 'Offer letter draft' });
    await expect(item).toBeVisible();
    await expect(item.getByText('maria-offer.pdf')).toBeVisible();
    await expect(item.getByText(/Uploaded by Olivia Owner on/)).toBeVisible();
    await expect(item.getByText('To be signed next week')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText('Document added: Offer letter draft').first(),
    ).toBeVisible();

    // Rename it.
    await item.getByRole('button', { name: 'Edit Offer letter draft' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit document' });
    await expect(editDialog.getByLabel('Title')).toHaveValue('Offer letter draft');
    await editDialog.getByLabel('Title').fill('Signed offer letter');
    await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editDialog).toBeHidden();
    const renamed = section.getByRole('listitem').filter({ hasText: 'Signed offer letter' });
    await expect(renamed).toBeVisible();
    await expect(section.getByText('Offer letter draft')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, { path: testInfo.outputPath(`documents-listed-${viewport.width}.png`), fullPage: true });

    // Download it: the same bytes under the uploaded file's name.
    const downloading = page.waitForEvent('download');
    await renamed.getByRole('button', { name: 'Download Signed offer letter' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('maria-offer.pdf');
    expect(fs.readFileSync((await download.path())!).equals(PDF)).toBe(true);

    // Delete it after confirming.
    await renamed.getByRole('button', { name: 'Delete Signed offer letter' }).click();
    const confirm = page.getByRole('dialog', { name: /Delete the document/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Document deleted successfully')).toBeVisible();
    await expect(section.getByText('No documents yet.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText('Document deleted: Signed offer letter').first(),
    ).toBeVisible();
  });
}

test('a PNG renamed as a PDF is refused with the reason, and nothing is listed', async ({ page }) => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await signInAt(page, demo.owner, `/smartreq-detail-applicant/${MARIA}`);
  const section = page.getByRole('region', { name: 'Documents' });
  await expect(section.getByText('No documents yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await dialog.getByLabel('File').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: png });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/contents do not match its name/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByText('No documents yet.')).toBeVisible();
});

test('from the applicant list, the scorecard steps to the next and previous applicant in the list order, by link and by key', async ({
  page,
}, testInfo) => {
  await signInAt(page, demo.owner, '/smartreq-detail/applicants?job_id=1');
  const rows = page.locator('tbody tr');
  await expect(rows.nth(2)).toBeVisible();
  const names = await page.locator('tbody .applicant-table__link').allInnerTexts();
  expect(names.length).toBeGreaterThan(2);

  await page.locator('tbody .applicant-table__link').nth(1).click();
  const stepper = page.getByRole('navigation', { name: 'Applicants in this list' });
  await expect(page.getByRole('heading', { level: 1, name: names[1] })).toBeVisible();
  await expect(stepper.getByText(`Applicant 2 of ${names.length}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await stepper.getByRole('link', { name: /Next applicant/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: names[2] })).toBeVisible();
  await expect(stepper.getByText(`Applicant 3 of ${names.length}`)).toBeVisible();

  await lookAt(page, { path: testInfo.outputPath('stepper-1280.png') });

  // The order is in the URL: a reload keeps it (here at phone width), and K goes back.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(stepper.getByText(`Applicant 3 of ${names.length}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, { path: testInfo.outputPath('stepper-390.png') });
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { level: 1, name: names[1] })).toBeVisible();
  await expect(stepper.getByText(`Applicant 2 of ${names.length}`)).toBeVisible();
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  await expect(stepper.getByText(`Applicant 1 of ${names.length}`)).toBeVisible();
  await expect(stepper.getByRole('link', { name: /Previous applicant/ })).toHaveCount(0);
});
