import fs from 'node:fs';
import { expect, test, type Locator } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

/** A table's header and rows as their cells' text; an empty cell shows a dash. */
async function tableCells(table: Locator): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
}

/** The cells of an RFC 4180 file whose every field is quoted (contracts/csv.ts). */
function csvCells(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

test('the owner opens Dashboard on the applicant overview, changes the dates, switches dashboard with the filter kept in the URL, and reads a table', async ({
  page,
}) => {
  await signInAt(page, demo.owner, '/hire');
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();

  // The default landing: the applicant overview over the last 30 days (the seeded applications).
  await expect(page).toHaveURL(/\/account\/dashboard\/applicant-overview/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Overview' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Applications by status: table' });
  await expect(status.getByRole('row', { name: /^All \d+$/ })).toBeVisible();
  const allBefore = Number((await status.getByRole('row', { name: /^All / }).getByRole('cell').textContent()) ?? '0');
  expect(allBefore).toBeGreaterThan(0);
  await expect(page.getByText(/applications from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: \d+ hired/)).toBeVisible();
  await expectAccessible(page);

  // A range before any application: the figures say so, and the range is in the URL.
  await page.getByLabel('Start date').fill('2019-01-01');
  await page.getByLabel('End date').fill('2019-12-31');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/from_date=2019-01-01/);
  await expect(page).toHaveURL(/to_date=2019-12-31/);
  await expect(page.getByText('No applications in this range.').first()).toBeVisible();

  // Back to a range that holds the seeded applications, then to another dashboard through the switcher's search.
  await page.getByLabel('Start date').fill('2020-01-01');
  await page.getByLabel('End date').fill('2030-12-31');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/from_date=2020-01-01/);
  await page.getByRole('button', { name: /Dashboard: Candidate Overview/ }).click();
  await page.getByRole('searchbox', { name: 'Search dashboards' }).fill('funnel');
  await expect(page.getByRole('link', { name: 'Time To Hire' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Funnel Analytics' }).click();

  await expect(page).toHaveURL(/\/account\/dashboard\/company-funnel-analytics\?.*from_date=2020-01-01/);
  await expect(page).toHaveURL(/to_date=2030-12-31/);
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel Analytics' })).toBeVisible();
  await expect(page.getByLabel('Start date')).toHaveValue('2020-01-01');
  const steps = page.getByRole('region', { name: 'Funnel by step: table' });
  await expect(steps.getByRole('columnheader', { name: 'Conversion from the step before' })).toBeVisible();
  await expect(steps.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(/^1\. /);
  await expectAccessible(page);

  // The table's numbers as a CSV file: the same header and the same rows, an empty cell left empty.
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Funnel by step', exact: true })
    .getByRole('button', { name: /^Download CSV/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('funnel-by-step.csv');
  const csv = csvCells(fs.readFileSync((await download.path())!, 'utf8'));
  const shown = (await tableCells(steps.getByRole('table'))).map((row) =>
    row.map((cell) => (cell === '—' ? '' : cell)),
  );
  expect(csv[0]).toEqual(['Step', 'Started', 'Completed', 'Conversion from the step before']);
  expect(csv.length).toBeGreaterThan(1);
  expect(csv).toEqual(shown);

  // The interview dashboards keep the same filters; the demo's interviews have no evaluations yet, and the figures say so.
  await page.getByRole('button', { name: /Dashboard: Funnel Analytics/ }).click();
  await page.getByRole('searchbox', { name: 'Search dashboards' }).fill('interview');
  await page.getByRole('link', { name: 'Interview Overview' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard\/interview-overview\?.*from_date=2020-01-01/);
  await expect(page.getByRole('heading', { level: 2, name: 'Interviews by status' })).toBeVisible();
  await expect(page.getByText(/^\d+ interviews for applications from 2020-01-01 to 2030-12-31/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /Dashboard: Interview Overview/ }).click();
  await page.getByRole('link', { name: 'Interviewers' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Interviewer score summary' })).toBeVisible();
  await expectAccessible(page);

  // Filters applied on any dashboard stay on it (they used to land on Candidate Overview).
  for (const [name, slug] of [
    ['Time To Hire', 'time-to-hire'],
    ['EEOC Dashboard', 'eeoc'],
  ] as const) {
    await page.getByRole('button', { name: /^Dashboard: / }).click();
    await page.getByRole('searchbox', { name: 'Search dashboards' }).fill(name);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/account/dashboard/${slug}\\?`));
    await page.getByLabel('Start date').fill('2021-01-01');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/dashboard/${slug}\\?.*from_date=2021-01-01`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
});
