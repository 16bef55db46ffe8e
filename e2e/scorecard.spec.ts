import { expect, test, type Page } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';

// The owner opens Maria Garcia's application to the open requisition (job 1; user_smartreq_id 3,
// the third seeded tracker), rejects it with a reason and sees it in the history, recovers it,
// hires her (personal data first, then the hire), finds her among the employees, comments, and
// opens the print view. Each
// viewport runs the whole journey on the same database: it starts from whatever status the
// previous run left (hired), which rejecting accepts.

const MARIA = 3;

const statusBadge = (page: Page) => page.locator('.scorecard-header .scorecard-badge').first();

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the owner rejects, recovers and hires Maria, comments, and prints the scorecard`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInAt(page, demo.owner, `/smartreq-detail-applicant/${MARIA}`);
    await expect(page.getByRole('heading', { level: 1, name: /Maria Garcia|María García/ })).toBeVisible();
    await expect(page.getByText(/Customer Support Specialist · Applied/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Screening stages' })).toBeVisible();
    await expect(page.getByText('No video answers yet')).toBeVisible();
    await lookAt(page, { path: testInfo.outputPath(`scorecard-${viewport.width}.png`), fullPage: true });

    // Reject with a reason and a note.
    await page
      .getByRole('group', { name: 'Applicant actions' })
      .getByRole('button', { name: 'Reject', exact: true })
      .click();
    const rejectDialog = page.getByRole('dialog', { name: 'Reject applicant' });
    await expect(rejectDialog).toBeVisible();
    await rejectDialog.getByLabel('Rejected by the company').check();
    await rejectDialog.getByLabel('Reason').selectOption({ label: 'Position filled' });
    await rejectDialog.getByLabel('Note (optional)').fill('Filled by an internal move');
    await lookAt(page, { path: testInfo.outputPath(`scorecard-reject-${viewport.width}.png`) });
    await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(rejectDialog).toBeHidden();
    await expect(statusBadge(page)).toHaveText(/Rejected/);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Rejected: Position filled').first()).toBeVisible();
    await expect(history.getByText('Filled by an internal move').first()).toBeVisible();

    // A rejected applicant has Recover instead of Reject; recovering makes her active again.
    await page.getByRole('button', { name: 'Recover', exact: true }).click();
    await expect(statusBadge(page)).toHaveText(/Active/);
    await expect(history.getByText('Recovered').first()).toBeVisible();

    // Hire: personal data first, then the hire, then the scorecard reloads.
    await page
      .getByRole('group', { name: 'Applicant actions' })
      .getByRole('button', { name: 'Hire', exact: true })
      .click();
    const hireDialog = page.getByRole('dialog', { name: 'Hire applicant' });
    await expect(hireDialog.getByLabel('First name')).toHaveValue(/Mar/);
    await hireDialog.getByLabel('Phone number (optional)').fill('+1 512 555 0100');
    await hireDialog.getByLabel('Start date (optional)').fill('2027-02-01');
    await hireDialog.getByRole('button', { name: 'Hire', exact: true }).click();
    await expect(hireDialog).toBeHidden();
    await expect(statusBadge(page)).toHaveText(/Hired/);
    await expect(page.getByText('+1 512 555 0100')).toBeVisible();

    // Hired from a requisition, she is an employee now (D169): /people finds her, her person page keeps the application.
    await page.goto('/people');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('maria.garcia@assay.test');
    await expect(page.getByText(/1–1 of 1 employees/)).toBeVisible();
    await page.getByRole('link', { name: /Mar[ií]a Garc[ií]a/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Mar[ií]a Garc[ií]a/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Customer Support Specialist/ }).first()).toBeVisible();
    await page.goto(`/smartreq-detail-applicant/${MARIA}`);

    // A comment for the hiring team.
    const comment = `Great phone manner (${viewport.width})`;
    await page.getByLabel('Add a comment').fill(comment);
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByLabel('Add a comment')).toHaveValue('');
    await expect(
      page.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: comment }),
    ).toBeVisible();
    await lookAt(page, { path: testInfo.outputPath(`scorecard-hired-${viewport.width}.png`), fullPage: true });

    // The print view: the same scorecard, read-only.
    await page.goto(`/printscorecard?id=${MARIA}`);
    await expect(page.getByRole('heading', { level: 1, name: /Maria Garcia|María García/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
    await expect(page.getByText(comment)).toBeVisible();
    await lookAt(page, { path: testInfo.outputPath(`scorecard-print-${viewport.width}.png`), fullPage: true });
  });
}
