import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

// A provider admin imports employees into Demo Company: the dry run names the bad row and why,
// the run imports the good one with a progress bar and a result file, and the same file again
// would change nothing.

const FILE = {
  name: 'new-staff.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'First Name,Last Name,Email,Job Title,Location,Start Date',
      'Imogen,Importer,imogen.importer@e2e.test,Barista,Lisbon,2026-03-02',
      'Nobody,Dated,nobody.dated@e2e.test,Barista,Lisbon,02/03/2026',
    ].join('\n'),
  ),
};

test('a provider admin imports employees from a CSV: dry run, run with progress, result file, and a second run changes nothing', async ({
  page,
}) => {
  await signInAt(page, demo.admin, '/settings/import-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Import data' })).toBeVisible();
  await page.getByLabel('Company', { exact: true }).selectOption({ label: 'Demo Company' });
  await page.getByRole('link', { name: 'Upload a file' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload an import file' })).toBeVisible();
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue(/\d+/);
  const company = await page.getByLabel('Company', { exact: true }).locator('option:checked').textContent();
  expect(company).toBe('Demo Company');

  await page.getByLabel('File of employees').setInputFiles(FILE);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { name: '2. Map the columns' })).toBeVisible();
  await expect(page.getByLabel('First name (required)')).toHaveValue('First Name');
  await expect(page.getByLabel('Start date (required)')).toHaveValue('Start Date');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();

  await expect(page.getByRole('heading', { name: '3. What the import would do' })).toBeVisible();
  await expect(page.getByText('1 to create')).toBeVisible();
  await expect(page.getByText('1 refused')).toBeVisible();
  const refused = page.getByRole('row', { name: /Nobody Dated/ });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText('Start date: Enter a date as YYYY-MM-DD.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Run the import' }).click();

  await expect(page.getByRole('heading', { name: '4. The import' })).toBeVisible();
  await expect(page.getByText('Done: 1 created, 0 updated, 0 unchanged, 1 refused.')).toBeVisible();
  await expect(page.locator('progress#import-progress')).toHaveAttribute('value', '2');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the result file' }).click();
  expect((await download).suggestedFilename()).toBe('new-staff-result.csv');

  await page.getByRole('button', { name: 'Import another file' }).click();
  await page.getByLabel('File of employees').setInputFiles(FILE);
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(page.getByText('0 to create')).toBeVisible();
  await expect(page.getByText('1 unchanged')).toBeVisible();
  await expect(page.getByText('Nothing would change: every row is unchanged or refused.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the import history' }).click();
  const history = page.getByRole('region', { name: 'Import history' });
  await expect(history.getByRole('row', { name: /new-staff\.csv.*Finished/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /new-staff\.csv.*Not run/ })).toBeVisible();
});

test('a provider admin imports applicants to a requisition: the bad row is refused with its reason, the good one becomes an application in the applicant list', async ({
  page,
}) => {
  const stamp = Date.now();
  const file = {
    name: `applicants-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'First Name,Last Name,Email,Status',
        `Ada,Imported${stamp},ada.${stamp}@e2e.test,active`,
        `Bo,Unsure${stamp},bo.${stamp}@e2e.test,maybe`,
      ].join('\n'),
    ),
  };
  await signInAt(page, demo.admin, '/settings/upload-import-file');
  await page.getByLabel('Company', { exact: true }).selectOption({ label: 'Demo Company' });
  await page.getByLabel('Applicants to one requisition').check();
  await page.getByLabel('File of applicants').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Choose the requisition the applicants applied to.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Requisition', { exact: true }).selectOption({ label: 'Customer Support Specialist' });
  await page.getByRole('button', { name: 'Upload' }).click();

  await expect(page.getByRole('heading', { name: '2. Map the columns' })).toBeVisible();
  await expect(page.getByText(/rows of applicants to Customer Support Specialist/)).toBeVisible();
  await expect(page.getByLabel('Email (required)')).toHaveValue('Email');
  await expect(page.getByRole('group', { name: 'How a row finds an employee who is already there' })).toHaveCount(0);
  await page.getByLabel('Status (active, rejected or hired)').selectOption('Status');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();

  await expect(page.getByText('1 to create')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Unsure${stamp}`) })).toContainText(
    'Status (active, rejected or hired): The status is one of active, rejected or hired.',
  );
  await page.getByRole('button', { name: 'Run the import' }).click();
  await expect(page.getByText('Done: 1 created, 0 updated, 0 unchanged, 1 refused.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the import history' }).click();
  await expect(
    page.getByRole('region', { name: 'Import history' }).getByRole('row', {
      name: new RegExp(`applicants-${stamp}\\.csv.*Applicants to Customer Support Specialist.*Finished`),
    }),
  ).toBeVisible();

  await page.goto('/smartreq-detail/applicants?job_id=1');
  await page.getByLabel('Search by name or email').fill(`ada.${stamp}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`Imported${stamp}`).first()).toBeVisible();
});
