import fs from 'node:fs';
import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';

// The owner works through the open requisition's applicants (job 1, about 180 seeded candidates):
// sorts by fit, narrows to active applicants whose name or email starts with "s", rejects three of
// them in bulk with a reason and a note, finds them among the rejected, and exports a CSV.

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the owner sorts, searches, bulk-rejects three candidates and exports a CSV`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInAt(page, demo.owner, '/smartreq-detail/applicants?job_id=1');
    await expect(page.getByRole('heading', { name: 'Candidates' })).toBeVisible();
    await expect(page.getByText(/of \d+ applicants, page 1 of \d+/)).toBeVisible();

    // Sort by fit: best first, and the URL keeps it.
    const fitHeader = page.getByRole('columnheader', { name: /Fit score/ });
    // The header also holds the score's "?" explanation (D214); the sort button is named by the column.
    await expect(fitHeader.getByRole('button', { name: 'How Fit score is scored' })).toBeVisible();
    await fitHeader.getByRole('button', { name: 'Fit score', exact: true }).click();
    await expect(fitHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/ordering=-fit_score/);

    await page.getByLabel('Status', { exact: true }).selectOption('active');
    await page.getByLabel('Search by name or email').fill('s');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=s/);
    await expect(page).toHaveURL(/status=active/);
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('.list-page__table--stale')).toHaveCount(0);
    await lookAt(page, { path: testInfo.outputPath(`applicants-${viewport.width}.png`), fullPage: false });

    // Reload keeps the list state.
    await page.reload();
    await expect(page.getByRole('columnheader', { name: /Fit score/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByLabel('Search by name or email')).toHaveValue('s');

    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      names.push((await row.getByRole('link').textContent())!.trim());
      await row.getByRole('checkbox').check();
    }
    await expect(page.getByText('3 applicants selected')).toBeVisible();

    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Reject', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject applicants' });
    await expect(dialog).toBeVisible();
    // No reason chosen: the dialog says so.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Choose a rejection reason')).toBeVisible();
    await dialog.getByLabel('Rejection reason').selectOption({ label: 'Position filled' });
    await dialog.getByLabel('Note').fill('Filled by an internal move');
    if (viewport.width === 390) await lookAt(page, { path: testInfo.outputPath('applicants-reject-dialog-390.png') });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    // No mail chosen: the toast says how many, and offers Undo as a single reject does (D266).
    const toast = page.locator('.undo-toast', { hasText: '3 applicants rejected.' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // They left the active list and show among the rejected with the reason.
    await page.getByLabel('Status', { exact: true }).selectOption('rejected');
    await expect(page).toHaveURL(/status=rejected/);
    for (const name of names) {
      const row = rows.filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(row.first()).toContainText('Rejected');
      await expect(row.first()).toContainText('Position filled');
    }

    // Export: the filtered list as a CSV file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('applicants-customer-support-specialist-1.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('"user_smartreq_id","first_name","last_name","email"');
    expect(csv).toContain('"Filled by an internal move"');
    expect(csv).not.toContain('"active"');
    await lookAt(page, { path: testInfo.outputPath(`applicants-rejected-${viewport.width}.png`) });
  });
}
