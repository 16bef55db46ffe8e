/**
 * A dashboard's drill-down (D314): on the Candidate Overview, the owner opens the people behind the
 * "Hired" row; the account's applicant list opens with the dashboard's dates and the status in its
 * URL, says it is filtered from a dashboard, and counts as many as the row; "Show every date"
 * drops the dashboard's filter. Only reads.
 */
import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { lookAt } from './support/look.ts';
import { signInAt } from './support/sign-in.ts';

test('given the Candidate Overview, when the owner opens its Hired row, then the applicant list holds those applicants', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, demo.owner, '/account/dashboard/applicant-overview?from_date=2020-01-01&to_date=2030-12-31');
  const status = page.getByRole('region', { name: 'Applications by status: table' });
  const hiredRow = status.getByRole('row', { name: /^Hired \d+$/ });
  await expect(hiredRow).toBeVisible();
  const hired = Number(await hiredRow.getByRole('cell').textContent());
  await lookAt(page, { path: test.info().outputPath('dashboard-drill-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(status, { path: test.info().outputPath('dashboard-drill-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });

  await hiredRow.getByRole('link', { name: 'Hired' }).click();
  await expect(page).toHaveURL(/\/applicants\?/);
  // The router writes a value that reads as a number in JSON quotes ("2"), and reads it back as text.
  const params = [...new URL(page.url()).searchParams].map(([k, v]) => [k, v.replace(/^"(.*)"$/, '$1')]);
  expect(Object.fromEntries(params)).toMatchObject({
    status: 'hired',
    job_types: '2',
    applied_from: '2020-01-01',
    applied_to: '2030-12-31',
  });
  await expect(page.getByText('From a dashboard: applications started from 2020-01-01 to 2030-12-31.')).toBeVisible();
  await expect(page.getByText(new RegExp(`of ${hired} applicants, page 1`))).toBeVisible();
  await lookAt(page, { path: test.info().outputPath('applicants-from-dashboard-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: test.info().outputPath('applicants-from-dashboard-390.png'), fullPage: true });

  await page.getByRole('button', { name: 'Show every date' }).click();
  await expect(page).not.toHaveURL(/applied_from/);
  await expect(page.getByText(/^From a dashboard/)).toHaveCount(0);
});
